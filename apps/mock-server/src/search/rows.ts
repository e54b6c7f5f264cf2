// Row N of a search, generated from (seed, criteria, ordenacao, N) alone, never stored.
//
// The rule (documented in the README):
// - every row SATISFIES the filters: its uf, city, CNAEs, status, legal nature, porte, opening date,
//   capital, district, street, CEP, phone and e-mail presence come from the criteria, and the searched
//   name leads its legal name;
// - the sort key is a monotonic function of N: with f = (N + 0.5) / total, order D gives opening dates
//   from newest to oldest, R and N pick name words from sorted lists by f (byte order of upper-case
//   ASCII), C picks cities from the candidate list sorted in pt-BR collation. So page 2 follows page 1
//   whatever the page size, and page, `all` and download agree row by row.
import { MUNICIPIOS, fullMunicipios } from '../reference.ts';
import { cnpjFor, makeCnpj } from '../lib/cnpj.ts';
import { Rng, hashString, mixSeed } from '../lib/random.ts';
import {
  hasMobilePhone,
  type EmpresaDetalhe,
  type Municipio,
  type Ordenacao,
  type SearchSegmentValues,
} from '@cnpj/domain';
import { generateCompany, type CompanyConstraints } from '../factories/company.ts';
import { establishments } from '../factories/linked.ts';
import { activitiesFor, legalName, tradeName, type Activity } from '../factories/names.ts';
import { dddFor } from '@cnpj/fixtures';
import { capitalRange, dateRange, fromDay } from './ranges.ts';

/** A search as the store keeps it: its criteria, the key that identifies them and its total. */
export interface SearchPlan {
  criteria: SearchSegmentValues;
  key: string;
  total: number;
  /**
   * Where the search leaves companies out (the lists named in excluir_listas, when it ran): per order,
   * the sorted positions, in the search without exclusions, of the listed companies it found there.
   * Every other row keeps its company and its order; `total` is then the rows left.
   */
  skipped?: Partial<Record<Ordenacao, readonly number[]>>;
  /** The total of the search without exclusions, on which each row's sort position is drawn. */
  foundTotal?: number;
  /** The release it ran on, when QA published one after DATA_DATE: its rows open up to that day. */
  until?: string;
}

/** Row `n` of the search as shown, as a position in the search without its exclusions. */
export function foundPosition(plan: SearchPlan, ordenacao: Ordenacao, n: number): number {
  let position = n;
  for (const skipped of plan.skipped?.[ordenacao] ?? []) {
    if (skipped > position) break;
    position += 1;
  }
  return position;
}

const collator = new Intl.Collator('pt-BR');
const cityCache = new Map<string, Municipio[]>();

/** The cities a row may be in, sorted in pt-BR collation (order C walks them in this order). */
export function candidateCities(criteria: SearchSegmentValues): Municipio[] {
  const cacheKey = `${criteria.uf}|${criteria.municipios.join(',')}`;
  const cached = cityCache.get(cacheKey);
  if (cached) return cached;
  const all = [...MUNICIPIOS[criteria.uf], ...fullMunicipios(criteria.uf)];
  const chosen = criteria.municipios.map(
    (code) =>
      all.find((city) => city.codigo_tom === code) ?? {
        codigo_tom: code,
        municipio: `MUNICIPIO ${code}`,
      },
  );
  const cities = (chosen.length ? chosen : MUNICIPIOS[criteria.uf])
    .slice()
    .sort((a, b) => collator.compare(a.municipio, b.municipio));
  cityCache.set(cacheKey, cities);
  return cities;
}

function pickOrNone<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length ? rng.pick(items) : undefined;
}

// The activities a search allows, once per search: its names and CNAEs are drawn among them.
const planActivities = new WeakMap<SearchPlan, readonly Activity[]>();
function activitiesOfPlan(plan: SearchPlan): readonly Activity[] {
  let found = planActivities.get(plan);
  if (!found) {
    found = activitiesFor(plan.criteria.cnaes);
    planActivities.set(plan, found);
  }
  return found;
}

/**
 * The row's names and main activity, which agree: in order R the legal name is the sorted pick (its
 * activity follows), in order N the trade name is (and the legal name fits its activity).
 */
function names(plan: SearchPlan, ordenacao: Ordenacao, fraction: number, rng: Rng) {
  const c = plan.criteria;
  const activities = activitiesOfPlan(plan);
  if (ordenacao === 'N') {
    const trade = tradeName(fraction, activities, rng.pick(activities));
    const legal = legalName(rng.next(), [trade.activity], c.nomeEmpresa, c.naturezaJuridica);
    return { ...legal, nome_fantasia: trade.nome_fantasia };
  }
  const legal = legalName(
    ordenacao === 'R' ? fraction : rng.next(),
    activities,
    c.nomeEmpresa,
    c.naturezaJuridica,
  );
  return { ...legal, nome_fantasia: undefined };
}

