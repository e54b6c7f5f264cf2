// Keys of the ARIA APG combobox pattern, for a multi-select: arrows move the active option, Home/End
// jump to the first/last one while the list is open (closed, they move the text cursor), Enter
// toggles it, Escape closes (then clears the text), Backspace on empty text removes the last chip.

/** What a key press may read and do. */
export interface KeyContext {
  open: boolean;
  query: string;
  /** The option value under the active position, if the list is open and one is active. */
  activeValue: string | undefined;
  lastSelected: string | undefined;
  move: (delta: number) => void;
  /** Makes the first or the last visible option active. */
  moveTo: (end: 'first' | 'last') => void;
  toggle: (value: string) => void;
  remove: (value: string) => void;
  close: () => void;
  clearQuery: () => void;
}

/** Applies one key; false leaves it to the browser (Enter on a closed list submits the search, docs/product.md#screens-and-routes). */
export function handleComboboxKey(key: string, ctx: KeyContext): boolean {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
      ctx.move(key === 'ArrowDown' ? 1 : -1);
      return true;
    case 'Home':
    case 'End':
      if (!ctx.open) return false;
      ctx.moveTo(key === 'Home' ? 'first' : 'last');
      return true;
    case 'Enter':
      if (!ctx.open || ctx.activeValue === undefined) return false;
      ctx.toggle(ctx.activeValue);
      return true;
    case 'Escape':
      if (ctx.open) ctx.close();
      else if (ctx.query !== '') ctx.clearQuery();
      else return false;
      return true;
    case 'Backspace':
      if (ctx.query !== '' || ctx.lastSelected === undefined) return false;
      ctx.remove(ctx.lastSelected);
      return true;
    default:
      return false;
  }
}
