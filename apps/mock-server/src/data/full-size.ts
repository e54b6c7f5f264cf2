// The "full-size lists" setting: 5,570 municipalities and about 1,350 CNAE subclasses, so the
// city picker and the CNAE picker can be tested at the register's real size. Real rows come first; the
// rest is generated deterministically (same output on every run) and never reuses a real code.
import { CNAES } from './cnaes';
import { MUNICIPIOS } from './municipios';
import { seededRandom } from './prng';
import { townName } from './town-names';
import type { Municipio, UfSigla } from '@cnpj/domain';
import type { CodigoDescricao } from './types';

/**
 * Number of municipalities per UF in the real register (IBGE, 5,570 in total). PE counts 185: its 184
 * municipalities plus the state district of Fernando de Noronha, which has its own TOM code.
 */
export const MUNICIPIO_COUNTS: Readonly<Record<UfSigla, number>> = {
  SP: 645,
  MG: 853,
  RS: 497,
  BA: 417,
  PR: 399,
  SC: 295,
  GO: 246,
  PI: 224,
  PB: 223,
  MA: 217,
  PE: 185,
  CE: 184,
  RN: 167,
  PA: 144,
  MT: 141,
  TO: 139,
  AL: 102,
  RJ: 92,
  MS: 79,
  ES: 78,
  SE: 75,
  AM: 62,
  RO: 52,
  AC: 22,
  AP: 16,
  RR: 15,
  DF: 1,
};

/** Number of CNAE 2.3 subclasses the full-size list holds. */
export const FULL_CNAE_COUNT = 1350;

let fullMunicipiosCache: Readonly<Record<UfSigla, readonly Municipio[]>> | undefined;
let fullCnaesCache: readonly CodigoDescricao[] | undefined;

/** Free TOM codes in a seeded order, so generated towns get scattered, realistic-looking codes. */
function freeTomCodes(used: ReadonlySet<string>): string[] {
  const free: string[] = [];
  for (let n = 1; n <= 9999; n += 1) {
    const code = String(n).padStart(4, '0');
    if (!used.has(code)) free.push(code);
  }
  const random = seededRandom(5570);
  for (let i = free.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [free[i], free[j]] = [free[j] as string, free[i] as string];
  }
  return free;
}

function padUf(uf: UfSigla, index: number, nextCode: () => string): readonly Municipio[] {
  const real = MUNICIPIOS[uf];
  const names = new Set(real.map((m) => m.municipio));
  const random = seededRandom(1000 + index);
  const generated: Municipio[] = [];
  const missing = MUNICIPIO_COUNTS[uf] - real.length;
  while (generated.length < missing) {
    const municipio = townName(random);
    if (names.has(municipio)) continue;
    names.add(municipio);
    generated.push({ codigo_tom: nextCode(), municipio });
  }
  return [...real, ...generated];
}

/** Real municipalities of a UF padded with generated ones up to the UF's real count. Memoised. */
export function fullMunicipios(uf: UfSigla): readonly Municipio[] {
  if (!fullMunicipiosCache) {
    const ufs = Object.keys(MUNICIPIO_COUNTS).sort() as UfSigla[];
    const used = new Set(ufs.flatMap((u) => MUNICIPIOS[u].map((m) => m.codigo_tom)));
    const pool = freeTomCodes(used);
    let cursor = 0;
    const nextCode = (): string => pool[cursor++] as string;
    fullMunicipiosCache = Object.fromEntries(
      ufs.map((u, i) => [u, padUf(u, i, nextCode)]),
    ) as Record<UfSigla, readonly Municipio[]>;
  }
  return fullMunicipiosCache[uf];
}

// Generated subclasses stay in the class of a real one (same first five digits) and say so in words,
// so a filter by division or class still behaves as it would on the real table.
const VARIANTES = [
  'atividades complementares',
  'serviços associados',
  'em pequena escala',
  'por conta de terceiros',
  'sob encomenda',
  'em regime de cooperação',
  'para exportação',
  'itinerante',
];

/** The real CNAE subclasses padded with derived ones up to 1,350, all with unique 7-digit codes. Memoised. */
export function fullCnaes(): readonly CodigoDescricao[] {
  if (fullCnaesCache) return fullCnaesCache;
  const codes = new Set(CNAES.map((c) => c.codigo));
  const generated: CodigoDescricao[] = [];
  for (let suffix = 11; generated.length < FULL_CNAE_COUNT - CNAES.length; suffix += 1) {
    for (const base of CNAES) {
      const codigo = `${base.codigo.slice(0, 5)}${String(suffix % 100).padStart(2, '0')}`;
      if (codes.has(codigo) || generated.length >= FULL_CNAE_COUNT - CNAES.length) continue;
      codes.add(codigo);
      const variante = VARIANTES[(suffix + generated.length) % VARIANTES.length] as string;
      generated.push({ codigo, descricao: `${base.descricao} - ${variante}` });
    }
  }
  fullCnaesCache = [...CNAES, ...generated];
  return fullCnaesCache;
}
