// Where each check made in this browser stands now (docs/product.md#radar "Failures"): running, or
// failed with "Tentar novamente". For this visit only: a failed check is tried again at the next
// start of the app, and the queue it would have added to is kept either way.
import { useSyncExternalStore } from 'react';

/** A monitor's check now; absent is idle. */
export type CheckStatus = 'checking' | 'failed';

let statuses: ReadonlyMap<string, CheckStatus> = new Map();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => statuses;

/** Sets (or, with null, clears) a monitor's check status. */
export function setCheckStatus(monitorId: string, status: CheckStatus | null): void {
  const next = new Map(statuses);
  if (status === null) next.delete(monitorId);
  else next.set(monitorId, status);
  statuses = next;
  for (const listener of listeners) listener();
}

/** Every monitor's check status, for this visit. */
export const checkStatuses = (): ReadonlyMap<string, CheckStatus> => statuses;

/** The statuses, redrawn when one changes. */
export const useCheckStatuses = (): ReadonlyMap<string, CheckStatus> =>
  useSyncExternalStore(subscribe, read, read);

/** Forgets every status (a user signed out, or a test ended). */
export function resetCheckStatuses(): void {
  statuses = new Map();
  for (const listener of listeners) listener();
}
