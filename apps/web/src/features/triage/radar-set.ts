// A Radar monitor's queue as a triage walks it (docs/product.md#triage, #radar): the queue's pages in
// the queue's order, as the Radar page shows them. Kept by the backend, a page is its extension's
// read (shared with the queue page's); kept in this browser, the whole queue is at hand and cut into
// the same pages.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RADAR_QUEUE_PAGE_SIZE, radarKeys, useRadarQueueQuery } from '../../shared/radar/queries';
import { useRadar, type RadarEntry } from '../../shared/radar/use-radar';
import type { TriagePageData, TriagePageRead } from '../../shared/triage/set';

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / RADAR_QUEUE_PAGE_SIZE));

/** The page `page` of a queue kept in this browser. */
function browserPage(entry: RadarEntry, page: number): TriagePageData {
  const queue = entry.queue ?? [];
  const start = (page - 1) * RADAR_QUEUE_PAGE_SIZE;
  return {
    rows: queue.slice(start, start + RADAR_QUEUE_PAGE_SIZE),
    total: queue.length,
    pages: pagesOf(queue.length),
  };
}

const noRetry = () => undefined;

/** The queue's page `page`; `missing` when there is no such monitor (or no Radar) for this user. */
export function useRadarTriagePage(
  monitorId: string,
  page: number,
): { read: TriagePageRead; missing: boolean } {
  const radar = useRadar();
  const client = useQueryClient();
  // A company put on a list or on "Não contatar" here leaves the backend's queue: the queue and the
  // counts are read again once the triage is left (not during it, so the walk does not move).
  useEffect(() => () => void client.invalidateQueries({ queryKey: radarKeys.all }), [client]);
  const ready = radar.kind === 'ready' ? radar : null;
  const entry = ready?.entries.find((item) => item.monitor.id === monitorId) ?? null;
  const account = useRadarQueueQuery(monitorId, page, ready?.place === 'account' && entry !== null);
  const loading = { data: undefined, failed: false, retry: noRetry };
  if (radar.kind === 'free' || (ready && !entry)) return { missing: true, read: loading };
  if (radar.kind === 'error')
    return { missing: false, read: { ...loading, failed: true, retry: radar.retry } };
  if (!ready || !entry) return { missing: false, read: loading };
  if (ready.place === 'browser')
    return { missing: false, read: { ...loading, data: browserPage(entry, page) } };
  const answer = account.data;
  return {
    missing: false,
    read: {
      data: answer && { rows: answer.data, total: answer.total, pages: pagesOf(answer.total) },
      failed: account.isError,
      retry: () => void account.refetch(),
    },
  };
}
