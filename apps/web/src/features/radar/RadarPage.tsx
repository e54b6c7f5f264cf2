// The Radar (/radar and /radar/:monitorId, docs/product.md#radar, decision 072): the kit's RadarScreen
// over the monitors (the backend's, or this browser's when it lacks the extension), a monitor's queue
// as results, and what changed in the user's lists. The checks made in this browser run in the frame
// (shared/radar/use-radar-checks), so they run whichever page the user opens first.
import { RADAR_PATH } from '@cnpj/domain';
import { RadarScreen, type RadarScreenState } from '@cnpj/ui/screens/RadarScreen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { logError } from '../../shared/lib/log';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { useFilterWords } from '../../shared/radar/filter-words';
import { useRadar } from '../../shared/radar/use-radar';
import { useRadarActions } from '../../shared/radar/use-radar-actions';
import { useListChanges } from './use-list-changes';
import { useRadarQueue } from './use-radar-queue';

/** A monitor's queue: /radar/<id>, the address the menu keeps "Radar" current on. */
const monitorHref = (monitorId: string) => `${RADAR_PATH}/${encodeURIComponent(monitorId)}`;

/** The page at /radar (the monitors) and /radar/:monitorId (one monitor's queue). */
export default function RadarPage() {
  const { monitorId } = useParams();
  const navigate = useNavigate();
  const radar = useRadar();
  const actions = useRadarActions();
  const [markingSeen, setMarkingSeen] = useState<string | null>(null);
  const ready = radar.kind === 'ready' ? radar : null;
  const place = ready?.place ?? null;
  const entries = ready?.entries ?? [];
  const words = useFilterWords(entries.map((entry) => entry.monitor.filtros.uf ?? ''));
  const opened = entries.find((entry) => entry.monitor.id === monitorId) ?? null;
  const queue = useRadarQueue(place, opened, markingSeen === opened?.monitor.id);
  const changes = useListChanges(place, ready?.release ?? null);

  const run = (what: string, action: () => Promise<unknown>) =>
    void action().catch((error: unknown) => logError(`Failed to ${what} a Radar monitor`, error));

  const state: RadarScreenState =
    radar.kind === 'free'
      ? { kind: 'free' }
      : radar.kind === 'error'
        ? { kind: 'error', onRetry: radar.retry }
        : ready
          ? {
              kind: 'ready',
              place: ready.place,
              monitors: entries.map((entry) => ({
                monitor: entry.monitor,
                filters: words(entry.monitor.filtros),
                // The backend's queue that could not be read is this monitor's failed check.
                check: entry.monitor.id === monitorId && queue.failed ? 'failed' : entry.check,
                found: entry.found,
              })),
            }
          : { kind: 'loading' };

  return (
    <>
      <RadarScreen
        state={state}
        opened={queue.view}
        onOpen={(id) => navigate(monitorHref(id))}
        onClose={() => navigate(RADAR_PATH)}
        onRename={(id, name) => place && run('rename', () => actions.rename(place, id, name))}
        onPausedChange={(id, paused) =>
          place && run('pause', () => actions.setPaused(place, id, paused))
        }
        onRemove={(id) => {
          if (!place) return;
          run('remove', () => actions.remove(place, id));
          if (id === monitorId) navigate(RADAR_PATH, { replace: true });
        }}
        onRetryCheck={(id) => place && run('check', () => actions.retryCheck(place, id))}
        onMarkSeen={(id) => {
          const entry = entries.find((item) => item.monitor.id === id);
          if (!place || !entry) return;
          setMarkingSeen(id);
          run('mark as seen', () =>
            actions.markSeen(place, entry.monitor).finally(() => setMarkingSeen(null)),
          );
        }}
        listChanges={changes.state}
        onRetryListChanges={changes.retry}
        linkComponent={ScreenLink}
      />
      {queue.dialogs}
    </>
  );
}
