// The one flow of an action on a set of companies (decision 076): its phases, its stop, its failures,
// a second request while one runs, and the progress drawn at most ten times a second.
import type { TransferOptions } from '@cnpj/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSetAction, type SetActionSpec } from './use-set-action';

/** A work the test finishes, fails or watches being stopped. */
function heldWork<T>() {
  const calls: {
    request: string;
    options: TransferOptions;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const run = (request: string, options: TransferOptions) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ request, options, resolve, reject });
      options.signal?.addEventListener('abort', () =>
        reject(new DOMException('The request was cancelled', 'AbortError')),
      );
    });
  return { run, calls };
}

type Spec = SetActionSpec<string, number, { total: number }>;

function setup(overrides: Partial<Spec> = {}) {
  const work = heldWork<number>();
  const onDone = vi.fn();
  const onNews = vi.fn();
  const onFailed = vi.fn<Spec['onFailed']>(() => ({ failure: 'Falhou.' }));
  const spec: Spec = { run: work.run, onDone, onFailed, onNews, ...overrides };
  const hook = renderHook(() => useSetAction(spec));
  return { ...hook, work, onDone, onNews, onFailed };
}

describe('an action on a set of companies', () => {
  it('runs at once when nothing is asked, then is done with what the work gave', async () => {
    const { result, work, onDone } = setup();
    expect(result.current.phase).toEqual({ kind: 'idle' });

    act(() => result.current.request('a'));
    expect(result.current.phase).toEqual({
      kind: 'running',
      request: 'a',
      progress: { received: 0, expected: null },
    });
    expect(result.current.running).toEqual(['a']);

    await act(async () => work.calls[0]?.resolve(7));
    expect(onDone).toHaveBeenCalledWith(7, 'a');
    expect(result.current.phase).toEqual({ kind: 'done', request: 'a' });
    expect(result.current.running).toEqual([]);
    expect(result.current.progress).toBeNull();
  });

  it('asks first where the rule says so, runs on confirm and nothing on dismiss', async () => {
    const { result, work } = setup({ check: () => ({ confirm: { total: 70_000 } }) });
    act(() => result.current.request('a'));
    expect(result.current.phase).toEqual({
      kind: 'confirming',
      request: 'a',
      confirmation: { total: 70_000 },
    });
    act(() => result.current.dismiss());
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(work.calls).toEqual([]);

    act(() => result.current.request('b'));
    act(() => result.current.confirm());
    expect(work.calls.map((call) => call.request)).toEqual(['b']);
    expect(result.current.phase.kind).toBe('running');
  });

  it('refuses with an alert before any work when the rule says so', () => {
    const { result, work, onNews } = setup({ check: () => ({ alert: 'Assine.' }) });
    act(() => result.current.request('a'));
    expect(work.calls).toEqual([]);
    expect(onNews).toHaveBeenCalledWith({ kind: 'alert', message: 'Assine.' });
    expect(result.current.phase).toEqual({
      kind: 'failed',
      request: 'a',
      news: { kind: 'alert', message: 'Assine.' },
    });
  });

  it('a cancel stops the work: nothing done, nothing told, back to idle', async () => {
    const { result, work, onDone, onNews, onFailed } = setup();
    act(() => result.current.request('a'));
    await act(async () => result.current.cancel());
    expect(work.calls[0]?.options.signal?.aborted).toBe(true);
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(result.current.running).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
    expect(onNews).not.toHaveBeenCalled();
  });

  it('only the user’s "Cancelar" reaches onCancelled, not a newer run nor leaving', async () => {
    const onCancelled = vi.fn();
    const { result, work, unmount } = setup({ onCancelled });
    act(() => result.current.request('a'));
    await act(async () => result.current.request('b'));
    expect(onCancelled).not.toHaveBeenCalled();
    await act(async () => result.current.cancel());
    expect(work.calls[1]?.options.signal?.aborted).toBe(true);
    expect(onCancelled.mock.calls).toEqual([['b']]);

    act(() => result.current.request('c'));
    unmount();
    await act(async () => undefined);
    expect(onCancelled.mock.calls).toEqual([['b']]);
  });

  it('a failure is told with "Tentar novamente", which runs the same request again, unasked', async () => {
    const check = vi.fn(() => null);
    const { result, work, onNews, onFailed } = setup({ check });
    act(() => result.current.request('a'));
    const error = new Error('500');
    await act(async () => work.calls[0]?.reject(error));
    expect(onFailed).toHaveBeenCalledWith(error, 'a');
    const news = onNews.mock.calls[0]?.[0];
    expect(news).toEqual({ kind: 'failure', message: 'Falhou.', retry: expect.any(Function) });
    expect(result.current.phase).toEqual({ kind: 'failed', request: 'a', news });

    act(() => news.retry());
    expect(work.calls.map((call) => call.request)).toEqual(['a', 'a']);
    expect(check).toHaveBeenCalledOnce();
    expect(result.current.phase.kind).toBe('running');
  });

  it('a failure that says nothing goes back to idle; dismissing a failure forgets it', async () => {
    const { result, work, onNews } = setup({ onFailed: () => null });
    act(() => result.current.request('a'));
    await act(async () => work.calls[0]?.reject(new Error('500')));
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(onNews).not.toHaveBeenCalled();

    const failing = setup();
    act(() => failing.result.current.request('a'));
    await act(async () => failing.work.calls[0]?.reject(new Error('500')));
    act(() => failing.result.current.dismissFailure());
    expect(failing.result.current.phase).toEqual({ kind: 'idle' });
  });

  it('what is done with the result failing is a failure like the work’s', async () => {
    const { result, work, onNews } = setup({
      onDone: () => {
        throw new Error('disk full');
      },
    });
    act(() => result.current.request('a'));
    await act(async () => work.calls[0]?.resolve(1));
    expect(onNews).toHaveBeenCalledWith(expect.objectContaining({ message: 'Falhou.' }));
    expect(result.current.phase.kind).toBe('failed');
  });

  it('a second request while one runs stops the first, which then tells nothing', async () => {
    const { result, work, onDone, onNews } = setup();
    act(() => result.current.request('a'));
    act(() => result.current.request('b'));
    expect(work.calls[0]?.options.signal?.aborted).toBe(true);
    expect(result.current.running).toEqual(['b']);

    await act(async () => work.calls[1]?.resolve(2));
    expect(onDone.mock.calls).toEqual([[2, 'b']]);
    expect(onNews).not.toHaveBeenCalled();
    expect(result.current.phase).toEqual({ kind: 'done', request: 'b' });
  });

  it('side by side, a second request runs beside the first, and each ends on its own', async () => {
    const { result, work, onDone } = setup({ parallel: true });
    act(() => result.current.request('a'));
    act(() => result.current.request('b'));
    expect(work.calls[0]?.options.signal?.aborted).toBe(false);
    expect(result.current.running).toEqual(['a', 'b']);

    await act(async () => work.calls[0]?.resolve(1));
    expect(result.current.running).toEqual(['b']);
    await act(async () => work.calls[1]?.resolve(2));
    expect(onDone.mock.calls).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(result.current.running).toEqual([]);
  });

  it('leaving the page stops the work', () => {
    const { result, work, unmount } = setup();
    act(() => result.current.request('a'));
    unmount();
    expect(work.calls[0]?.options.signal?.aborted).toBe(true);
  });
});

describe('a run’s progress (docs/product.md#search "Long operations")', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('draws a count that comes inside the redraw interval once the interval ends', async () => {
    const { result, work } = setup();
    act(() => result.current.request('a'));
    const report = work.calls[0]?.options.onProgress;

    act(() => report?.({ received: 1_000, expected: null }));
    expect(result.current.progress).toEqual({ received: 1_000, expected: null });
    // Two more counts within 100 ms: neither is drawn yet, the latest is kept.
    act(() => report?.({ received: 2_000, expected: null }));
    act(() => report?.({ received: 3_000, expected: null }));
    expect(result.current.progress).toEqual({ received: 1_000, expected: null });

    // The transfer stalls: the interval's end draws the latest count, not nothing.
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current.progress).toEqual({ received: 3_000, expected: null });

    await act(async () => work.calls[0]?.resolve(1));
    expect(result.current.progress).toBeNull();
  });
});
