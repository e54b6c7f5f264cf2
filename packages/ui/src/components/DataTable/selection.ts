// docs/product.md#states-and-transitions Selection: toggling a row adds or removes it; the header checkbox selects or clears the
// current page, leaving selections made on other pages alone.
import type { CheckboxState } from '../Checkbox';

/** The header checkbox state: checked when every row of the page is selected, mixed when some are. */
export function pageSelectionState(
  pageIds: readonly string[],
  selected: ReadonlySet<string>,
): CheckboxState {
  let count = 0;
  for (const id of pageIds) if (selected.has(id)) count += 1;
  if (count === 0) return false;
  return count === pageIds.length ? true : 'indeterminate';
}

/** Selects every row of the page, or clears them when the page is already fully selected. */
export function togglePage(pageIds: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const clear = pageSelectionState(pageIds, selected) === true;
  for (const id of pageIds) {
    if (clear) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** Adds or removes one row. */
export function toggleRow(id: string, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
