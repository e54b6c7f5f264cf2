import { useCallback, useLayoutEffect, useRef } from 'react';
import { toggleRow } from './selection';
import type { DataTableSelection } from './types';

/**
 * A toggle(id) whose identity never changes, reading the latest selection when it runs. Rows are
 * memoised on their props; a callback rebuilt on every selection change would redraw all 50 rows
 * when one checkbox is ticked (performance budget).
 */
export function useRowToggle<Row>(selection: DataTableSelection<Row> | undefined) {
  const latest = useRef(selection);
  useLayoutEffect(() => {
    latest.current = selection;
  });
  return useCallback((id: string) => {
    const current = latest.current;
    current?.onSelectionChange(toggleRow(id, current.selectedIds));
  }, []);
}
