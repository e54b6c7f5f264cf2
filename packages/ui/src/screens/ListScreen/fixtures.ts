// Story data for the one-list screen: the sample companies (@cnpj/fixtures, decision 046), in the
// order of the mock's first seeded list, with the list's own edge cases.
import { SAMPLE_LISTS, sampleRow } from '@cnpj/fixtures';
import type { EmpresaResumo } from './types';

/** The list the stories show: the mock's first seeded list, under a story id. */
export const storyList = { id: 7, descricao: SAMPLE_LISTS[0].descricao };

/** The i-th company of a list (deterministic): every other one without address and contacts. */
export function buildRow(index: number): EmpresaResumo {
  const row = sampleRow(index);
  // Every other company has its address and phones, so both kinds of row show.
  const full = index % 2 === 0;
  return {
    ...row,
    // A hidden trade name ("********", docs/product.md#entities) never shows.
    nome_fantasia: index % 5 === 2 ? '********' : row.nome_fantasia,
    situacao_cadastral: index % 4 === 3 ? '08' : '02',
    logradouro: full ? row.logradouro : null,
    numero: full ? row.numero : null,
    bairro: full ? row.bairro : null,
    email: full ? row.email : null,
    ddd1: full ? row.ddd1 : null,
    fone1: full ? row.fone1 : null,
    ddd2: full ? row.ddd2 : null,
    fone2: full ? row.fone2 : null,
  };
}

/** The first `count` companies of a list. */
export const buildRows = (count: number, offset = 0): EmpresaResumo[] =>
  Array.from({ length: count }, (_, i) => buildRow(offset + i));
