// The filters the form shows, mirrored in the URL (docs/product.md#screens-and-routes: bookmark, share, back and forward).
// The form keeps its own copy because URL updates land a tick later, which would move the caret while
// typing; the URL is re-read only when someone else changed it (back/forward, a link, the menu).
import type { SearchFilters } from '@cnpj/domain';
import { useCallback, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams } from './filters-url';

/** Marks history entries the form wrote itself. */
const FORM_STATE = { searchForm: true } as const;

const writtenByForm = (state: unknown) =>
  typeof state === 'object' && state !== null && 'searchForm' in state;

/** The form's filters and how to change them. */
export interface UrlFilters {
  filters: SearchFilters;
  /** Edits replace the current history entry, except the first edit after a restore point or with `push`. */
  setFilters: (filters: SearchFilters, options?: { push?: boolean }) => void;
  /** Makes the current filters a history entry of their own (called when a search runs). */
  markRestorePoint: () => void;
  /** Changes whenever the URL brought other filters (back/forward, a link): results shown are stale. */
  restoredAt: string;
}

/** Filters held by the form and written to the URL's search params. */
export function useUrlFilters(): UrlFilters {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [filters, setLocal] = useState(() => filtersFromParams(params));
  // A restore point: the next edit pushes a new entry so back returns to these filters.
  const [atRestorePoint, setAtRestorePoint] = useState(() => params.size > 0);
  const [seenKey, setSeenKey] = useState(location.key);
  const [restoredAt, setRestoredAt] = useState(location.key);

  // Derived-state update during render (React's documented pattern for reacting to a changed input).
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP' || !writtenByForm(location.state)) {
      setLocal(filtersFromParams(params));
      setAtRestorePoint(true);
      setRestoredAt(location.key);
    }
  }

  const setFilters = useCallback(
    (next: SearchFilters, options: { push?: boolean } = {}) => {
      setLocal(next);
      const query = filtersToParams(next);
      // Fields echo their value on mount (the CEP mask does): an unchanged query is no navigation.
      if (query.toString() === params.toString()) return;
      const push = atRestorePoint || options.push === true;
      setParams(query, { replace: !push, state: FORM_STATE });
      setAtRestorePoint(false);
    },
    [atRestorePoint, params, setParams],
  );
  const markRestorePoint = useCallback(() => setAtRestorePoint(true), []);
  return { filters, setFilters, markRestorePoint, restoredAt };
}
