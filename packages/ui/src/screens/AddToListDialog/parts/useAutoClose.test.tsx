import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CLOSE_MS, useAutoClose } from './useAutoClose';

describe('auto-close after a successful add (docs/product.md#states-and-transitions, #limits-and-constants: 2 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes 2 s after the success, not before', () => {
    const onAutoClose = vi.fn();
    renderHook(() => useAutoClose(true, onAutoClose));
    vi.advanceTimersByTime(AUTO_CLOSE_MS - 1);
    expect(onAutoClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAutoClose).toHaveBeenCalledTimes(1);
  });

  it('does nothing while there is no success', () => {
    const onAutoClose = vi.fn();
    renderHook(() => useAutoClose(false, onAutoClose));
    vi.advanceTimersByTime(AUTO_CLOSE_MS * 2);
    expect(onAutoClose).not.toHaveBeenCalled();
  });

  it('is cancelled when the modal closes first', () => {
    const onAutoClose = vi.fn();
    const { rerender } = renderHook(({ active }) => useAutoClose(active, onAutoClose), {
      initialProps: { active: true },
    });
    vi.advanceTimersByTime(AUTO_CLOSE_MS / 2);
    rerender({ active: false });
    vi.advanceTimersByTime(AUTO_CLOSE_MS);
    expect(onAutoClose).not.toHaveBeenCalled();
  });

  it('does not restart the 2 s when the parent re-renders with a new callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ callback }) => useAutoClose(true, callback), {
      initialProps: { callback: first },
    });
    vi.advanceTimersByTime(AUTO_CLOSE_MS / 2);
    rerender({ callback: second });
    vi.advanceTimersByTime(AUTO_CLOSE_MS / 2);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
