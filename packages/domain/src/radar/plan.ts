// The Radar and the plans (docs/product.md#radar "Plans"): every check is a search, and searches are
// what the free plan counts, so the Radar is for paid plans and no check ever spends one of the free
// plan's 10 searches, not even while the plan is still being read.
import { isFreePlan } from '../plans';
import { releaseToCheck } from './releases';
import type { RadarMonitor } from './types';

/** Whether the plan has the Radar: paid plans only. */
export function radarAvailable(plano: string | null | undefined): boolean {
  return !isFreePlan(plano);
}

/**
 * The release to check a monitor against now, or null: not while the plan is unknown (`plano`
 * undefined) or free, not while paused, and not when the update date is no newer than its last check.
 */
export function releaseDue(
  monitor: Pick<RadarMonitor, 'pausado' | 'base_verificada'>,
  plano: string | null | undefined,
  updateDate: string | null | undefined,
): string | null {
  if (plano === undefined || !radarAvailable(plano) || monitor.pausado) return null;
  return releaseToCheck(updateDate, monitor.base_verificada);
}
