// The bulk lookup's state in the page (docs/product.md#bulk-cnpj-lookup): each CNPJ's status as the
// answers come in, the progress, "Cancelar" and the retry of the failed ones only. Answers are
// gathered and drawn at most every 200 ms, so a thousand quick answers do not mean a thousand renders.
import type { BulkItem, BulkStatus, InvalidCnpj } from '@cnpj/domain';
import { INVALID_REASON_MESSAGES } from '@cnpj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { logError } from '../../shared/lib/log';
import { runBulkLookup, type BulkOutcome } from './engine';
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

/** The run's state and its actions, over the app's calls and cache. */
export function useBulkLookup() {
  const client = useQueryClient();
  const [state, setState] = useState<BulkRunState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const pending = useRef<BulkOutcome[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fallbackKnown = useRef(false);

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const outcomes = pending.current;
    pending.current = [];
    setState((current) => applied(current, outcomes));
  };

  useEffect(
    () => () => {
      controller.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = async (cnpjs: string[]) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const phase = await runBulkLookup(cnpjs, bulkCalls(client), {
      signal: own.signal,
      fallback: fallbackKnown.current,
      onFallback: () => {
        fallbackKnown.current = true;
        setState((current) => ({ ...current, fallback: true }));
      },
      onOutcome: (outcome) => {
        pending.current.push(outcome);
        if (timer.current === null) timer.current = setTimeout(flush, FLUSH_MS);
      },
    }).then(
      // A newer run took over: this one's end is not shown.
      (result): BulkPhase | null =>
        controller.current !== own ? null : result.cancelled ? 'cancelled' : 'done',
      (error: unknown): BulkPhase => {
        logError('The bulk lookup stopped', error);
        return 'done';
      },
    );
    if (phase === null) return;
    flush();
    setState((current) => ({ ...current, phase }));
  };

  /** Looks up the valid CNPJs; the invalid ones are listed with their reason. */
  const start = (valid: readonly string[], invalid: readonly InvalidCnpj[]) => {
    setState({
      phase: 'running',
      items: [
        ...valid.map((cnpj) => ({ cnpj, status: 'pendente' as BulkStatus })),
        ...invalidItems(invalid),
      ],
      done: 0,
      total: valid.length,
      fallback: fallbackKnown.current,
    });
    void run([...valid]);
  };

  /** Looks up again the CNPJs that failed or were never reached; every answer in stays. */
  const retry = () => {
    const again = state.items
      .filter((item) => item.status === 'falhou' || item.status === 'pendente')
      .map((item) => item.cnpj);
    if (again.length === 0) return;
    const set = new Set(again);
    setState((current) => ({
      ...current,
      phase: 'running',
      items: current.items.map((item) =>
        set.has(item.cnpj) && item.status !== 'invalida' ? { ...item, status: 'pendente' } : item,
      ),
      done: current.done - current.items.filter((item) => item.status === 'falhou').length,
    }));
    void run(again);
  };

  const cancel = () => controller.current?.abort();
  const reset = () => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  };

  return { state, start, retry, cancel, reset };
}
