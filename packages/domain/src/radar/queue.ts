// A monitor's queue (docs/product.md#radar "The queue"): every company its checks found, with the
// release that brought it. A check adds to it and never takes away, so a failed or partial check loses
// nothing the queue held; "Marcar como vistas" moves where the queue starts (releases.ts), and what was
// seen can then be dropped where storage is dear (this browser). Kept by the backend or here, the same.
import { inQueue } from './releases';
import type { RadarMonitor } from './types';

/** A company a check found, and the release it was found in. */
export interface FoundCompany<T extends { cnpj: string }> {
  release: string;
  company: T;
}

/**
 * The found companies after a check of `release` found `rows`: the new ones first (newest release
 * first), in the check's order; a company found before keeps its place and its first release.
 */
export function addFound<T extends { cnpj: string }>(
  found: readonly FoundCompany<T>[],
  release: string,
  rows: readonly T[],
): FoundCompany<T>[] {
  const known = new Set(found.map((entry) => entry.company.cnpj));
  const added: FoundCompany<T>[] = [];
  for (const company of rows) {
    if (known.has(company.cnpj)) continue;
    known.add(company.cnpj);
    added.push({ release, company });
  }
  return added.length === 0 ? [...found] : [...added, ...found];
}

/** The companies found in a release after `after` (null: all), in the queue's order. */
export function foundAfter<T extends { cnpj: string }>(
  found: readonly FoundCompany<T>[],
  after: string | null,
): T[] {
  return found
    .filter((entry) => inQueue(entry.release, { visto_ate: after }))
    .map((entry) => entry.company);
}

/** The companies of the monitor's queue: found after the release last marked as seen. */
export function queuedCompanies<T extends { cnpj: string }>(
  found: readonly FoundCompany<T>[],
  monitor: Pick<RadarMonitor, 'visto_ate'>,
): T[] {
  return foundAfter(found, monitor.visto_ate);
}

/** The found companies without those already seen, for a store that keeps only the queue. */
export function withoutSeen<T extends { cnpj: string }>(
  found: readonly FoundCompany<T>[],
  monitor: Pick<RadarMonitor, 'visto_ate'>,
): FoundCompany<T>[] {
  return found.filter((entry) => inQueue(entry.release, monitor));
}
