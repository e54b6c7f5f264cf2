// Factories: `buildX(overrides)` for stories and tests; deterministic for a given seed and call order.
import { makeCnpj } from '../lib/cnpj.ts';
import { Rng, mixSeed } from '../lib/random.ts';
import type { EmpresaDetalhe, EmpresaResumo } from '@cnpj/domain';
import { cnpjFromSeed, generateCompany, toResumo } from './company.ts';

export { buildPartner, partnersOf } from './partner.ts';
export { buildNotification } from './notification.ts';
export { buildLista } from './lista.ts';
export { generateCompany, toResumo } from './company.ts';

/** The default seed (MOCK_SEED). */
export const DEFAULT_SEED = 42;
let sequence = 0;

/** A company detail; a given cnpj fixes the rest, overrides win over generated values. */
export function buildCompanyDetail(
  overrides: Partial<EmpresaDetalhe> = {},
  seed = DEFAULT_SEED,
): EmpresaDetalhe {
  const cnpj = overrides.cnpj ?? cnpjFromSeed(mixSeed(seed, 'factory', (sequence += 1)));
  return { ...generateCompany(seed, cnpj), ...overrides };
}

/** A search-page row; overrides win. */
export function buildCompany(
  overrides: Partial<EmpresaResumo> = {},
  seed = DEFAULT_SEED,
): EmpresaResumo {
  const detail = buildCompanyDetail(overrides.cnpj ? { cnpj: overrides.cnpj } : {}, seed);
  return { ...toResumo(detail), ...overrides };
}

/** A valid CNPJ that no search will ever produce first (handy fixed value for stories). */
export function exampleCnpj(n = 1): string {
  return makeCnpj(String(new Rng(mixSeed('example', n)).int(10_000_000, 99_999_999)), '0001');
}
