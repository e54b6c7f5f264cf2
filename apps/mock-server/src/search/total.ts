// How many companies a search finds, derived only from (seed, criteria): broad filters give big totals,
// narrow ones small totals, impossible ones 0. Nothing is stored; the rows are generated on demand.
import type {
  Porte,
  RegimeTributario,
  SearchSegmentValues,
  SituacaoCadastral,
  UfSigla,
} from '@cnpj/domain';
import { hashString } from '../lib/random.ts';
import { capitalRange, dateRange, revenueRange } from './ranges.ts';

/** Companies in the register (docs/product.md#overview: over 68 million). */
const REGISTER_SIZE = 68_400_000;

// Rough share of the register per UF, so SP searches are big and RR searches small.
const UF_SHARE: Record<UfSigla, number> = {
  SP: 0.28,
  MG: 0.11,
  RJ: 0.08,
  PR: 0.07,
  RS: 0.07,
  SC: 0.05,
  BA: 0.05,
  GO: 0.035,
  PE: 0.035,
  CE: 0.03,
  PA: 0.025,
  DF: 0.02,
  ES: 0.02,
  MT: 0.02,
  MS: 0.015,
  MA: 0.015,
  AM: 0.012,
  PB: 0.012,
  RN: 0.012,
  AL: 0.01,
  PI: 0.01,
  SE: 0.008,
  RO: 0.008,
  TO: 0.007,
  AC: 0.003,
  AP: 0.003,
  RR: 0.003,
};
const STATUS_SHARE: Record<SituacaoCadastral, number> = {
  '01': 0.002,
  '02': 0.45,
  '03': 0.005,
  '04': 0.1,
  '08': 0.42,
};
/** Share of each porte, also used to draw a row's porte. */
export const PORTE_SHARE: Record<Porte, number> = {
  '00': 0.05,
  '01': 0.62,
  '03': 0.18,
  '05': 0.15,
};
const REGIME_SHARE: Record<RegimeTributario, number> = {
  T: 1,
  S: 0.4,
  E: 0.25,
  F: 0.02,
  LR: 0.03,
  LP: 0.15,
};
/** Legal natures common enough to weigh more than the rest. */
const NATUREZA_SHARE: Record<string, number> = {
  '2062': 0.45,
  '2135': 0.35,
  '2305': 0.05,
  '2240': 0.03,
};

/** A share in [low, high) fixed by a code, so the same code always weighs the same. */
function codeShare(code: string, low: number, high: number): number {
  return low + (hashString(code) / 4294967296) * (high - low);
}

function sumShares(codes: readonly string[], share: (code: string) => number): number {
  return codes.length === 0
    ? 1
    : Math.min(
        1,
        codes.reduce((sum, code) => sum + share(code), 0),
      );
}

function textShare(text: string, base: number): number {
  return text === '' ? 1 : base * codeShare(text, 0.5, 1.5);
}

function nameShare(name: string): number {
  return name === '' ? 1 : Math.min(1, 0.4 / name.length ** 2) * codeShare(name, 0.3, 1.7);
}

function filterShares(c: SearchSegmentValues, until?: string): number[] {
  return [
    sumShares(c.municipios, (code) => codeShare(code, 0.004, 0.08)),
    nameShare(c.nomeEmpresa),
    textShare(c.bairro, 0.02),
    textShare(c.logradouro, 0.004),
    textShare(c.cep, 0.0008),
    sumShares(c.cnaes, (code) => codeShare(code, 0.0005, 0.03)),
    sumShares(c.cnaesSecundarios, (code) => codeShare(code, 0.001, 0.06)),
    sumShares(c.naturezaJuridica, (code) => NATUREZA_SHARE[code] ?? codeShare(code, 0.0005, 0.01)),
    sumShares(c.porte, (code) => PORTE_SHARE[code as Porte]),
    dateRange(c, until).share,
    capitalRange(c).share,
    revenueRange(c).share,
    REGIME_SHARE[c.regimeTributario],
    c.comTelefone ? 0.62 : 1,
    c.comEmail ? 0.45 : 1,
    // Extension criteria: about 3 companies in 4 are head offices; about 1 in 2 has a mobile.
    c.somenteMatriz === true ? 0.76 : 1,
    c.somenteCelular === true ? 0.48 : 1,
  ];
}

/** The number of companies matching the criteria (0 when they cannot match). */
export function searchTotal(
  criteria: SearchSegmentValues,
  key: string,
  seed: number,
  /** The release the search runs on (README, "Radar"); DATA_DATE when left out. */
  until?: string,
): number {
  const jitter = 0.9 + (hashString(key, seed) / 4294967296) * 0.2;
  const base = REGISTER_SIZE * UF_SHARE[criteria.uf] * STATUS_SHARE[criteria.situacaoCadastral];
  return Math.floor(
    filterShares(criteria, until).reduce((total, share) => total * share, base * jitter),
  );
}
