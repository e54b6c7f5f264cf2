// The console's calls to the mock (/__mock/api, /__mock/requests) and the hooks that poll them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleState } from '@cnpj/mock-server/server/qa/state.ts';
import type {
  JournalEntry,
  JournalEntryWithDetail,
} from '@cnpj/mock-server/server/request-journal.ts';

export type { ConsoleState, ConsoleUser } from '@cnpj/mock-server/server/qa/state.ts';
export type { ScenarioInfo } from '@cnpj/mock-server/scenario-catalog.ts';
export type {
  JournalEntry,
  JournalEntryWithDetail,
} from '@cnpj/mock-server/server/request-journal.ts';
export type { RecordedBody } from '@cnpj/mock-server/server/request-detail.ts';

/** How often the users and controls are read again, in ms. */
const STATE_POLL_MS = 2000;
/** How often the request log is read again while live, in ms. */
const LOG_POLL_MS = 1000;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__mock${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(error?.message ?? `${method} ${path}: ${response.status}`);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The mock's users, scenarios and controls, read again every 2 s. */
export function useConsoleState() {
  return useQuery({
    queryKey: ['state'],
    queryFn: () => call<ConsoleState>('GET', '/api/state'),
    refetchInterval: STATE_POLL_MS,
  });
}

/** The request log, newest first, read again every second unless paused. */
export function useRequestLog(live: boolean) {
  return useQuery({
    queryKey: ['requests'],
    queryFn: () => call<{ limit: number; entries: JournalEntry[] }>('GET', '/requests'),
    refetchInterval: live ? LOG_POLL_MS : false,
  });
}

/**
 * One logged request with its headers and bodies, read once when it is opened: an entry never changes
 * after it is logged.
 */
export function useRequestDetail(id: number | null) {
  return useQuery({
    queryKey: ['request', id],
    queryFn: () => call<JournalEntryWithDetail>('GET', `/requests/${id}`),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** One change to the mock: a method, a path and a JSON body. */
export interface Change {
  method: 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}

/** Sends changes to the mock, then reads its state (and log) again. */
export function useChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: Change) => call<void>(method, path, body),
    onSettled: () => client.invalidateQueries(),
  });
}
