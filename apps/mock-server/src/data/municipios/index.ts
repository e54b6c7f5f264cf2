import type { Municipio, UfSigla } from '@cnpj/domain';
import { CE, AL, BA, MA, PB, PE, PI, RN, SE } from './nordeste';
import { AC, AM, AP, PA, RO, RR, TO } from './norte';
import { DF, GO, MS, MT } from './centro-oeste';
import { ES, MG, RJ, SP } from './sudeste';
import { PR, RS, SC } from './sul';
import type { MunicipioRow } from './row';

const toMunicipios = (rows: readonly MunicipioRow[]): readonly Municipio[] =>
  rows.map(([codigo_tom, municipio]) => ({ codigo_tom, municipio }));

const BY_UF: Record<UfSigla, readonly MunicipioRow[]> = {
  AC,
  AL,
  AM,
  AP,
  BA,
  CE,
  DF,
  ES,
  GO,
  MA,
  MG,
  MS,
  MT,
  PA,
  PB,
  PE,
  PI,
  PR,
  RJ,
  RN,
  RO,
  RR,
  RS,
  SC,
  SE,
  SP,
  TO,
};

/** Real municipalities per UF (capital first, then the largest), with their Receita Federal TOM codes. */
export const MUNICIPIOS: Readonly<Record<UfSigla, readonly Municipio[]>> = Object.fromEntries(
  Object.entries(BY_UF).map(([uf, rows]) => [uf, toMunicipios(rows)]),
) as Record<UfSigla, readonly Municipio[]>;
