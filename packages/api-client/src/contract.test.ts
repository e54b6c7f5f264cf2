import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { memoryTokenStore } from './token-store';

/** Every operationId of the contract (docs/product.md#calls and the extensions). */
function operationIds(): string[] {
  const text = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
  const doc = parse(text) as { paths: Record<string, Record<string, { operationId?: string }>> };
  return Object.values(doc.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      operation.operationId ? [operation.operationId] : [],
    ),
  );
}

describe('the client covers the contract', () => {
  it('has one method per operation, named as its operationId', () => {
    const client = createApiClient({ baseUrl: 'http://api.test', tokenStore: memoryTokenStore() });
    // GET /refresh is sent by the refresher after a 403, never called directly (refresher.ts).
    const ids = operationIds().filter((id) => id !== 'refresh');
    expect(ids.length).toBeGreaterThan(25);
    const missing = ids.filter(
      (id) => typeof (client as unknown as Record<string, unknown>)[id] !== 'function',
    );
    expect(missing).toEqual([]);
  });
});
