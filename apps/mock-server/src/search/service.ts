// Search operations on top of the store: run a search, read its rows (remembering where each CNPJ came
// from so its detail page shows the same company), resolve any CNPJ to a company.
import { generateCompany } from '../factories/company.ts';
import { establishmentOfKnownRoot } from '../factories/establishment.ts';
import { hashString } from '../lib/random.ts';
import type { EmpresaDetalhe, Ordenacao, SearchSegmentValues } from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import type { UserState } from '../store.ts';
import { criteriaKey } from './criteria.ts';
import { foundPosition, rowAt, type SearchPlan } from './rows.ts';
import { DATA_DATE } from './ranges.ts';
import { searchTotal } from './total.ts';

/** Stores the search for the user and answers its id and total. */
export function runSearch(
  options: MockOptions,
  user: UserState,
  criteria: SearchSegmentValues,
  empty: boolean,
  excluded: ReadonlySet<string> = new Set(),
): { pesquisaId: string; total: number } {
  // The rows are those of the search without exclusions, less the listed companies it found.
  const key = criteriaKey(criteria) + (empty ? '|empty' : '');
  // After a release QA published, the same criteria are another search (README, "Radar").
  const until = laterRelease(options);
  const found = empty ? 0 : searchTotal(criteria, key, options.seed, until);
  const skipped = foundPositions(options, key, excluded);
  const skippedKey = Object.entries(skipped)
    .map(([ordenacao, positions]) => `${ordenacao}${positions.join(',')}`)
    .join('|');
  const idKey =
    (skippedKey === '' ? key : `${key}|x${hashString(skippedKey).toString(36)}`) +
    (until ? `|r${until}` : '');
  const total = Math.max(0, found - Math.max(0, ...Object.values(skipped).map((p) => p.length)));
  const pesquisaId = `p${hashString(idKey, options.seed).toString(36)}${hashString(idKey, options.seed + 1).toString(36)}`;
  const release = until ? { until } : {};
  user.searches.set(
    pesquisaId,
    skippedKey === ''
      ? { criteria, key, total, ...release }
      : { criteria, key, total, skipped, foundTotal: found, ...release },
  );
  user.searchCount += 1;
  return { pesquisaId, total };
}

/** The current release when QA published one after DATA_DATE; undefined on the mock's first. */
function laterRelease(options: MockOptions): string | undefined {
  const current = options.store.register.current();
  return current === DATA_DATE ? undefined : current;
}

/**
 * A search as the backend runs it for itself (a Radar check): on the current release, neither stored
 * for the user nor counted as one of their searches.
 */
export function backendSearch(options: MockOptions, criteria: SearchSegmentValues): SearchPlan {
  const key = criteriaKey(criteria);
  const until = laterRelease(options);
  const total = searchTotal(criteria, key, options.seed, until);
  return until ? { criteria, key, total, until } : { criteria, key, total };
}

/**
 * Where the excluded companies stand in the search `key` without exclusions, per order: a company
 * counts only where this search showed it (the store remembers where each row was seen), so a
 * company of another search, or never shown, leaves neither a row nor the total.
 */
function foundPositions(
  options: MockOptions,
  key: string,
  excluded: ReadonlySet<string>,
): Partial<Record<Ordenacao, number[]>> {
  const positions: Partial<Record<Ordenacao, number[]>> = {};
  for (const cnpj of excluded) {
    const seen = options.store.provenance.get(cnpj);
    if (seen?.plan.key !== key) continue;
    (positions[seen.ordenacao] ??= []).push(foundPosition(seen.plan, seen.ordenacao, seen.n));
  }
  for (const list of Object.values(positions)) list.sort((a, b) => a - b);
  return positions;
}

/** Rows [start, end) of a stored search, remembered for detail lookups. */
export function readRows(
  options: MockOptions,
  plan: SearchPlan,
  ordenacao: Ordenacao,
  start: number,
  end: number,
): EmpresaDetalhe[] {
  const rows: EmpresaDetalhe[] = [];
  for (let n = Math.max(0, start); n < Math.min(end, plan.total); n += 1) {
    // As the current release has it: a listed company a release changed shows the change.
    const row = options.store.register.asOf(rowAt(plan, ordenacao, n, options.seed));
    options.store.remember(row.cnpj, { plan, ordenacao, n });
    rows.push(row);
  }
  return rows;
}

/** Rows generated lazily, one at a time (for streamed exports). */
export function* iterateRows(
  options: MockOptions,
  plan: SearchPlan,
  ordenacao: Ordenacao,
  end: number,
): Generator<EmpresaDetalhe> {
  for (let n = 0; n < Math.min(end, plan.total); n += 1)
    yield options.store.register.asOf(rowAt(plan, ordenacao, n, options.seed));
}

/** The search row a CNPJ was shown as, or undefined. */
function shownRow(options: MockOptions, cnpj: string): EmpresaDetalhe | undefined {
  const seen = options.store.provenance.get(cnpj);
  return seen ? rowAt(seen.plan, seen.ordenacao, seen.n, options.seed) : undefined;
}

/**
 * The company behind a CNPJ: the search row it was shown as, else an establishment of the company a
 * search showed under the same root, else the CNPJ's own seeded company.
 */
export function resolveCompany(options: MockOptions, cnpj: string): EmpresaDetalhe {
  return resolveCompanyAsOf(options, cnpj, options.store.register.current());
}

/** The company behind a CNPJ as the release `release` had it (the Radar's list changes). */
export function resolveCompanyAsOf(
  options: MockOptions,
  cnpj: string,
  release: string,
): EmpresaDetalhe {
  const shown = (other: string) => shownRow(options, other);
  const company =
    shown(cnpj) ??
    establishmentOfKnownRoot(options.seed, cnpj, shown) ??
    generateCompany(options.seed, cnpj);
  return options.store.register.asOf(company, release);
}
