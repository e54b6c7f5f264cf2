// The Radar (/radar and /radar/:monitorId, docs/product.md#radar, decision 072): the kit's RadarScreen
// over the monitors (the backend's, or this browser's when it lacks the extension), a monitor's queue
// as results with its "Triagem", and what changed in the user's lists. The checks made in this browser
// run in the frame (shared/radar/use-radar-checks), so they run whichever page the user opens first.
import { RADAR_PATH, TRIAGE_LABEL } from '@cnpj/domain';
import { Button } from '@cnpj/ui/components/Button';
import type { RadarScreenProps, RadarScreenState } from '@cnpj/ui/screens/RadarScreen';
import { RadarScreen } from '@cnpj/ui/screens/RadarScreen';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { logError } from '../../shared/lib/log';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { useFilterWords } from '../../shared/radar/filter-words';
import { useRadar, type RadarEntry, type RadarView } from '../../shared/radar/use-radar';
import { useRadarActions } from '../../shared/radar/use-radar-actions';
import { radarTriagePath } from '../../shared/triage/triage-path';
import { useListChanges } from './use-list-changes';
import { useRadarQueue } from './use-radar-queue';

/** A monitor's queue: /radar/<id>, the address the menu keeps "Radar" current on. */
const monitorHref = (monitorId: string) => `${RADAR_PATH}/${encodeURIComponent(monitorId)}`;

type MonitorHandlers = Pick<
  RadarScreenProps,
  'onRename' | 'onPausedChange' | 'onRemove' | 'onRetryCheck' | 'onMarkSeen'
>;

/** The page's state: the monitors, each with its filters in words and its check. */
function screenState(
  radar: RadarView,
  words: ReturnType<typeof useFilterWords>,
  monitorId: string | undefined,
  queueFailed: boolean,
): RadarScreenState {
  if (radar.kind === 'free') return { kind: 'free' };
  if (radar.kind === 'error') return { kind: 'error', onRetry: radar.retry };
  if (radar.kind !== 'ready') return { kind: 'loading' };
  return {
    kind: 'ready',
    place: radar.place,
    monitors: radar.entries.map((entry) => ({
      monitor: entry.monitor,
      filters: words(entry.monitor.filtros),
      // The backend's queue that could not be read is this monitor's failed check.
      check: entry.monitor.id === monitorId && queueFailed ? 'failed' : entry.check,
      found: entry.found,
    })),
  };
}

/** What the monitors' buttons do; a failure is logged, the page shows the monitors as read. */
function useMonitorHandlers(
  place: 'account' | 'browser' | null,
  entries: readonly RadarEntry[],
  monitorId: string | undefined,
  setMarkingSeen: (id: string | null) => void,
): MonitorHandlers {
  const navigate = useNavigate();
  const actions = useRadarActions();
  const run = (what: string, action: () => Promise<unknown>) =>
    void action().catch((error: unknown) => logError(`Failed to ${what} a Radar monitor`, error));
  return {
    onRename: (id, name) => place && run('rename', () => actions.rename(place, id, name)),
    onPausedChange: (id, paused) =>
      place && run('pause', () => actions.setPaused(place, id, paused)),
    onRemove: (id) => {
      if (!place) return;
      run('remove', () => actions.remove(place, id));
      if (id === monitorId) navigate(RADAR_PATH, { replace: true });
    },
    onRetryCheck: (id) => place && run('check', () => actions.retryCheck(place, id)),
    onMarkSeen: (id) => {
      const entry = entries.find((item) => item.monitor.id === id);
      if (!place || !entry) return;
      setMarkingSeen(id);
      run('mark as seen', () =>
        actions.markSeen(place, entry.monitor).finally(() => setMarkingSeen(null)),
      );
    },
  };
}

/** The queue's companies one at a time (docs/product.md#triage), from the page shown. */
function triageLink(monitorId: string, page: number) {
  return (
    <Button asChild variant="secondary">
      <ScreenLink href={radarTriagePath(monitorId, page)}>{TRIAGE_LABEL}</ScreenLink>
    </Button>
  );
}

/** The queue's page the address names (?pagina=, where leaving the triage comes back to). */
function usePageParam() {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('pagina'));
  const page = Number.isInteger(value) && value > 1 ? value : 1;
  const onPageChange = (next: number) => setParams(next > 1 ? { pagina: String(next) } : {});
  return { page, onPageChange };
}

/** The page at /radar (the monitors) and /radar/:monitorId (one monitor's queue). */
export default function RadarPage() {
  const { monitorId } = useParams();
  const navigate = useNavigate();
  const radar = useRadar();
  const [markingSeen, setMarkingSeen] = useState<string | null>(null);
  const ready = radar.kind === 'ready' ? radar : null;
  const place = ready?.place ?? null;
  const entries = ready?.entries ?? [];
  const words = useFilterWords(entries.map((entry) => entry.monitor.filtros.uf ?? ''));
  const opened = entries.find((entry) => entry.monitor.id === monitorId) ?? null;
  const paging = usePageParam();
  const queue = useRadarQueue(place, opened, markingSeen === opened?.monitor.id, paging);
  const changes = useListChanges(place, ready?.release ?? null);
  const handlers = useMonitorHandlers(place, entries, monitorId, setMarkingSeen);

  return (
    <>
      <RadarScreen
        {...handlers}
        state={screenState(radar, words, monitorId, queue.failed)}
        opened={
          queue.view && { ...queue.view, triage: triageLink(queue.view.monitorId, paging.page) }
        }
        onOpen={(id) => navigate(monitorHref(id))}
        onClose={() => navigate(RADAR_PATH)}
        listChanges={changes.state}
        onRetryListChanges={changes.retry}
        linkComponent={ScreenLink}
      />
      {queue.dialogs}
    </>
  );
}
