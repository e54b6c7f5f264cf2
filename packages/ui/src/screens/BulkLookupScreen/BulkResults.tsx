// The results half of "Consultar CNPJs em lote" (docs/product.md#bulk-cnpj-lookup): the progress with
// "Cancelar", each CNPJ's status, the found companies as the search shows them (selection, copy CNPJ,
// detail in a new tab, compact or comfortable), the quick filters, and the ways out.
import {
  BULK_ADD_TO_LIST_BUTTON,
  BULK_CANCEL_BUTTON,
  BULK_CANCELLED_MESSAGE,
  BULK_DOWNLOAD_MISSING_BUTTON,
  BULK_EXPORT_CRM_BUTTON,
  BULK_FALLBACK_NOTICE,
  BULK_ONLY_ACTIVE_FILTER,
  BULK_ONLY_HEAD_OFFICES_FILTER,
  BULK_RETRY_FAILED_BUTTON,
  FREE_PLAN_BULK_ALERT,
  TRIAGE_LABEL,
  bulkFailedText,
  bulkProgressText,
  bulkShowMoreText,
  bulkStatusLabel,
  countByStatus,
  formatCnpj,
  headOfficeUndecidedText,
  naoContatarLeftOutText,
  naoContatarMarks,
  passesBulkFilters,
  undecidedHeadOffices,
  visibleBulkResults,
  withoutNaoContatar,
  type BulkCompany,
  type BulkFilters,
  type BulkItem,
} from '@cnpj/domain';
import { Download, ListPlus, RotateCcw, Send, X } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { SubscribeAction } from '../../components/SubscribeAction';
import {
  CompanyResults,
  ResultsDensityToggle,
  SelectionBar,
  type ResultsDensity,
} from '../shared/companies';
import { ScrollTable } from '../shared/ScrollTable';
import type { LinkComponent } from '../shared/link';
import type { BulkRunView } from './types';
import styles from './BulkLookupScreen.module.css';

/** Props of {@link BulkResults}. */
export interface BulkResultsProps {
  run: BulkRunView;
  plano?: string;
  density: ResultsDensity;
  onDensityChange: (density: ResultsDensity) => void;
  onCancel: () => void;
  onRetryFailed: () => void;
  onAddToList: (cnpjs: string[]) => void;
  onDownloadMissing: (items: BulkItem[]) => void;
  onExportToCrm?: () => void;
  /** The companies on "Não contatar": shown marked, left out of lists and files (decision 057). */
  naoContatar?: ReadonlySet<string>;
  /** Renders the free plan's "Assinar" link: the app's router link (decision 070). */
  linkComponent?: LinkComponent;
  /** When given, "Triagem", with the selection kept by the app. */
  triage?: BulkTriage;
}

/** "Triagem" over the found companies, and the selection the app keeps so its marks come back. */
export interface BulkTriage {
  /** Opens the found companies shown (filtered, within the plan), in their order, one at a time. */
  onOpen: (set: BulkTriageSet) => void;
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: ReadonlySet<string>) => void;
}

/** The found companies "Triagem" walks: those shown, in their order, within the plan. */
export interface BulkTriageSet {
  companies: BulkCompany[];
  /** The free plan sees fewer than were found. */
  cutByPlan: boolean;
}

const NO_MARKS: ReadonlySet<string> = new Set();
const NO_FILTERS: BulkFilters = { onlyActive: false, onlyHeadOffices: false };
/** Companies drawn at first and on each "Mostrar mais". */
const ROWS_PER_SLICE = 100;

function Progress({ run, onCancel }: Pick<BulkResultsProps, 'run' | 'onCancel'>) {
  return (
    <div className={styles.progress}>
      <progress
        className={styles.progressBar}
        max={run.total}
        value={run.done}
        aria-label="Progresso da consulta"
      />
      <span role="status">{bulkProgressText(run.done, run.total)}</span>
      <Button variant="secondary" size="sm" icon={<X size={16} />} onClick={onCancel}>
        {BULK_CANCEL_BUTTON}
      </Button>
    </div>
  );
}

