// Which release a monitor checks and which opening dates a check searches (docs/product.md#radar).
// The register is released about monthly, sometimes late or with gaps, so nothing here assumes a
// calendar: a check covers every day after the release the monitor checked last, up to the release
// GET /api/atualizacao names now, whatever came between.
import { addDays } from '../dates';
import type { SearchCriteria } from '../types';
import { updateDatePrefix } from '../update-dates';
import type { RadarMonitor } from './types';

/** The days a new monitor's first check takes, up to and including the release it checks. */
export const RADAR_FIRST_CHECK_DAYS = 30;

/**
 * The release a monitor must check now: the update date (its YYYY-MM-DD prefix) when it is newer
 * than the release the monitor checked last, or any for a monitor never checked. Null when there is
 * nothing to check: the date is unknown or malformed, or not newer.
 */
export function releaseToCheck(
  updateDate: string | null | undefined,
  lastChecked: string | null,
): string | null {
  const release = updateDatePrefix(updateDate);
  if (release === null) return null;
  return lastChecked !== null && release <= lastChecked ? null : release;
}

/** The opening dates one check searches: the days after `after`, up to the release. */
export interface CheckWindow {
  /** Companies opened after this day (exclusive). */
  after: string;
  /** The first and last opening day searched, inclusive (yyyy-mm-dd). */
  from: string;
  until: string;
}

/**
 * The window of a check of `release`: after the release the monitor checked last, or, for its first
 * check, the 30 days up to the release.
 */
export function checkWindow(release: string, lastChecked: string | null): CheckWindow {
  const after = lastChecked ?? addDays(release, -RADAR_FIRST_CHECK_DAYS);
  return { after, from: addDays(after, 1), until: release };
}

/**
 * The monitor's criteria narrowed to the window: its own opening dates, if any, still hold. Null when
 * the two do not meet, so the check finds nothing without running a search.
 */
export function checkCriteria(filtros: SearchCriteria, window: CheckWindow): SearchCriteria | null {
  const from =
    filtros.dataAberturaIni && filtros.dataAberturaIni > window.from
      ? filtros.dataAberturaIni
      : window.from;
  const until =
    filtros.dataAberturaFim && filtros.dataAberturaFim < window.until
      ? filtros.dataAberturaFim
      : window.until;
  if (from > until) return null;
  // Newest first, so a read that stops at its bound keeps the most recent openings.
  return { ...filtros, dataAberturaIni: from, dataAberturaFim: until, ordenacao: 'D' };
}

/** The monitor after a check of `release`; `novas` is the caller's count of its queue. */
export function afterCheck(
  monitor: RadarMonitor,
  release: string,
  novas: number,
  now: Date,
): RadarMonitor {
  return {
    ...monitor,
    base_verificada: release,
    verificado_em: now.toISOString(),
    novas,
    novas_desde: monitor.novas_desde ?? checkWindow(release, monitor.base_verificada).after,
  };
}

/**
 * "Marcar como vistas" up to the release the user was shown: a later release that arrived meanwhile
 * stays in the queue. `novas` is the caller's count of what is left.
 */
export function afterMarkSeen(monitor: RadarMonitor, shown: string, novas: number): RadarMonitor {
  const checked = monitor.base_verificada;
  const seen = checked !== null && shown > checked ? checked : shown;
  return { ...monitor, visto_ate: seen, novas_desde: seen, novas };
}

/** Whether a company a check found in `release` is still in the monitor's queue. */
export function inQueue(release: string, monitor: Pick<RadarMonitor, 'visto_ate'>): boolean {
  return monitor.visto_ate === null || release > monitor.visto_ate;
}
