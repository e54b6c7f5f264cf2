import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-headers';

describe('cache policy of the build', () => {
  it('keeps hashed assets for a year without revalidation', () => {
    expect(cacheControlFor('/assets/index-CtVg2AZC.js', 'assets')).toBe(IMMUTABLE);
    expect(cacheControlFor('/assets/SearchPage-Dy4q6XXh.css', 'assets')).toBe(IMMUTABLE);
    expect(cacheControlFor('/static/app-1.js', '/static/')).toBe(IMMUTABLE);
  });

  it('revalidates the HTML of every route and files outside the assets folder', () => {
    for (const path of [
      '/',
      '/index.html',
      '/pesquisar-empresas',
      '/security-headers.json',
      '/assets',
    ])
      expect(cacheControlFor(path, 'assets')).toBe(REVALIDATE);
    // A route that merely starts with the folder's name is not an asset.
    expect(cacheControlFor('/assetsx/a.js', 'assets')).toBe(REVALIDATE);
  });
});
