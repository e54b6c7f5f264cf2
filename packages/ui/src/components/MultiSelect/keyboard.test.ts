import { describe, expect, it, vi } from 'vitest';
import { handleComboboxKey, type KeyContext } from './keyboard';

/** A context with spies, open on "sao" with "7001" active and "7005" selected last. */
function context(overrides: Partial<KeyContext> = {}): KeyContext {
  return {
    open: true,
    query: 'sao',
    activeValue: '7001',
    lastSelected: '7005',
    move: vi.fn(),
    moveTo: vi.fn(),
    toggle: vi.fn(),
    remove: vi.fn(),
    close: vi.fn(),
    clearQuery: vi.fn(),
    ...overrides,
  };
}

describe('combobox keys', () => {
  it('moves the active option with the arrows', () => {
    const ctx = context();
    expect(handleComboboxKey('ArrowDown', ctx)).toBe(true);
    expect(handleComboboxKey('ArrowUp', ctx)).toBe(true);
    expect(ctx.move).toHaveBeenNthCalledWith(1, 1);
    expect(ctx.move).toHaveBeenNthCalledWith(2, -1);
  });
  it('jumps to the first and last option with Home and End while the list is open', () => {
    const ctx = context();
    expect(handleComboboxKey('Home', ctx)).toBe(true);
    expect(handleComboboxKey('End', ctx)).toBe(true);
    expect(ctx.moveTo).toHaveBeenNthCalledWith(1, 'first');
    expect(ctx.moveTo).toHaveBeenNthCalledWith(2, 'last');
  });
  it('leaves Home and End to the text cursor when the list is closed', () => {
    const ctx = context({ open: false });
    expect(handleComboboxKey('Home', ctx)).toBe(false);
    expect(handleComboboxKey('End', ctx)).toBe(false);
    expect(ctx.moveTo).not.toHaveBeenCalled();
  });
  it('toggles the active option on Enter', () => {
    const ctx = context();
    expect(handleComboboxKey('Enter', ctx)).toBe(true);
    expect(ctx.toggle).toHaveBeenCalledWith('7001');
  });
  it('leaves Enter to the form when the list is closed, so it can trigger the search', () => {
    const ctx = context({ open: false, activeValue: undefined });
    expect(handleComboboxKey('Enter', ctx)).toBe(false);
    expect(ctx.toggle).not.toHaveBeenCalled();
  });
  it('closes on Escape, then clears the text on a second Escape', () => {
    const ctx = context();
    handleComboboxKey('Escape', ctx);
    expect(ctx.close).toHaveBeenCalled();
    const closed = context({ open: false });
    handleComboboxKey('Escape', closed);
    expect(closed.clearQuery).toHaveBeenCalled();
    expect(handleComboboxKey('Escape', context({ open: false, query: '' }))).toBe(false);
  });
  it('removes the last chip on Backspace only when the text is empty', () => {
    const typing = context();
    expect(handleComboboxKey('Backspace', typing)).toBe(false);
    const empty = context({ query: '' });
    expect(handleComboboxKey('Backspace', empty)).toBe(true);
    expect(empty.remove).toHaveBeenCalledWith('7005');
  });
  it('ignores other keys', () => {
    expect(handleComboboxKey('a', context())).toBe(false);
  });
});
