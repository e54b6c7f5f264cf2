// The Radar in the frame (docs/product.md#radar "Told where the user looks", decision 072): the menu
// entry's count of new companies, and the checks made in this browser when the backend keeps no
// monitors, run here so they run whichever page the user opens first after a release.
import { useRadar } from '../../shared/radar/use-radar';
import { useRadarChecks } from '../../shared/radar/use-radar-checks';

/** The companies waiting in every monitor's queue; undefined while unknown or on the free plan. */
export function useRadarCount(): number | undefined {
  useRadarChecks();
  const radar = useRadar();
  return radar.kind === 'ready' ? radar.count : undefined;
}
