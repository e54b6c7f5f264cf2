// One flow for every action on a set of companies, whichever set it acts on (search results, a list,
// a Radar queue, the bulk lookup's found companies): request → confirm where the rules ask → run
// with progress and "Cancelar" → done or failed (docs/product.md#search "Long operations", decision 076).
// Excel, "Enviar todos para lista", the CRM file and a list's spreadsheets each give their rules
// and their call; the phases, the stop, and how bad news is told live here once.
import { isAborted, type TransferOptions, type TransferProgress } from '@cnpj/api-client';
import { useEffect, useRef, useState } from 'react';
import { throttledProgress } from './throttle';

/**
 * Bad news, in the one shape a page tells it: an alert dialog (a plan's rule, advice before the
 * call) or a failure told where the action was, with "Tentar novamente" when trying again can help.
 */
export type SetActionNews =
  { kind: 'alert'; message: string } | { kind: 'failure'; message: string; retry?: () => void };

/** What a request meets before anything runs: refused with an alert, asked first, or run (null). */
export type SetActionCheck<C> = { alert: string } | { confirm: C } | null;

/** What a failure says (null: nothing, as when the failure was only logged). */
export type SetActionFailure = { alert: string } | { failure: string } | null;

/** An action's rules and its work. `R` is what a request names, `T` what the work gives back. */
export interface SetActionSpec<R, T, C> {
  /** Asked on each request, before anything runs. */
  check?: (request: R) => SetActionCheck<C>;
  /** The work: stops when the signal aborts, reports how far it is. */
  run: (request: R, transfer: TransferOptions & { signal: AbortSignal }) => Promise<T>;
  /** What the work gave back is used (saved, sent); throwing here is a failure like the work's. */
  onDone?: (result: T, request: R) => void | Promise<void>;
  /** What a failure says; the spec logs what it must. A stop by the user is never a failure. */
  onFailed: (error: unknown, request: R) => SetActionFailure;
  /** The user's "Cancelar" stopped the run (not a newer run, nor leaving): what it leaves is kept. */
  onCancelled?: (request: R) => void;
  /** Where the page tells the news, as it happens. */
  onNews?: (news: SetActionNews) => void;
  /** Several requests run side by side (a list's two files); otherwise a new run stops the one under way. */
  parallel?: boolean;
}

/** Where an action is. */
export type SetActionPhase<R, C> =
  | { kind: 'idle' }
  | { kind: 'confirming'; request: R; confirmation: C }
  | { kind: 'running'; request: R; progress: TransferProgress | null }
  | { kind: 'done'; request: R }
  | { kind: 'failed'; request: R; news: SetActionNews };

/** An action's phase and its controls. */
export interface SetAction<R, C> {
  phase: SetActionPhase<R, C>;
  /** Every request under way, oldest first. */
  running: readonly R[];
  /** How far the latest run is (null: none under way, or nothing received yet counted). */
  progress: TransferProgress | null;
  request: (request: R) => void;
  /** Runs the request awaiting confirmation. */
  confirm: () => void;
  /** Drops the request awaiting confirmation. */
  dismiss: () => void;
  /** Stops every run under way: nothing is saved or sent, nothing is told. */
  cancel: () => void;
  /** Forgets the last failure. */
  dismissFailure: () => void;
}

interface Run<R> {
  id: number;
  request: R;
  progress: TransferProgress | null;
}

interface State<R, C> {
  confirming: { request: R; confirmation: C } | null;
  runs: readonly Run<R>[];
  ended: Extract<SetActionPhase<R, C>, { kind: 'done' | 'failed' }> | null;
}

const newsOf = (said: NonNullable<SetActionFailure>, retry: () => void): SetActionNews =>
  'alert' in said
    ? { kind: 'alert', message: said.alert }
    : { kind: 'failure', message: said.failure, retry };

function phaseOf<R, C>({ confirming, runs, ended }: State<R, C>): SetActionPhase<R, C> {
  if (confirming) return { kind: 'confirming', ...confirming };
  const latest = runs.at(-1);
  if (latest) return { kind: 'running', request: latest.request, progress: latest.progress };
  return ended ?? { kind: 'idle' };
}

type Outcome =
  { kind: 'done' } | { kind: 'stopped'; byUser: boolean } | { kind: 'failed'; error: unknown };

/**
 * Runs the work and uses its result; `finished` runs once, as soon as the work has ended, whichever
 * way, and says whether the user's "Cancelar" stopped it.
 */
