import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { DataTableLayout } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';

import { AdditionalFilters } from './parts/AdditionalFilters';
import { AlertMessage } from './parts/AlertMessage';
import { BasicFilters } from './parts/BasicFilters';
import { FailureNotice, type SearchFailure } from './parts/FailureNotice';
import { FilterBlock } from './parts/FilterBlock';
import { FiltersSummary } from './parts/FiltersSummary';
import { LongOperations, type Transfer } from './parts/LongOperations';
import { QuickFilters } from './parts/QuickFilters';
import { SearchActions } from './parts/SearchActions';
import { RowActionsContext } from './parts/CompanyCells';
import { NaoContatarNotice, type NaoContatarNote } from '../shared/NaoContatarNotice';
import type { SearchLookups } from './parts/lookups';
import type { ResultsDensity } from './parts/ResultsDensityToggle';
import { ResultsSection, type SearchResultsState } from './parts/ResultsSection';
import {
  countAdditionalFilters,
  defaultFilters,
  exportConfirmation,
  freePlanAlert,
  isCepFilterValid,
  LOADING_TITLE,
  validateSearch,
  type FreePlanAction,
  type SearchFilters,
} from '@cnpj/domain';
import styles from './SearchScreen.module.css';

/** "1 ativo" / "3 ativos"; nothing when no additional filter is set. */
const activeBadge = (count: number) =>
  count === 0 ? undefined : count === 1 ? '1 ativo' : `${count} ativos`;

/** An action on every result that asks first: its total, and whether the form differs from the search shown. */
export interface ConfirmationRequest {
  total: number;
  stale?: boolean;
}

/** Props of {@link SearchScreen}: plain data in, intent callbacks out. */
export interface SearchScreenProps {
  /** The form's filters: a draft of the next search, controlled by the app. */
  filters: SearchFilters;
  onFiltersChange: (filters: SearchFilters) => void;
  /**
   * The filters of the search shown (docs/product.md#search "The search shown"): the folded chips name
   * them, not the draft. Defaults to `filters`.
   */
  searchedFilters?: SearchFilters;
  /** The form differs from the search shown: the results say so. */
  filtersChanged?: boolean;
  lookups: SearchLookups;
  results: SearchResultsState;
  /** Another page of the search shown is loading: the overlay covers the rows still on screen. */
  pageLoading?: boolean;
  /** Selected CNPJs (digits). */
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: Set<string>) => void;
  /** The user's plano; free (G, unknown, empty) blocks paging, export and lists (docs/product.md#plans-and-permissions). */
  plano: string | null;
  /** An alert raised by the app (search limit, send-all failures...); the screen raises its own too. */
  alert: string | null;
  onDismissAlert: () => void;
  /** A failure the app tells where the action was, with its retry (docs/product.md#errors). */
  failure?: SearchFailure | null;
  onDismissFailure?: () => void;
  /** Set when an export above 65,535 rows awaits confirmation (docs/product.md#limits-and-constants). */
  exportConfirmation: ConfirmationRequest | null;
  onConfirmExport: () => void;
  onCancelExport: () => void;
  /** Called with valid filters only (docs/product.md#validation checks already passed; the app checks the search count). */
  onSearch: (filters: SearchFilters) => void;
  /** Filters were reset to their defaults; the app clears the results (docs/product.md#states-and-transitions). */
  onClearFilters: () => void;
  onExport: () => void;
  /**
   * "Exportar para CRM" (docs/product.md#exporting-to-a-crm): the app opens its dialog, which applies the
   * free plan's rule itself. Omitted, the button is not shown.
   */
  onExportToCrm?: () => void;
  /** Every result is being loaded for the CRM file. */
  exportingToCrm?: boolean;
  onPageChange: (page: number) => void;
  onAddSelectionToList: () => void;
  onSendAllToList: () => void;
  exporting?: boolean;
  sendingAll?: boolean;
  /** Long answers under way, with how far they are (docs/product.md#search "Long operations"). */
  transfers?: readonly Transfer[];
  onCancelTransfer?: (kind: Transfer['kind']) => void;
  /** Set when "Enviar todos para lista" above 65,535 results awaits confirmation. */
  sendAllConfirmation?: ConfirmationRequest | null;
  onConfirmSendAll?: () => void;
  onCancelSendAll?: () => void;
  /** Results as table or cards; 'auto' follows the available width. */
  layout?: DataTableLayout;
  /** One line a company ('compact') or every detail ('comfortable', the default); the app remembers it per browser. */
  density?: ResultsDensity;
  onDensityChange?: (density: ResultsDensity) => void;
  /** Shown at the right of the title row (the app's "Pesquisas salvas"). */
  titleAction?: ReactNode;
  /** The user's today, which the quick opening ranges count back from (stories fix it). */
  today?: Date;
  /**
   * Filters the backend could not apply, applied to the page shown only (docs/product.md#search):
   * the note that says so, above the results; null when the backend applied everything.
   */
  pageOnlyNote?: string | null;
  /** "Fonte: Receita Federal (dados abertos), base de ..." beside the export; null hides it. */
  sourceLine?: string | null;
  /** Puts a company of the results on "Não contatar"; without it the rows offer no such action. */
  onDoNotContact?: (cnpj: string) => void;
  /** Rows put on "Não contatar" from this page: kept in place, marked (decision 057). */
  doNotContactMarked?: ReadonlySet<string>;
  /** What the latest "Não contatar" did, with "Desfazer"; null shows nothing. */
  naoContatarNote?: NaoContatarNote | null;
  onDismissNaoContatarNote?: () => void;
}

