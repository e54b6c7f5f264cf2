import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, cacheRules } from './cache-headers';

// What a browser is then sent, path by path, is checked against the Hosting emulator in
// e2e/security/headers.spec.ts.
describe('cache policy of the build', () => {
  it('revalidates every path first, the HTML of every route included', () => {
    expect(cacheRules('assets')[0]).toEqual({
      source: '**',
      headers: [{ key: 'Cache-Control', value: REVALIDATE }],
    });
  });

  it('then keeps the hashed assets for a year without revalidation', () => {
    expect(cacheRules('assets').at(-1)).toEqual({
      source: '/assets/**',
      headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
    });
    expect(cacheRules('/static/').at(-1)?.source).toBe('/static/**');
  });

  it('has no other rule, so nothing else outlives a deployment', () => {
    expect(cacheRules('assets')).toHaveLength(2);
  });
});