async function attempt<R, T, C>(
  spec: SetActionSpec<R, T, C>,
  request: R,
  transfer: TransferOptions & { signal: AbortSignal },
  finished: () => boolean,
): Promise<Outcome> {
  let byUser: boolean | null = null;
  const finish = () => (byUser ??= finished());
  try {
    const result = await spec.run(request, transfer);
    finish();
    if (transfer.signal.aborted) return { kind: 'stopped', byUser: finish() };
    await spec.onDone?.(result, request);
    return { kind: 'done' };
  } catch (error) {
    const stopped = transfer.signal.aborted || isAborted(error);
    return stopped ? { kind: 'stopped', byUser: finish() } : (finish(), { kind: 'failed', error });
  }
}

/** The runs under way, each stopped by its own controller; leaving the page stops them all. */
function useControllers() {
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(0);
  useEffect(() => {
    const own = controllers.current;
    return () => own.forEach((controller) => controller.abort());
  }, []);
  const open = (alone: boolean) => {
    if (alone) controllers.current.forEach((controller) => controller.abort());
    nextId.current += 1;
    const controller = new AbortController();
    controllers.current.set(nextId.current, controller);
    return { id: nextId.current, signal: controller.signal };
  };
  const cancelled = useRef(new Set<number>());
  const close = (id: number) => {
    controllers.current.delete(id);
    return cancelled.current.delete(id);
  };
  const abortAll = () =>
    controllers.current.forEach((controller, id) => {
      cancelled.current.add(id);
      controller.abort();
    });
  return { open, close, abortAll };
}

/** The state's changes, as plain functions of the state. */
const change = {
  started:
    <R, C>(run: Run<R>, beside: boolean) =>
    (current: State<R, C>): State<R, C> => ({
      confirming: null,
      runs: beside ? [...current.runs, run] : [run],
      ended: null,
    }),
  progressed:
    <R, C>(id: number, progress: TransferProgress) =>
    (current: State<R, C>): State<R, C> => ({
      ...current,
      runs: current.runs.map((run) => (run.id === id ? { ...run, progress } : run)),
    }),
  without:
    <R, C>(id: number) =>
    (current: State<R, C>): State<R, C> => ({
      ...current,
      runs: current.runs.filter((run) => run.id !== id),
    }),
  // A failure stays told until dismissed, retried or another request starts, even when a run
  // beside it ends well.
  ended:
    <R, C>(ended: State<R, C>['ended']) =>
    (current: State<R, C>): State<R, C> => ({
      ...current,
      ended: ended?.kind === 'done' && current.ended?.kind === 'failed' ? current.ended : ended,
    }),
};

/** The action's phases over `spec`: one hook for every action on a set of companies. */
export function useSetAction<R = void, T = unknown, C = never>(
  spec: SetActionSpec<R, T, C>,
): SetAction<R, C> {
  const [state, setState] = useState<State<R, C>>({ confirming: null, runs: [], ended: null });
  const controllers = useControllers();
  const tell = (request: R, news: SetActionNews) => {
    setState(change.ended<R, C>({ kind: 'failed', request, news }));
    spec.onNews?.(news);
  };

  const start = async (request: R) => {
    const { id, signal } = controllers.open(!spec.parallel);
    const progress = throttledProgress(signal, (next) => setState(change.progressed(id, next)));
    const started = { id, request, progress: { received: 0, expected: null } };
    setState(change.started(started, spec.parallel === true));
    const outcome = await attempt(
      spec,
      request,
      { signal, onProgress: progress.onProgress },
      () => {
        progress.stop();
        setState(change.without(id));
        return controllers.close(id);
      },
    );
    // Stopped by a newer run or by leaving: nothing failed, nothing to tell; by the user's
    // "Cancelar": what the run leaves is the action's to keep.
    if (outcome.kind === 'stopped') return void (outcome.byUser && spec.onCancelled?.(request));
    if (outcome.kind === 'done') return setState(change.ended<R, C>({ kind: 'done', request }));
    const said = spec.onFailed(outcome.error, request);
    if (!said) return setState(change.ended<R, C>(null));
    tell(
      request,
      newsOf(said, () => void start(request)),
    );
  };

  const request = (asked: R) => {
    const check = spec.check?.(asked) ?? null;
    if (check === null) return void start(asked);
    if ('alert' in check) return tell(asked, { kind: 'alert', message: check.alert });
    const confirming = { request: asked, confirmation: check.confirm };
    setState((current) => ({ ...current, confirming, ended: null }));
  };

  const { confirming } = state;
  return {
    phase: phaseOf(state),
    running: state.runs.map((run) => run.request),
    progress: state.runs.at(-1)?.progress ?? null,
    request,
    confirm: () => confirming && void start(confirming.request),
    dismiss: () => setState((current) => ({ ...current, confirming: null })),
    cancel: controllers.abortAll,
    dismissFailure: () => setState((current) => ({ ...current, ended: null })),
  };
}