/** Results the filter panel folds above: a search has shown (or is loading) rows, or found none. */
const FOLDS_ABOVE: ReadonlySet<SearchResultsState['kind']> = new Set(['loading', 'ready', 'empty']);

/** docs/product.md#screens-and-routes "Company search screen": filters, actions, results with paging and selection, alerts. */
export function SearchScreen(props: SearchScreenProps) {
  const { filters, onFiltersChange, plano, results } = props;
  const headingId = useId();
  const [ownAlert, setOwnAlert] = useState<string | null>(null);
  const [cepChecked, setCepChecked] = useState(false);
  // docs/product.md#validation: the message appears on blur or search and clears as soon as the value is valid or empty.
  const cepInvalid = cepChecked && !isCepFilterValid(filters.cep);
  // docs/product.md#search: after a search the panel folds into its chips, so the results start on the
  // first screen; "Editar filtros" unfolds it until the next search.
  const [editing, setEditing] = useState(false);
  const folded = FOLDS_ABOVE.has(results.kind) && !editing;
  const basicRef = useRef<HTMLElement>(null);
  // Fields may hold text the filters do not (a date still being typed, or impossible): "Limpar
  // Filtros" starts them afresh, since their value in the filters may already be the default.
  const [generation, setGeneration] = useState(0);

  /** Runs an action unless the free plan blocks it, in which case its docs/product.md#plans-and-permissions alert shows. */
  const unlessFreePlan = (action: FreePlanAction, run: () => void) => {
    const blocked = freePlanAlert(action, plano);
    if (blocked) setOwnAlert(blocked);
    else run();
  };

  /** Searches `next` unless a rule of docs/product.md#validation stops it. */
  function run(next: SearchFilters) {
    const problem = validateSearch(next);
    if (problem) setOwnAlert(problem);
    else {
      setEditing(false);
      props.onSearch(next);
    }
  }

  function search(event: FormEvent) {
    event.preventDefault();
    setCepChecked(true);
    run(filters);
  }

  // A chip names the search shown, so removing it searches again without that filter.
  const searched = props.searchedFilters ?? filters;
  const removeChip = (patch: Partial<SearchFilters>) => run({ ...searched, ...patch });

  /** "Editar filtros": the fields unfold, and the keyboard goes on from the first of them. */
  const edit = () => {
    flushSync(() => setEditing(true));
    basicRef.current?.querySelector<HTMLElement>('select, input, button')?.focus();
  };

  const clear = () => {
    setCepChecked(false);
    setGeneration((current) => current + 1);
    setEditing(true);
    onFiltersChange(defaultFilters());
    props.onClearFilters();
  };

  const change = (patch: Partial<SearchFilters>) => onFiltersChange({ ...filters, ...patch });
  const changePage = (page: number) => unlessFreePlan('paging', () => props.onPageChange(page));
  // Fixed for the screen's life unless given: the quick opening ranges count back from it.
  const [ownToday] = useState(() => new Date());
  const today = props.today ?? ownToday;
  const alertMessage = ownAlert ?? props.alert;
  const { onDoNotContact, doNotContactMarked } = props;
  const rowActions = {
    onDoNotContact: onDoNotContact && ((row: { cnpj: string }) => onDoNotContact(row.cnpj)),
    doNotContactMarked,
  };

  return (
    <LoadingOverlay
      active={results.kind === 'loading' || props.pageLoading === true}
      title={LOADING_TITLE}
      className={styles.screen}
    >
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Pesquisar Empresas</h1>
        {props.titleAction}
      </div>
      <form
        className={styles.form}
        role="search"
        aria-label="Filtros de pesquisa"
        onSubmit={search}
        noValidate
        data-folded={folded || undefined}
      >
        {folded && (
          <FiltersSummary
            filters={searched}
            lookups={props.lookups}
            onChange={removeChip}
            onEdit={edit}
          />
        )}
        {/* Folded, the fields stay mounted out of sight: a date still being typed, or an impossible
            one, is in no filter, so unmounting them would lose what the user typed. */}
        <div className={styles.fields} hidden={folded}>
          <section ref={basicRef} className={styles.block} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.blockTitle}>
              Filtros básicos
            </h2>
            <BasicFilters
              key={generation}
              filters={filters}
              onChange={change}
              lookups={props.lookups}
              cepInvalid={cepInvalid}
              onCepBlur={() => setCepChecked(true)}
            />
            <QuickFilters filters={filters} onChange={change} today={today} />
          </section>
          <FilterBlock
            title="Filtros adicionais"
            badge={activeBadge(countAdditionalFilters(filters))}
          >
            <AdditionalFilters
              key={generation}
              filters={filters}
              onChange={change}
              lookups={props.lookups}
            />
          </FilterBlock>
        </div>
        <SearchActions
          sourceLine={props.sourceLine}
          onCollapse={
            !folded && FOLDS_ABOVE.has(results.kind) ? () => setEditing(false) : undefined
          }
          onClear={clear}
          onExport={() => unlessFreePlan('export', props.onExport)}
          exporting={props.exporting}
          onExportToCrm={props.onExportToCrm && (() => props.onExportToCrm?.())}
          exportingToCrm={props.exportingToCrm}
        />
      </form>
      {props.failure && (
        <FailureNotice failure={props.failure} onDismiss={() => props.onDismissFailure?.()} />
      )}
      {props.pageOnlyNote && results.kind === 'ready' && (
        <p role="note" className={styles.pageOnlyNote}>
          {props.pageOnlyNote}
        </p>
      )}
      {results.kind !== 'idle' && results.kind !== 'loading' && (
        <RowActionsContext.Provider value={rowActions}>
          <ResultsSection
            results={results}
            filtersChanged={props.filtersChanged === true}
            selection={props.selection}
            onSelectionChange={props.onSelectionChange}
            onPageChange={changePage}
            onSendAllToList={() => unlessFreePlan('lists', props.onSendAllToList)}
            onAddSelectionToList={() => unlessFreePlan('lists', props.onAddSelectionToList)}
            sendingAll={props.sendingAll}
            layout={props.layout}
            density={props.density ?? 'comfortable'}
            onDensityChange={(density) => props.onDensityChange?.(density)}
          />
        </RowActionsContext.Provider>
      )}
      {onDoNotContact && (
        <NaoContatarNotice
          note={props.naoContatarNote ?? null}
          onDismiss={() => props.onDismissNaoContatarNote?.()}
        />
      )}
      {alertMessage !== null && (
        <AlertMessage
          message={alertMessage}
          onDismiss={() => (ownAlert ? setOwnAlert(null) : props.onDismissAlert())}
        />
      )}
      {props.exportConfirmation !== null && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && props.onCancelExport()}
          title="Exportar para Excel"
          message={exportConfirmation(
            props.exportConfirmation.total,
            props.exportConfirmation.stale === true,
          )}
          confirmLabel="Exportar"
          onConfirm={props.onConfirmExport}
        />
      )}
      {((props.transfers?.length ?? 0) > 0 || props.sendAllConfirmation) && (
        <LongOperations
          transfers={props.transfers ?? []}
          onCancelTransfer={(kind) => props.onCancelTransfer?.(kind)}
          sendAllConfirmation={props.sendAllConfirmation ?? null}
          onConfirmSendAll={() => props.onConfirmSendAll?.()}
          onCancelSendAll={() => props.onCancelSendAll?.()}
        />
      )}
    </LoadingOverlay>
  );
}
