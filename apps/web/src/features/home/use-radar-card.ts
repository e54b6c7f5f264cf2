// The Radar card on Início (docs/product.md#radar "Told where the user looks"): one line per monitor
// with its count and where its queue starts; the free plan's card tells what the Radar does. No card
// while the plan or the monitors are being read, nor when they cannot be read.
import { queueSince } from '@cnpj/domain';
import type { RadarCardState } from '@cnpj/ui/screens/HomeScreen';
import { useRadar } from '../../shared/radar/use-radar';

/** The card's state, or undefined for no card. */
export function useRadarCard(): RadarCardState | undefined {
  const radar = useRadar();
  if (radar.kind === 'free') return { kind: 'free' };
  if (radar.kind !== 'ready') return undefined;
  return {
    kind: 'ready',
    release: radar.release,
    monitors: radar.entries.map(({ monitor }) => ({
      id: monitor.id,
      name: monitor.nome,
      count: monitor.novas,
      since: queueSince(monitor),
    })),
  };
}
