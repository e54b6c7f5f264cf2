import { describe, expect, it, vi } from 'vitest';
import { lazyFormat } from './lazy';

describe('lazyFormat', () => {
  it('builds nothing until the first call', () => {
    const build = vi.fn(() => new Intl.NumberFormat('pt-BR'));
    lazyFormat(build);
    expect(build).not.toHaveBeenCalled();
  });
  it('builds once and returns the same formatter afterwards', () => {
    const build = vi.fn(() => new Intl.NumberFormat('pt-BR'));
    const format = lazyFormat(build);
    const first = format();
    expect(format()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