function constraints(
  plan: SearchPlan,
  ordenacao: Ordenacao,
  fraction: number,
  rng: Rng,
): CompanyConstraints {
  const c = plan.criteria;
  const cities = candidateCities(c);
  const dates = dateRange(c, plan.until);
  const capital = capitalRange(c);
  const sortedDay = Math.round(dates.high - fraction * (dates.high - dates.low));
  const cityIndex =
    ordenacao === 'C'
      ? Math.min(cities.length - 1, Math.floor(fraction * cities.length))
      : rng.int(0, cities.length - 1);
  const named = names(plan, ordenacao, fraction, rng);
  return {
    uf: c.uf,
    municipio: cities[cityIndex],
    razao_social: named.razao_social,
    nome_fantasia: named.nome_fantasia,
    activity: named.activity,
    data_inicio_atividade: fromDay(ordenacao === 'D' ? sortedDay : rng.int(dates.low, dates.high)),
    situacao_cadastral: c.situacaoCadastral,
    cnaePrincipal: named.activity.codigo,
    cnaeSecundario: pickOrNone(rng, c.cnaesSecundarios),
    natureza: named.natureza,
    porte: pickOrNone(rng, c.porte),
    capital: [capital.low, capital.high],
    bairro: c.bairro || undefined,
    logradouro: c.logradouro || undefined,
    cep: c.cep || undefined,
    comTelefone: c.comTelefone,
    comEmail: c.comEmail,
  };
}

/** The CNPJ of row N: a root drawn from the row's seed, mostly the head office. */
function rowCnpj(rng: Rng, headOfficeOnly: boolean): string {
  const root = String(rng.int(1_000_000, 99_999_999)).padStart(8, '0');
  const count = establishments(root);
  const head = count === 1 || rng.chance(0.7);
  const order = head || headOfficeOnly ? 1 : rng.int(2, count);
  return makeCnpj(root, String(order).padStart(4, '0'));
}

// Hashing the long criteria key once per search, not once per row, halves the cost of a row.
const keyHashes = new WeakMap<SearchPlan, number>();
function keyHash(plan: SearchPlan): number {
  let hash = keyHashes.get(plan);
  if (hash === undefined) {
    hash = hashString(plan.key);
    keyHashes.set(plan, hash);
  }
  return hash;
}

/** Row N (0-based) of the search in the given order; N must be below the total. */
export function rowAt(
  plan: SearchPlan,
  ordenacao: Ordenacao,
  n: number,
  seed: number,
): EmpresaDetalhe {
  const searchSeed = mixSeed(seed, keyHash(plan));
  // The rows left out are skipped, never drawn again: a company on no list stays what and where it
  // was (docs/product.md#search "Only companies new to you").
  return drawRow(plan, ordenacao, foundPosition(plan, ordenacao, n), searchSeed);
}

function drawRow(
  plan: SearchPlan,
  ordenacao: Ordenacao,
  n: number,
  searchSeed: number,
): EmpresaDetalhe {
  const rng = new Rng(mixSeed(searchSeed, ordenacao, n));
  const fraction = (n + 0.5) / Math.max(plan.foundTotal ?? plan.total, 1);
  const numeric = rowCnpj(rng, plan.criteria.somenteMatriz === true);
  const wanted = constraints(plan, ordenacao, fraction, rng);
  // Drawn after the numeric CNPJ, so the rows of older companies stay what they always were.
  const cnpj = cnpjFor(numeric, wanted.data_inicio_atividade ?? '');
  const company = generateCompany(searchSeed, cnpj, wanted);
  return plan.criteria.somenteCelular === true
    ? withMobile(company, rng, wanted.municipio?.codigo_tom)
    : company;
}

/** The company with a mobile first phone (on its city's DDD), unless one of its phones already is one. */
function withMobile(company: EmpresaDetalhe, rng: Rng, codigoTom?: string): EmpresaDetalhe {
  if (hasMobilePhone(company)) return company;
  const fone1 = `9${rng.int(6000, 9999)}${String(rng.int(0, 9999)).padStart(4, '0')}`;
  const ddd = company.uf ? dddFor(company.uf, codigoTom) : '11';
  return { ...company, ddd1: company.ddd1 ?? company.ddd2 ?? ddd, fone1 };
}