function Notices({ run, onRetryFailed }: Pick<BulkResultsProps, 'run' | 'onRetryFailed'>) {
  const counts = countByStatus(run.items);
  const idle = run.phase !== 'running';
  const retryable = counts.falhou + (run.phase === 'cancelled' ? counts.pendente : 0);
  return (
    <>
      {run.fallback && <Banner variant="info">{BULK_FALLBACK_NOTICE}</Banner>}
      {run.phase === 'cancelled' && <Banner variant="warning">{BULK_CANCELLED_MESSAGE}</Banner>}
      {idle && counts.falhou > 0 && (
        <Banner variant="error">{bulkFailedText(counts.falhou)}</Banner>
      )}
      {idle && retryable > 0 && (
        <div>
          <Button variant="secondary" icon={<RotateCcw size={16} />} onClick={onRetryFailed}>
            {BULK_RETRY_FAILED_BUTTON}
          </Button>
        </div>
      )}
    </>
  );
}

function StatusSummary({ items }: { items: readonly BulkItem[] }) {
  const counts = countByStatus(items);
  const shown = (
    ['encontrada', 'nao_encontrada', 'invalida', 'falhou', 'pendente'] as const
  ).filter((status) => counts[status] > 0);
  return (
    <ul className={styles.summary} aria-label="Resumo da consulta">
      {shown.map((status) => (
        <li key={status}>
          {bulkStatusLabel(status)}: <strong>{counts[status].toLocaleString('pt-BR')}</strong>
        </li>
      ))}
    </ul>
  );
}

function Unfound({ items }: { items: readonly BulkItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="bulk-unfound">
      <h2 id="bulk-unfound" className={styles.sectionTitle}>
        Sem dados ({items.length.toLocaleString('pt-BR')})
      </h2>
      <ScrollTable label="CNPJs sem dados">
        <thead>
          <tr>
            <th scope="col">CNPJ</th>
            <th scope="col">Situação da consulta</th>
            <th scope="col">Motivo</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={`${item.cnpj}-${index}`}>
              <td className={styles.mono}>{formatCnpj(item.cnpj)}</td>
              <td>{bulkStatusLabel(item.status)}</td>
              <td>{item.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

/** The found companies through the quick filters, the plan and "Não contatar". */
function foundCompanies(
  run: BulkRunView,
  filters: BulkFilters,
  plano: string | undefined,
  naoContatar: ReadonlySet<string>,
) {
  const companies = run.items.flatMap((item) =>
    item.status === 'encontrada' && item.company ? [item.company as BulkCompany] : [],
  );
  const filtered = companies.filter((company) => passesBulkFilters(company, filters));
  const allowed = Math.min(visibleBulkResults(plano), filtered.length);
  return {
    companies,
    filtered,
    allowed,
    undecided: undecidedHeadOffices(filtered, filters),
    marked: naoContatarMarks(filtered, naoContatar),
  };
}

type Found = ReturnType<typeof foundCompanies>;

/** The CNPJs not found and the invalid ones (those waiting only once the run stops). */
function otherItems(run: BulkRunView) {
  // While a run goes on, the CNPJs still waiting are only counted: a table of a thousand rows
  // redrawn with every answer would slow the run itself.
  const running = run.phase === 'running';
  const others = run.items.filter(
    (item) => item.status !== 'encontrada' && !(running && item.status === 'pendente'),
  );
  const missing = others.filter(
    (item) => item.status === 'nao_encontrada' || item.status === 'invalida',
  );
  return { others, missing };
}

/** "Somente ativas" and "Somente matrizes". */
function QuickFilters({
  filters,
  onFiltersChange,
}: {
  filters: BulkFilters;
  onFiltersChange: (filters: BulkFilters) => void;
}) {
  return (
    <>
      <Checkbox
        checked={filters.onlyActive}
        onCheckedChange={(onlyActive) => onFiltersChange({ ...filters, onlyActive })}
        label={BULK_ONLY_ACTIVE_FILTER}
      />
      <Checkbox
        checked={filters.onlyHeadOffices}
        onCheckedChange={(onlyHeadOffices) => onFiltersChange({ ...filters, onlyHeadOffices })}
        label={BULK_ONLY_HEAD_OFFICES_FILTER}
      />
    </>
  );
}

/** "Triagem": the found companies shown, in their order, within the plan. */
function TriageButton({ found, onTriage }: { found: Found; onTriage: BulkTriage['onOpen'] }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={found.allowed === 0}
      onClick={() =>
        onTriage({
          companies: found.filtered.slice(0, found.allowed),
          cutByPlan: found.filtered.length > found.allowed,
        })
      }
    >
      {TRIAGE_LABEL}
    </Button>
  );
}

/** The files: those without data as a .csv, and the CRM export when offered. */
function FileActions({
  found,
  missing,
  onDownloadMissing,
  onExportToCrm,
}: Pick<BulkResultsProps, 'onDownloadMissing' | 'onExportToCrm'> & {
  found: Found;
  missing: BulkItem[];
}) {
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<Download size={16} />}
        disabled={missing.length === 0}
        onClick={() => onDownloadMissing(missing)}
      >
        {BULK_DOWNLOAD_MISSING_BUTTON}
      </Button>
      {onExportToCrm && (
        <Button
          size="sm"
          variant="secondary"
          icon={<Send size={16} />}
          disabled={found.companies.length === 0}
          onClick={onExportToCrm}
        >
          {BULK_EXPORT_CRM_BUTTON}
        </Button>
      )}
    </>
  );
}

