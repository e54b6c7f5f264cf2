// The search page's form region (docs/product.md#search): the title, the draft filters with their
// validation, the quick filters, the chips of the search shown, and the form's actions (search,
// clear, "Excel" with its question, the CRM export).
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  countAdditionalFilters,
  defaultFilters,
  exportConfirmation,
  freePlanAlert,
  isCepFilterValid,
  validateSearch,
  type SearchFilters,
} from '@cnpj/domain';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AdditionalFilters } from './parts/AdditionalFilters';
import { AlertMessage } from './parts/AlertMessage';
import { BasicFilters } from './parts/BasicFilters';
import { FilterBlock } from './parts/FilterBlock';
import { FiltersSummary } from './parts/FiltersSummary';
import { QuickFilters } from './parts/QuickFilters';
import { SearchActions } from './parts/SearchActions';
import { useFoldFocus } from './parts/use-fold-focus';
import type { CrmExportAction, ResultsAction } from './parts/actions';
import type { SearchLookups } from './parts/lookups';
import type { LinkComponent } from '../shared/link';
import styles from './SearchScreen.module.css';

/** "1 ativo" / "3 ativos"; nothing when no additional filter is set. */
const activeBadge = (count: number) =>
  count === 0 ? undefined : count === 1 ? '1 ativo' : `${count} ativos`;

/** Props of {@link SearchForm}: plain data in, intent callbacks out. */
export interface SearchFormProps {
  /** The form's filters: a draft of the next search, controlled by the app. */
  filters: SearchFilters;
  onFiltersChange: (filters: SearchFilters) => void;
  /**
   * The filters of the search shown (docs/product.md#search "The search shown"): the folded chips name
   * them, not the draft. Defaults to `filters`.
   */
  searchedFilters?: SearchFilters;
  lookups: SearchLookups;
  /** A search shows (or is loading) rows, or found none: the form folds into its chips above them. */
  searchShown: boolean;
  /** Called with valid filters only (docs/product.md#validation checks already passed; the app checks the search count). */
  onSearch: (filters: SearchFilters) => void;
  /** Filters were reset to their defaults; the app clears the results (docs/product.md#states-and-transitions). */
  onClearFilters: () => void;
  /** The user's plano; free (G, unknown, empty) blocks the export (docs/product.md#plans-and-permissions). */
  plano: string | null;
  /** "Excel", asking first above 65,535 rows (docs/product.md#limits-and-constants). */
  exportAction: ResultsAction;
  /** "Exportar para CRM"; omitted, the button is not shown. */
  crmExport?: CrmExportAction;
  /** "Fonte: Receita Federal (dados abertos), base de ..." beside the export; null hides it. */
  sourceLine?: string | null;
  /** Shown at the right of the title row (the app's "Pesquisas salvas"). */
  titleAction?: ReactNode;
  /** The user's today, which the quick opening ranges count back from (stories fix it). */
  today?: Date;
  /** Renders the free-plan alert's "Assinar" link: the app's router link (decision 070). */
  linkComponent?: LinkComponent;
}

/** docs/product.md#screens-and-routes "Company search screen": the title and the filters' form. */
export function SearchForm(props: SearchFormProps) {
  const { filters, onFiltersChange, plano, exportAction } = props;
  const headingId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const [cepChecked, setCepChecked] = useState(false);
  // docs/product.md#validation: the message appears on blur or search and clears as soon as the value is valid or empty.
  const cepInvalid = cepChecked && !isCepFilterValid(filters.cep);
  // docs/product.md#search: after a search the panel folds into its chips, so the results start on the
  // first screen; "Editar filtros" unfolds it until the next search.
  const [editing, setEditing] = useState(false);
  const folded = props.searchShown && !editing;
  const basicRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFoldFocus(formRef, folded);
  // Fields may hold text the filters do not (a date still being typed, or impossible): "Limpar
  // Filtros" starts them afresh, since their value in the filters may already be the default.
  const [generation, setGeneration] = useState(0);

  /** Searches `next` unless a rule of docs/product.md#validation stops it. */
  function run(next: SearchFilters) {
    const problem = validateSearch(next);
    if (problem) setAlert(problem);
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

  /** "Excel", unless the free plan blocks it: then its docs/product.md#plans-and-permissions alert shows. */
  const requestExport = () => {
    const blocked = freePlanAlert('export', plano);
    if (blocked) setAlert(blocked);
    else exportAction.onRequest();
  };

  const change = (patch: Partial<SearchFilters>) => onFiltersChange({ ...filters, ...patch });
  // Fixed for the form's life unless given: the quick opening ranges count back from it.
  const [ownToday] = useState(() => new Date());
  const today = props.today ?? ownToday;
  const { crmExport } = props;
  const confirmation = exportAction.confirmation ?? null;

  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Pesquisar Empresas</h1>
        {props.titleAction}
      </div>
      <form
        ref={formRef}
        className={styles.form}
        role="search"
        aria-label="Filtros de pesquisa"
        onSubmit={search}
        noValidate
        data-folded={folded || undefined}
        data-hands-focus-to-results
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
          onCollapse={!folded && props.searchShown ? () => setEditing(false) : undefined}
          onClear={clear}
          onExport={requestExport}
          exporting={exportAction.running}
          onExportToCrm={crmExport && (() => crmExport.onRequest())}
          exportingToCrm={crmExport?.running}
        />
      </form>
      {alert !== null && (
        <AlertMessage
          message={alert}
          onDismiss={() => setAlert(null)}
          linkComponent={props.linkComponent}
        />
      )}
      {confirmation !== null && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && exportAction.onCancel?.()}
          title="Exportar para Excel"
          message={exportConfirmation(confirmation.total, confirmation.stale === true)}
          confirmLabel="Exportar"
          onConfirm={() => exportAction.onConfirm?.()}
        />
      )}
    </>
  );
}
