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

/** The results of the runs so far. */
export function BulkResults(props: BulkResultsProps) {
  const { run, plano, density, onDensityChange, onAddToList, onDownloadMissing, onExportToCrm } =
    props;
  const [filters, setFilters] = useState<BulkFilters>(NO_FILTERS);
  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const companies = run.items.flatMap((item) =>
    item.status === 'encontrada' && item.company ? [item.company as BulkCompany] : [],
  );
  const filtered = companies.filter((company) => passesBulkFilters(company, filters));
  const undecided = undecidedHeadOffices(filtered, filters);
  const marked = naoContatarMarks(filtered, props.naoContatar ?? NO_MARKS);
  const rowActions = { doNotContactMarked: marked };
  // What goes to a list leaves "Não contatar" out, as every set's does (decision 057).
  const addToList = (cnpjs: string[]) =>
    onAddToList(
      withoutNaoContatar(
        cnpjs.map((cnpj) => ({ cnpj })),
        marked,
      ).map((c) => c.cnpj),
    );
  const limit = visibleBulkResults(plano);
  const allowed = Math.min(limit, filtered.length);
  // A thousand rows drawn at once would stall the page: they come in slices, on request.
  const [drawn, setDrawn] = useState(ROWS_PER_SLICE);
  const shown = filtered.slice(0, Math.min(allowed, drawn));
  const hidden = filtered.length - allowed;
  const more = allowed - shown.length;
  // While a run goes on, the CNPJs still waiting are only counted: a table of a thousand rows
  // redrawn with every answer would slow the run itself.
  const running = run.phase === 'running';
  const others = run.items.filter(
    (item) => item.status !== 'encontrada' && !(running && item.status === 'pendente'),
  );
  const missing = others.filter(
    (item) => item.status === 'nao_encontrada' || item.status === 'invalida',
  );
  const selected = shown.filter((company) => selection.has(company.cnpj)).map((c) => c.cnpj);

  return (
    <section className={styles.results} aria-label="Resultados da consulta">
      {run.phase === 'running' && <Progress run={run} onCancel={props.onCancel} />}
      <Notices run={run} onRetryFailed={props.onRetryFailed} />
      <StatusSummary items={run.items} />
      {/* While a run goes on only its counts change: the companies are drawn once it ends or is
          cancelled, so drawing them never slows the lookups down. */}
      {!running && (
        <>
          <div className={styles.toolbar} role="toolbar" aria-label="Ações dos resultados">
            <Checkbox
              checked={filters.onlyActive}
              onCheckedChange={(onlyActive) => setFilters({ ...filters, onlyActive })}
              label={BULK_ONLY_ACTIVE_FILTER}
            />
            <Checkbox
              checked={filters.onlyHeadOffices}
              onCheckedChange={(onlyHeadOffices) => setFilters({ ...filters, onlyHeadOffices })}
              label={BULK_ONLY_HEAD_OFFICES_FILTER}
            />
            <ResultsDensityToggle density={density} onDensityChange={onDensityChange} />
            <Button
              size="sm"
              icon={<ListPlus size={16} />}
              disabled={shown.length === 0}
              onClick={() => addToList(filtered.slice(0, allowed).map((company) => company.cnpj))}
            >
              {BULK_ADD_TO_LIST_BUTTON}
            </Button>
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
                disabled={companies.length === 0}
                onClick={onExportToCrm}
              >
                {BULK_EXPORT_CRM_BUTTON}
              </Button>
            )}
          </div>
          {undecided > 0 && (
            <Banner variant="info">{headOfficeUndecidedText(undecided, 'encontradas')}</Banner>
          )}
          {marked.size > 0 && <Banner variant="info">{naoContatarLeftOutText(marked.size)}</Banner>}
          {selected.length > 0 && (
            <SelectionBar
              count={selected.length}
              onAddToList={() => addToList(selected)}
              onClear={() => setSelection(new Set())}
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
                onSelectionChange={setSelection}
                density={density}
                rowActions={rowActions}
              />
            </section>
          )}
          {more > 0 && (
            <div>
              <Button variant="secondary" onClick={() => setDrawn(drawn + ROWS_PER_SLICE)}>
                {bulkShowMoreText(Math.min(more, ROWS_PER_SLICE))}
              </Button>
            </div>
          )}
          {hidden > 0 && (
            <Banner
              variant="warning"
              action={<SubscribeAction limit="resultados" linkComponent={props.linkComponent} />}
            >
              {FREE_PLAN_BULK_ALERT}
            </Banner>
          )}
        </>
      )}
      <Unfound items={others} />
    </section>
  );
}
