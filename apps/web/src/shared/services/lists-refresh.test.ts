import { describe, expect, it, vi } from 'vitest';
import { publishListsRefresh, subscribeListsRefresh } from './lists-refresh';

describe('lists refresh signal', () => {
  it('reaches every subscriber until they unsubscribe', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeListsRefresh(first);
    const stopSecond = subscribeListsRefresh(second);

    publishListsRefresh();
    stopFirst();
    publishListsRefresh();
    stopSecond();

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
