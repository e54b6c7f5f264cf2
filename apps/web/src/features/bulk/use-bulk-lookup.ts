// The bulk lookup's state in the page (docs/product.md#bulk-cnpj-lookup): each CNPJ's status as the
// answers come in, the progress, "Cancelar" and the retry of the failed ones only. Answers are
// gathered and drawn at most every 200 ms, so a thousand quick answers do not mean a thousand renders.
// A run goes through the one set action (decision 076).
import type { BulkItem, BulkStatus, InvalidCnpj } from '@cnpj/domain';
import { INVALID_REASON_MESSAGES } from '@cnpj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { logError } from '../../shared/lib/log';
import { useSetAction } from '../../shared/company-set/set-action/use-set-action';
import { runBulkLookup, type BulkOutcome, type BulkRunResult } from './engine';
import { bulkCalls } from './queries';

/** Where a run is. */
export type BulkPhase = 'idle' | 'running' | 'done' | 'cancelled';

/** What the screen shows of the runs. */
export interface BulkRunState {
  phase: BulkPhase;
  /** Every CNPJ of the run in the order given, the invalid ones last. */
  items: BulkItem[];
  /** CNPJs answered of those looked up (invalid ones aside). */
  done: number;
  total: number;
  /** The backend lacks the bulk call: each CNPJ is read on its own. */
  fallback: boolean;
}

const IDLE: BulkRunState = { phase: 'idle', items: [], done: 0, total: 0, fallback: false };
const FLUSH_MS = 200;

function invalidItems(invalid: readonly InvalidCnpj[]): BulkItem[] {
  return invalid.map(({ text, reason }) => ({
    cnpj: text,
    status: 'invalida' as BulkStatus,
    reason: INVALID_REASON_MESSAGES[reason],
  }));
}

function applied(state: BulkRunState, outcomes: readonly BulkOutcome[]): BulkRunState {
  if (outcomes.length === 0) return state;
  const byCnpj = new Map(outcomes.map((outcome) => [outcome.cnpj, outcome]));
  let answered = 0;
  const items = state.items.map((item) => {
    const outcome = item.status === 'invalida' ? undefined : byCnpj.get(item.cnpj);
    if (!outcome) return item;
    answered += item.status === 'pendente' ? 1 : 0;
    return outcome.status === 'encontrada'
      ? { cnpj: item.cnpj, status: outcome.status, company: outcome.company }
      : { cnpj: item.cnpj, status: outcome.status };
  });
  return { ...state, items, done: state.done + answered };
}

/**
 * Answers gathered and drawn at most every 200 ms into `setState`; `flush` draws what is gathered at
 * once. Leaving the page drops a draw still waiting.
 */
function useBatchedOutcomes(setState: (change: (current: BulkRunState) => BulkRunState) => void) {
  const pending = useRef<BulkOutcome[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const outcomes = pending.current;
    pending.current = [];
    setState((current) => applied(current, outcomes));
  };
  const push = (outcome: BulkOutcome) => {
    pending.current.push(outcome);
    if (timer.current === null) timer.current = setTimeout(flush, FLUSH_MS);
  };
  return { push, flush };
}

/** A run starting on `valid`, the invalid ones listed last with their reason. */
const startedState = (
  valid: readonly string[],
  invalid: readonly InvalidCnpj[],
  fallback: boolean,
): BulkRunState => ({
  phase: 'running',
  items: [
    ...valid.map((cnpj) => ({ cnpj, status: 'pendente' as BulkStatus })),
    ...invalidItems(invalid),
  ],
  done: 0,
  total: valid.length,
  fallback,
});

/** The CNPJs of `items` to look up again: those that failed or were never reached. */
const toRetry = (items: readonly BulkItem[]) =>
  items
    .filter((item) => item.status === 'falhou' || item.status === 'pendente')
    .map((item) => item.cnpj);

/** `current` with `again` pending once more; the failed ones no longer count as answered. */
function retried(current: BulkRunState, again: ReadonlySet<string>): BulkRunState {
  return {
    ...current,
    phase: 'running',
    items: current.items.map((item) =>
      again.has(item.cnpj) && item.status !== 'invalida' ? { ...item, status: 'pendente' } : item,
    ),
    done: current.done - current.items.filter((item) => item.status === 'falhou').length,
  };
}

/**
 * The run's state and its actions, over the app's calls and cache. A run is the one flow of an action
 * on a set of companies (decision 076): "Cancelar" keeps every answer in; a newer run or "Nova
 * consulta" takes over, and the older run's end is not shown.
 */
export function useBulkLookup() {
  const client = useQueryClient();
  const [state, setState] = useState<BulkRunState>(IDLE);
  const fallbackKnown = useRef(false);
  const latest = useRef<readonly string[] | null>(null);
  const outcomes = useBatchedOutcomes(setState);
  const ended = (cnpjs: readonly string[], phase: BulkPhase) => {
    if (latest.current !== cnpjs) return;
    outcomes.flush();
    setState((current) => ({ ...current, phase }));
  };
  const lookup = useSetAction<readonly string[], BulkRunResult>({
    run: (cnpjs, { signal }) =>
      runBulkLookup([...cnpjs], bulkCalls(client), {
        signal,
        fallback: fallbackKnown.current,
        onFallback: () => {
          fallbackKnown.current = true;
          setState((current) => ({ ...current, fallback: true }));
        },
        onOutcome: outcomes.push,
      }),
    onDone: (result, cnpjs) => ended(cnpjs, result.cancelled ? 'cancelled' : 'done'),
    onCancelled: (cnpjs) => ended(cnpjs, 'cancelled'),
    onFailed: (error, cnpjs) => {
      logError('The bulk lookup stopped', error);
      ended(cnpjs, 'done');
      return null;
    },
  });
  const run = (cnpjs: readonly string[]) => {
    latest.current = cnpjs;
    lookup.request(cnpjs);
  };

  /** Looks up the valid CNPJs; the invalid ones are listed with their reason. */
  const start = (valid: readonly string[], invalid: readonly InvalidCnpj[]) => {
    setState(startedState(valid, invalid, fallbackKnown.current));
    run([...valid]);
  };

  /** Looks up again the CNPJs that failed or were never reached; every answer in stays. */
  const retry = () => {
    const again = toRetry(state.items);
    if (again.length === 0) return;
    setState((current) => retried(current, new Set(again)));
    run(again);
  };

  const reset = () => {
    latest.current = null;
    lookup.cancel();
    setState(IDLE);
  };

  return { state, start, retry, cancel: lookup.cancel, reset };
}
