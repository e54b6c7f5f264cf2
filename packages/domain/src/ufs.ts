// The 27 UF codes the contract's UfSigla lists (docs/product.md#entities), as data: the mock
// checks a path segment against them. The record's type makes the list follow the contract: a
// code added to or removed from openapi.yaml fails the typecheck here.
import type { UfSigla } from './types';

const UF_SET = {
  AC: true,
  AL: true,
  AM: true,
  AP: true,
  BA: true,
  CE: true,
  DF: true,
  ES: true,
  GO: true,
  MA: true,
  MG: true,
  MS: true,
  MT: true,
  PA: true,
  PB: true,
  PE: true,
  PI: true,
  PR: true,
  RJ: true,
  RN: true,
  RO: true,
  RR: true,
  RS: true,
  SC: true,
  SE: true,
  SP: true,
  TO: true,
} as const satisfies Record<UfSigla, true>;

/** Every UF code, in alphabetical order. */
export const UF_SIGLAS: readonly UfSigla[] = Object.keys(UF_SET) as UfSigla[];

/** Whether a text is one of the 27 UF codes. */
export function isUfSigla(value: string): value is UfSigla {
  return Object.hasOwn(UF_SET, value);
}
