import { CNAE_SYNONYMS, onlyDigits } from '@cnpj/domain';
import { describe, expect, it } from 'vitest';
import { CNAES } from './cnaes';

// docs/product.md#search: every everyday word of the CNAE pickers leads to a subclass the
// mock's GET /api/cnaes lists, so each can be tried in stories and end-to-end tests.
describe('CNAE synonyms against the mock list', () => {
  it('points every everyday word at a subclass the mock lists', () => {
    const listed = new Set(CNAES.map((item) => item.codigo));
    const missing = CNAE_SYNONYMS.flatMap((synonym) =>
      synonym.codes
        .filter((code) => !listed.has(onlyDigits(code)))
        .map((code) => `${synonym.words} → ${code}`),
    );
    expect(missing).toEqual([]);
  });
});
