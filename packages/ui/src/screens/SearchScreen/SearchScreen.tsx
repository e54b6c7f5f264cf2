import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { DataTableLayout } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { useStableCallback } from '../../lib/use-stable-callback';

import { AdditionalFilters } from './parts/AdditionalFilters';
import { BasicFilters } from './parts/BasicFilters';
import { FilterBlock } from './parts/FilterBlock';
import { QuickFilters } from './parts/QuickFilters';
import { SearchActions } from './parts/SearchActions';
import { RowActionsContext } from './parts/CompanyCells';
import { NaoContatarNotice, type NaoContatarNote } from '../shared/NaoContatarNotice';
import type { SearchLookups } from './parts/lookups';
import type { ResultsDensity } from './parts/ResultsDensityToggle';
import type { SearchResultsState } from './parts/ResultsSection';
import type { Transfer } from './parts/LongOperations';
import type { SearchFailure } from './parts/FailureNotice';
import { lazyPart } from '../../on-demand/lazy-part';
import { startInTurn, useWarmWhenIdle } from '../../on-demand/idle';
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

// Shown only after an interaction (a search, an alert, an export): their code loads when the
// browser is first idle, or when first shown, not with the first paint (performance budget, decision 011).
const ResultsSection = lazyPart(() =>
  import('./parts/ResultsSection').then((m) => m.ResultsSection),
);
const AlertMessage = lazyPart(() => import('./parts/AlertMessage').then((m) => m.AlertMessage));
const FailureNotice = lazyPart(() => import('./parts/FailureNotice').then((m) => m.FailureNotice));
const ConfirmDialog = lazyPart(() =>
  import('../../components/ConfirmDialog').then((m) => m.ConfirmDialog),
);
const LongOperations = lazyPart(() =>
  import('./parts/LongOperations').then((m) => m.LongOperations),
);
// The folded summary shows only once a search has run, by when the idle preload has brought it.
const FiltersSummary = lazyPart(() =>
  import('./parts/FiltersSummary').then((m) => m.FiltersSummary),
);
/** Loads the code of the parts shown after an interaction (stories and tests await it). */
export const preloadSearchScreenParts = () =>
  startInTurn([
    ResultsSection.preload,
    AlertMessage.preload,
    FailureNotice.preload,
    ConfirmDialog.preload,
    LongOperations.preload,
    FiltersSummary.preload,
  ]);

// The filters redraw only when their own props change: not on every row ticked in the results. The
// chips and the results neither: the screen redraws on each step of a search (pending, the address,
// the page), and what they show changes once.
const MemoBasicFilters = memo(BasicFilters);
const MemoAdditionalFilters = memo(AdditionalFilters);
const MemoQuickFilters = memo(QuickFilters);
const MemoFiltersSummary = memo(FiltersSummary);
const MemoResultsSection = memo(ResultsSection);

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
  const [focusForm, setFocusForm] = useState(false);
  // Fields may hold text the filters do not (a date still being typed, or impossible): "Limpar
  // Filtros" starts them afresh, since their value in the filters may already be the default.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!focusForm) return;
    setFocusForm(false);
    basicRef.current?.querySelector<HTMLElement>('select, input, button')?.focus();
  }, [focusForm]);
  useWarmWhenIdle(preloadSearchScreenParts);

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
  // Handlers stable across renders (the latest props through a ref), so the memoised parts hold.
  const removeChip = useStableCallback((patch: Partial<SearchFilters>) =>
    run({ ...searched, ...patch }),
  );

  const edit = useStableCallback(() => {
    setEditing(true);
    setFocusForm(true);
  });

  const clear = useStableCallback(() => {
    setCepChecked(false);
    setGeneration((current) => current + 1);
    setEditing(true);
    onFiltersChange(defaultFilters());
    props.onClearFilters();
  });

  const change = useStableCallback((patch: Partial<SearchFilters>) =>
    onFiltersChange({ ...filters, ...patch }),
  );
  const checkCep = useStableCallback(() => setCepChecked(true));
  const collapse = useStableCallback(() => setEditing(false));
  const exportExcel = useStableCallback(() => unlessFreePlan('export', props.onExport));
  const exportToCrm = useStableCallback(() => props.onExportToCrm?.());
  const changePage = useStableCallback((page: number) =>
    unlessFreePlan('paging', () => props.onPageChange(page)),
  );
  const sendAllToList = useStableCallback(() => unlessFreePlan('lists', props.onSendAllToList));
  const addSelectionToList = useStableCallback(() =>
    unlessFreePlan('lists', props.onAddSelectionToList),
  );
  const changeDensity = useStableCallback((density: ResultsDensity) =>
    props.onDensityChange?.(density),
  );
  // Fixed for the screen's life unless given, so the memoised chips do not redraw on every render.
  const [ownToday] = useState(() => new Date());
  const today = props.today ?? ownToday;
  const alertMessage = ownAlert ?? props.alert;
  const { onDoNotContact, doNotContactMarked } = props;
  const rowActions = useMemo(
    () => ({
      onDoNotContact: onDoNotContact && ((row: { cnpj: string }) => onDoNotContact(row.cnpj)),
      doNotContactMarked,
    }),
    [onDoNotContact, doNotContactMarked],
  );

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
          <MemoFiltersSummary
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
            <MemoBasicFilters
              key={generation}
              filters={filters}
              onChange={change}
              lookups={props.lookups}
              cepInvalid={cepInvalid}
              onCepBlur={checkCep}
            />
            <MemoQuickFilters filters={filters} onChange={change} today={today} />
          </section>
          <FilterBlock
            title="Filtros adicionais"
            badge={activeBadge(countAdditionalFilters(filters))}
          >
            <MemoAdditionalFilters
              key={generation}
              filters={filters}
              onChange={change}
              lookups={props.lookups}
            />
          </FilterBlock>
        </div>
        <SearchActions
          sourceLine={props.sourceLine}
          onCollapse={!folded && FOLDS_ABOVE.has(results.kind) ? collapse : undefined}
          onClear={clear}
          onExport={exportExcel}
          exporting={props.exporting}
          onExportToCrm={props.onExportToCrm && exportToCrm}
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
          <MemoResultsSection
            results={results}
            filtersChanged={props.filtersChanged === true}
            selection={props.selection}
            onSelectionChange={props.onSelectionChange}
            onPageChange={changePage}
            onSendAllToList={sendAllToList}
            onAddSelectionToList={addSelectionToList}
            sendingAll={props.sendingAll}
            layout={props.layout}
            density={props.density ?? 'comfortable'}
            onDensityChange={changeDensity}
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
