import type { TransferOptions } from '@cnpj/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTransfer } from './use-transfer';

describe('a transfer’s progress (docs/product.md#search "Long operations")', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('draws a count that comes inside the redraw interval once the interval ends', async () => {
    const { result } = renderHook(() => useTransfer());
    let report: TransferOptions['onProgress'];
    let finish = () => undefined as void;
    act(() => {
      void result.current.run(
        (options) =>
          new Promise<void>((resolve) => {
            report = options.onProgress;
            finish = resolve;
          }),
      );
    });

    act(() => report?.({ received: 1_000, expected: null }));
    expect(result.current.progress).toEqual({ received: 1_000, expected: null });
    // Two more counts within 100 ms: neither is drawn yet, the latest is kept.
    act(() => report?.({ received: 2_000, expected: null }));
    act(() => report?.({ received: 3_000, expected: null }));
    expect(result.current.progress).toEqual({ received: 1_000, expected: null });

    // The transfer stalls: the interval's end draws the latest count, not nothing.
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current.progress).toEqual({ received: 3_000, expected: null });

    await act(async () => finish());
    expect(result.current.progress).toBeNull();
  });
});