/** The quick filters, the density and the ways out. */
function ResultsToolbar(
  props: Pick<
    BulkResultsProps,
    'density' | 'onDensityChange' | 'onDownloadMissing' | 'onExportToCrm'
  > & {
    filters: BulkFilters;
    onFiltersChange: (filters: BulkFilters) => void;
    found: Found;
    missing: BulkItem[];
    onAddAll: () => void;
    onTriage?: BulkTriage['onOpen'];
  },
) {
  const { found, onTriage } = props;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Ações dos resultados">
      <QuickFilters filters={props.filters} onFiltersChange={props.onFiltersChange} />
      <ResultsDensityToggle density={props.density} onDensityChange={props.onDensityChange} />
      <Button
        size="sm"
        icon={<ListPlus size={16} />}
        disabled={found.allowed === 0}
        onClick={props.onAddAll}
      >
        {BULK_ADD_TO_LIST_BUTTON}
      </Button>
      {onTriage && <TriageButton found={found} onTriage={onTriage} />}
      <FileActions {...props} />
    </div>
  );
}

/** What the screen says of the found companies: those it cannot judge, those on "Não contatar". */
function FoundNotes({ found }: { found: Found }) {
  return (
    <>
      {found.undecided > 0 && (
        <Banner variant="info">{headOfficeUndecidedText(found.undecided, 'encontradas')}</Banner>
      )}
      {found.marked.size > 0 && (
        <Banner variant="info">{naoContatarLeftOutText(found.marked.size)}</Banner>
      )}
    </>
  );
}

