// The filters the form shows, and the search page on screen, mirrored in the URL (docs/product.md#screens-and-routes:
// bookmark, share, reload, back and forward; decisions 009 and 020).
// The form keeps its own copy because URL updates land a tick later, which would move the caret while
// typing; the URL is re-read only when someone else changed it (back/forward, a link, the menu, a reload).
import type { SearchFilters } from '@cnpj/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams } from './filters-url';
import { readShownPage, writeShownPage, type ShownPage } from './shown-page-url';

/** Marks history entries the form wrote itself. */
const FORM_STATE = { searchForm: true } as const;

const writtenByForm = (state: unknown) =>
  typeof state === 'object' && state !== null && 'searchForm' in state;

const readUrl = (params: URLSearchParams) => {
  const filters = filtersFromParams(params);
  return { filters, shown: readShownPage(params, filters.ordenacao) };
};

/** The form's filters, the page on screen, and how to change them. */
export interface UrlFilters {
  filters: SearchFilters;
  /** Edits replace the current history entry, except the first edit after a restore point or with `push`. */
  setFilters: (filters: SearchFilters, options?: { push?: boolean }) => void;
  /**
   * Writes which search page is on screen (null: none). A new search replaces the entry and makes
   * it a restore point; turning the page pushes an entry, so back returns to the page before.
   */
  showPage: (shown: ShownPage | null, options?: { push?: boolean }) => void;
  /** Changes whenever the URL brought other state (back/forward, a link, a reload): results shown are stale. */
  restoredAt: string;
  /** The search page the URL named when it was last restored, to reopen without a new search. */
  restoredPage: ShownPage | null;
}

/** Filters held by the form and, with the page on screen, written to the URL's search params. */
export function useUrlFilters(): UrlFilters {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [initial] = useState(() => readUrl(params));
  const [filters, setLocal] = useState(initial.filters);
  const [restoredPage, setRestoredPage] = useState(initial.shown);
  // The latest written state, read synchronously: a handler may set filters and the page in one go.
  const current = useRef({
    filters: initial.filters,
    shown: initial.shown,
    query: params.toString(),
  });
  // A restore point: the next edit pushes a new entry so back returns to this state.
  const [atRestorePoint, setAtRestorePoint] = useState(() => params.size > 0);
  const [seenKey, setSeenKey] = useState(location.key);
  const [restoredAt, setRestoredAt] = useState(location.key);

  // Derived-state update during render (React's documented pattern for reacting to a changed input).
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP' || !writtenByForm(location.state)) {
      const restored = readUrl(params);
      current.current = { ...restored, query: params.toString() };
      setLocal(restored.filters);
      setRestoredPage(restored.shown);
      setAtRestorePoint(true);
      setRestoredAt(location.key);
    }
  }

  // The router's setter changes with every URL; through a ref the handlers below stay stable, so
  // effects that depend on them do not re-run on each keystroke.
  const navigate = useRef(setParams);
  useEffect(() => {
    navigate.current = setParams;
  });

  const write = useCallback((push: boolean) => {
    const query = writeShownPage(filtersToParams(current.current.filters), current.current.shown);
    // Fields echo their value on mount (the CEP mask does): an unchanged query is no navigation.
    if (query.toString() === current.current.query) return;
    current.current.query = query.toString();
    navigate.current(query, { replace: !push, state: FORM_STATE });
  }, []);

  const setFilters = useCallback(
    (next: SearchFilters, options: { push?: boolean } = {}) => {
      setLocal(next);
      current.current.filters = next;
      const before = current.current.query;
      write(atRestorePoint || options.push === true);
      if (current.current.query !== before) setAtRestorePoint(false);
    },
    [atRestorePoint, write],
  );

  const showPage = useCallback(
    (shown: ShownPage | null, options: { push?: boolean } = {}) => {
      current.current.shown = shown;
      write(options.push === true);
      // The next edit of the filters keeps this page's entry for back to return to.
      if (shown) setAtRestorePoint(true);
    },
    [write],
  );

  return { filters, setFilters, showPage, restoredAt, restoredPage };
}
