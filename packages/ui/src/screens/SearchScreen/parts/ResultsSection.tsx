import {
  FILTERS_CHANGED_NOTICE,
  NO_RESULTS_MESSAGE,
  SEARCH_EXPIRED_HINT,
  SEARCH_EXPIRED_TITLE,
  totalPages,
} from '@cnpj/domain';
import { useEffect, useRef } from 'react';
import { formatInteger } from '../../../format/numbers';
import { History, RefreshCw, SearchX } from 'lucide-react';
import type { DataTableLayout } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import {
  CompanyResults,
  SelectionBar,
  type CompanyRow,
  type ResultsDensity,
  type RowActions,
} from '../../shared/companies';
import { ResultsFooter, ResultsHeader } from './ResultsHeader';
import styles from '../SearchScreen.module.css';

/**
 * What the results area shows (docs/product.md#states-and-transitions "Search"): nothing yet, loading, a page of rows, no rows,
 * or a search the address named that the backend no longer knows (docs/product.md#search "Results in the URL").
 */
export type SearchResultsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; total: number; page: number; rows: readonly CompanyRow[] }
  | { kind: 'empty' }
  | { kind: 'expired' };

/**
 * A search is shown (docs/product.md#search): it has rows, is loading them, or found none. The form
 * then folds into its chips above the results.
 */
export function isSearchShown(results: SearchResultsState): boolean {
  return results.kind === 'loading' || results.kind === 'ready' || results.kind === 'empty';
}

/**
 * The results' heading, read by screen readers only: after another page loads, focus moves here, so
 * the new page is announced; where the rows are a grid, the grid takes it on from here to its first
 * company (decision 077), and reads this heading as its description.
 */
function PageHeading({ page, pageCount }: { page: number; pageCount: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    heading.current?.focus();
  }, [page]);
  return (
    <h2 ref={heading} tabIndex={-1} className={styles.pageHeading} data-hands-focus-to-results>
      {`Resultados, página ${formatInteger(page)} de ${formatInteger(pageCount)}`}
    </h2>
  );
}

/** Says the rows answer the search shown, not the filters since edited in the form. */
function ChangedNotice() {
  return (
    <p className={styles.changedNotice} role="status">
      <RefreshCw size={16} aria-hidden="true" />
      {FILTERS_CHANGED_NOTICE}
    </p>
  );
}

/** Props of {@link ResultsSection}. */
export interface ResultsSectionProps {
  results: SearchResultsState;
  /** The form differs from the search shown (docs/product.md#search "The search shown"). */
  filtersChanged?: boolean;
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: Set<string>) => void;
  onPageChange: (page: number) => void;
  onSendAllToList: () => void;
  onAddSelectionToList: () => void;
  sendingAll?: boolean;
  layout?: DataTableLayout;
  density: ResultsDensity;
  onDensityChange: (density: ResultsDensity) => void;
  /** What each row offers besides its links ("Não contatar"). */
  rowActions?: RowActions;
}

/** The results: header with paging, the rows (table or cards), paging again, the selection bar, or the empty message. */
export function ResultsSection(props: ResultsSectionProps) {
  const { results, filtersChanged = false } = props;
  if (results.kind === 'idle' || results.kind === 'loading') return null;
  if (results.kind === 'expired') {
    return (
      <section className={styles.results} aria-label="Resultados">
        <EmptyState
          icon={<History size={32} />}
          title={SEARCH_EXPIRED_TITLE}
          text={SEARCH_EXPIRED_HINT}
        />
      </section>
    );
  }
  if (results.kind === 'empty') {
    return (
      <section className={styles.results} aria-label="Resultados">
        {filtersChanged && <ChangedNotice />}
        <EmptyState
          icon={<SearchX size={32} />}
          title={NO_RESULTS_MESSAGE}
          text="Revise os filtros e pesquise novamente."
        />
      </section>
    );
  }
  return <ReadyResults {...props} results={results} />;
}

/** A page of rows: the header with paging, the rows, the selection bar next after them, paging again. */
function ReadyResults({
  results,
  filtersChanged = false,
  selection,
  onSelectionChange,
  onPageChange,
  onSendAllToList,
  onAddSelectionToList,
  sendingAll,
  layout,
  density,
  onDensityChange,
  rowActions,
}: ResultsSectionProps & { results: Extract<SearchResultsState, { kind: 'ready' }> }) {
  return (
    <section className={styles.results} aria-label="Resultados" data-company-set>
      <PageHeading page={results.page} pageCount={totalPages(results.total)} />
      {filtersChanged && <ChangedNotice />}
      <ResultsHeader
        total={results.total}
        page={results.page}
        shown={results.rows.length}
        onPageChange={onPageChange}
        onSendAllToList={onSendAllToList}
        sendingAll={sendingAll}
        density={density}
        onDensityChange={onDensityChange}
      />
      <CompanyResults
        rows={results.rows}
        selection={selection}
        onSelectionChange={onSelectionChange}
        layout={layout}
        density={density}
        rowActions={rowActions}
        onAddToList={onAddSelectionToList}
      />
      {/* Next in the tab order after the rows (drawn at the bottom of the window, sticky). */}
      {selection.size > 0 && (
        <SelectionBar
          count={selection.size}
          onAddToList={onAddSelectionToList}
          onClear={() => onSelectionChange(new Set())}
        />
      )}
      <ResultsFooter total={results.total} page={results.page} onPageChange={onPageChange} />
    </section>
  );
}