/** The found companies: notes, the selection, the rows in slices and the free plan's limit. */
function FoundCompanies({
  found,
  density,
  selection,
  onSelectionChange,
  addToList,
  drawn,
  onDrawMore,
  linkComponent,
}: Pick<BulkResultsProps, 'density' | 'linkComponent'> & {
  found: Found;
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: ReadonlySet<string>) => void;
  addToList: (cnpjs: string[]) => void;
  /** How many rows are drawn (slices of {@link ROWS_PER_SLICE}). */
  drawn: number;
  onDrawMore: () => void;
}) {
  const { filtered, allowed } = found;
  const shown = filtered.slice(0, Math.min(allowed, drawn));
  const more = allowed - shown.length;
  const selected = shown.filter((company) => selection.has(company.cnpj)).map((c) => c.cnpj);
  return (
    <>
      <FoundNotes found={found} />
      {selected.length > 0 && (
        <SelectionBar
          count={selected.length}
          onAddToList={() => addToList(selected)}
          onClear={() => onSelectionChange(new Set())}
        />
      )}
      {shown.length > 0 && (
        <section className={styles.section} aria-labelledby="bulk-found">
          <h2 id="bulk-found" className={styles.sectionTitle}>
            Encontradas ({filtered.length.toLocaleString('pt-BR')})
          </h2>
          <CompanyResults
            rows={shown}
            selection={selection}
            onSelectionChange={onSelectionChange}
            density={density}
            rowActions={{ doNotContactMarked: found.marked }}
          />
        </section>
      )}
      <MoreBelow
        more={more}
        onDrawMore={onDrawMore}
        cutByPlan={filtered.length > allowed}
        linkComponent={linkComponent}
      />
    </>
  );
}

/** Below the rows: "Mostrar mais" while some are not drawn, and the free plan's limit. */
function MoreBelow({
  more,
  onDrawMore,
  cutByPlan,
  linkComponent,
}: Pick<BulkResultsProps, 'linkComponent'> & {
  more: number;
  onDrawMore: () => void;
  cutByPlan: boolean;
}) {
  return (
    <>
      {more > 0 && (
        <div>
          <Button variant="secondary" onClick={onDrawMore}>
            {bulkShowMoreText(Math.min(more, ROWS_PER_SLICE))}
          </Button>
        </div>
      )}
      {cutByPlan && (
        <Banner
          variant="warning"
          action={<SubscribeAction limit="resultados" linkComponent={linkComponent} />}
        >
          {FREE_PLAN_BULK_ALERT}
        </Banner>
      )}
    </>
  );
}

/** The results of the runs so far. */
export function BulkResults(props: BulkResultsProps) {
  const { run, onAddToList } = props;
  const [filters, setFilters] = useState<BulkFilters>(NO_FILTERS);
  const [ownSelection, setOwnSelection] = useState<ReadonlySet<string>>(() => new Set());
  const selection = props.triage?.selection ?? ownSelection;
  const setSelection = props.triage?.onSelectionChange ?? setOwnSelection;
  // A thousand rows drawn at once would stall the page: they come in slices, on request.
  const [drawn, setDrawn] = useState(ROWS_PER_SLICE);
  const found = foundCompanies(run, filters, props.plano, props.naoContatar ?? NO_MARKS);
  // What goes to a list leaves "Não contatar" out, as every set's does (decision 057).
  const addToList = (cnpjs: string[]) =>
    onAddToList(
      withoutNaoContatar(
        cnpjs.map((cnpj) => ({ cnpj })),
        found.marked,
      ).map((c) => c.cnpj),
    );
  const { others, missing } = otherItems(run);

  return (
    <section className={styles.results} aria-label="Resultados da consulta">
      {run.phase === 'running' && <Progress run={run} onCancel={props.onCancel} />}
      <Notices run={run} onRetryFailed={props.onRetryFailed} />
      <StatusSummary items={run.items} />
      {/* While a run goes on only its counts change: the companies are drawn once it ends or is
          cancelled, so drawing them never slows the lookups down. */}
      {run.phase !== 'running' && (
        <>
          <ResultsToolbar
            {...props}
            filters={filters}
            onFiltersChange={setFilters}
            found={found}
            missing={missing}
            onTriage={props.triage?.onOpen}
            onAddAll={() =>
              addToList(found.filtered.slice(0, found.allowed).map((company) => company.cnpj))
            }
          />
          <FoundCompanies
            found={found}
            density={props.density}
            selection={selection}
            onSelectionChange={setSelection}
            addToList={addToList}
            drawn={drawn}
            onDrawMore={() => setDrawn(drawn + ROWS_PER_SLICE)}
            linkComponent={props.linkComponent}
          />
        </>
      )}
      <Unfound items={others} />
    </section>
  );
}
