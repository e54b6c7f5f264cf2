// A monitor's queue shown as results (docs/product.md#radar "The queue"): its new companies with
// everything results have: select and add to a list, "Enviar todos para lista", Excel (the backend's
// spreadsheet of the queue), the CRM file, the WhatsApp and call links of the rows, and "Não
// contatar". A company put on a list or on "Não contatar" leaves the queue: it is no longer new to
// the user (decision 043). Its actions are the one flow of an action on a set of companies (decision 076).
import { saveFile, type DownloadedFile } from '@cnpj/api-client';
import {
  backendExclusions,
  listFileBase,
  RADAR_EXCEL_IN_BROWSER,
  radarExclusionNote,
  withoutNaoContatar,
  type EmpresaResumo,
} from '@cnpj/domain';
import { Button } from '@cnpj/ui/components/Button';
import { Pagination } from '@cnpj/ui/components/Pagination';
import { AddToListDialog } from '@cnpj/ui/screens/AddToListDialog';
import type { RadarQueueView } from '@cnpj/ui/screens/RadarScreen';
import { NaoContatarNotice } from '@cnpj/ui/screens/shared';
import { CompanyResults, SelectionBar } from '@cnpj/ui/screens/shared/companies';
import { CrmExportButton } from '@cnpj/ui/screens/shared/CrmExportButton';
import { useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, ListPlus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSetAction } from '../../shared/company-set/set-action/use-set-action';
import { useCrmExport } from '../../shared/company-set/crm-export/use-crm-export';
import { useListedCompanies } from '../../shared/company-set/queries';
import { useResultsDensity } from '../../shared/company-set/results-density';
import { useAddToList } from '../../shared/company-set/use-add-to-list';
import { useNaoContatarOnPage } from '../../shared/company-set/use-new-companies';
import { logError } from '../../shared/lib/log';
import { RADAR_QUEUE_PAGE_SIZE, radarKeys, useRadarQueueQuery } from '../../shared/radar/queries';
import type { RadarEntry } from '../../shared/radar/use-radar';
import { api } from '../../shared/services/api';
import { usePlan } from '../../shared/services/plan-queries';
import { useSourceLine } from '../../shared/update-date/use-update-date';

/** Said while the backend's queue is read. */
export const RADAR_QUEUE_LOADING = 'Carregando empresas novas…';
/** Said when a queue holds nothing. */
export const RADAR_QUEUE_EMPTY = 'Nenhuma empresa nova neste monitor.';
/** Said when the backend's queue could not be read; the page offers "Tentar novamente" on the monitor. */
export const RADAR_QUEUE_FAILED = 'Não foi possível ler as empresas novas deste monitor.';
/** Said when the Excel spreadsheet of the queue could not be downloaded. */
export const RADAR_EXCEL_FAILED = 'Não foi possível baixar a planilha. Tente novamente.';

/** The most companies "Enviar todos para lista" reads from the backend's queue at once. */
const SEND_ALL_MAX = 1000;

type Place = 'account' | 'browser' | null;

/**
 * Which page of the queue is shown and how to turn it: the page's address holds it (?pagina=), so
 * leaving the triage, a reload or Back finds the queue where it was.
 */
export interface QueuePaging {
  page: number;
  onPageChange: (page: number) => void;
}

/** The page of the queue on screen, its rows and its total, wherever the queue lives. */
function useQueuePage(place: Place, entry: RadarEntry | null, { page, onPageChange }: QueuePaging) {
  const monitorId = entry?.monitor.id ?? '';
  const account = useRadarQueueQuery(monitorId, page, place === 'account' && entry !== null);
  // The page on screen: "Marcar como vistas" makes another one, as turning the page does.
  const shownPage = `${monitorId}:${entry?.monitor.visto_ate ?? ''}:${page}`;
  const naoContatar = useNaoContatarOnPage(shownPage);
  const queued = entry?.queue ?? [];
  // Kept here, the whole queue is at hand: shown a page at a time, as the backend's is.
  const fresh: readonly EmpresaResumo[] =
    place === 'browser'
      ? queued.slice((page - 1) * RADAR_QUEUE_PAGE_SIZE, page * RADAR_QUEUE_PAGE_SIZE)
      : (account.data?.data ?? []);
  const rows = useRowsInPlace(shownPage, fresh, naoContatar.kept);
  const total = place === 'browser' ? queued.length : (account.data?.total ?? 0);
  return { monitorId, page, turn: onPageChange, account, naoContatar, queued, rows, total };
}

type QueuePage = ReturnType<typeof useQueuePage>;

/** Every company of the queue: the browser's at hand, the backend's read up to its cap. */
const allRowsOf =
  (place: Place, { queued, monitorId, total }: QueuePage) =>
  async (): Promise<EmpresaResumo[]> => {
    if (place === 'browser') return [...queued];
    const all = await api.listRadarNewCompanies(monitorId, {
      page: 1,
      recordsPerPage: Math.min(Math.max(total, 1), SEND_ALL_MAX),
    });
    return all.data;
  };

/** "Enviar todos para lista", Excel and the CRM file on the queue, and what they tell. */
function useQueueActions(place: Place, entry: RadarEntry | null, queue: QueuePage) {
  const client = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const { plan, loaded } = usePlan();
  const sourceLine = useSourceLine();
  const { naoContatar: onNaoContatar } = useListedCompanies(entry !== null, true);
  // No longer new to the user: the add records it in this browser, so it leaves the queue here, and
  // the backend's on its next read.
  const addToList = useAddToList(() => {
    setSelection(new Set());
    void client.invalidateQueries({ queryKey: radarKeys.all });
  });
  const monitorName = entry?.monitor.nome ?? '';
  const allRows = allRowsOf(place, queue);
  const sendAll = useSetAction<void, EmpresaResumo[]>({
    run: allRows,
    onDone: (all) => addToList.open(all.map((row) => row.cnpj)),
    onFailed: (error) => (logError('Failed to read the Radar queue', error), null),
  });
  const excel = useSetAction<void, DownloadedFile>({
    run: () =>
      api.downloadRadarNewCompanies(
        queue.monitorId,
        `${listFileBase(monitorName, new Date())}.xlsx`,
      ),
    onDone: (file) => saveFile(file),
    onFailed: (error) => {
      logError('Failed to download the Radar spreadsheet', error);
      return { alert: RADAR_EXCEL_FAILED };
    },
    onNews: (news) => setAlert(news.message),
  });
  const crm = useCrmExport({
    loadRows: async () => withoutNaoContatar(await allRows(), onNaoContatar),
    fileName: listFileBase(monitorName, new Date()),
    plano: loaded ? plan : null,
    source: { listName: monitorName },
    sourceLine,
  });
  const dismissAlert = () => setAlert(null);
  return { alert, dismissAlert, selection, setSelection, addToList, sendAll, excel, crm };
}

type QueueActions = ReturnType<typeof useQueueActions>;

/** The queue's actions above its rows. */
function QueueActionsBar({ place, actions }: { place: Place; actions: QueueActions }) {
  return (
    <div role="group" aria-label="Ações das empresas novas">
      <Button
        variant="secondary"
        icon={<ListPlus size={16} />}
        onClick={() => actions.sendAll.request()}
      >
        Enviar todos para lista
      </Button>
      {place === 'account' && (
        <Button
          variant="secondary"
          icon={<FileSpreadsheet size={16} />}
          onClick={() => actions.excel.request()}
        >
          Excel
        </Button>
      )}
      <CrmExportButton onClick={actions.crm.open} busy={actions.crm.exporting} />
      {place === 'browser' && <p>{RADAR_EXCEL_IN_BROWSER}</p>}
    </div>
  );
}

/** The queue's rows with their selection, row actions and pages. */
function QueueRows({ queue, actions }: { queue: QueuePage; actions: QueueActions }) {
  const [density] = useResultsDensity();
  const { selection, setSelection } = actions;
  const pageCount = Math.ceil(queue.total / RADAR_QUEUE_PAGE_SIZE);
  return (
    <>
      <CompanyResults
        rows={queue.rows}
        selection={selection}
        onSelectionChange={setSelection}
        density={density}
        rowActions={{
          onDoNotContact: (row) => queue.naoContatar.put(row.cnpj),
          doNotContactMarked: queue.naoContatar.kept,
        }}
      />
      {pageCount > 1 && (
        <Pagination
          page={queue.page}
          pageCount={pageCount}
          onPageChange={queue.turn}
          label="Páginas das empresas novas"
        />
      )}
    </>
  );
}

interface QueueResultsProps {
  place: Place;
  queue: QueuePage;
  actions: QueueActions;
  failed: boolean;
}

/** The queue as results: its alert, its state, its actions and rows, and the "Não contatar" note. */
function QueueResults({ place, queue, actions, failed }: QueueResultsProps) {
  const { alert, selection } = actions;
  const { naoContatar } = queue;
  return (
    <>
      {alert && (
        <p role="alert">
          {alert}{' '}
          <Button size="sm" variant="ghost" onClick={actions.dismissAlert}>
            Fechar
          </Button>
        </p>
      )}
      {place === 'account' && queue.account.isPending ? (
        <p role="status">{RADAR_QUEUE_LOADING}</p>
      ) : failed ? (
        <p role="alert">{RADAR_QUEUE_FAILED}</p>
      ) : queue.rows.length === 0 ? (
        <p>{RADAR_QUEUE_EMPTY}</p>
      ) : (
        <>
          <QueueActionsBar place={place} actions={actions} />
          {selection.size > 0 && (
            <SelectionBar
              count={selection.size}
              onAddToList={() => actions.addToList.open([...selection])}
              onClear={() => actions.setSelection(new Set())}
            />
          )}
          <QueueRows queue={queue} actions={actions} />
        </>
      )}
      <NaoContatarNotice note={naoContatar.note} onDismiss={naoContatar.dismiss} />
    </>
  );
}

/** The queue view of the monitor `entry` (null: none opened). */
export function useRadarQueue(
  place: Place,
  entry: RadarEntry | null,
  markingSeen: boolean,
  paging: QueuePaging,
): { view: RadarQueueView | null; dialogs: ReactNode; failed: boolean } {
  const client = useQueryClient();
  const queue = useQueuePage(place, entry, paging);
  const actions = useQueueActions(place, entry, queue);
  // Each "Não contatar" done (or undone) tells its note: the queues and counts are read again.
  const note = queue.naoContatar.note;
  useEffect(() => {
    if (note) void client.invalidateQueries({ queryKey: radarKeys.all });
  }, [client, note]);

  if (!entry) return { view: null, dialogs: null, failed: false };
  const { account } = queue;
  const failed = place === 'account' && account.isError;
  const exclusionNote =
    place === 'browser'
      ? entry.exclusions && radarExclusionNote(entry.exclusions)
      : account.data && radarExclusionNote(backendExclusions(account.data.exclusoes));
  const results = <QueueResults place={place} queue={queue} actions={actions} failed={failed} />;
  const { addToList, crm } = actions;
  return {
    view: { monitorId: queue.monitorId, results, exclusionNote, markingSeen },
    dialogs: (
      <>
        {addToList.dialogProps.open && <AddToListDialog {...addToList.dialogProps} />}
        {crm.dialog}
      </>
    ),
    failed,
  };
}

/**
 * The rows shown, with a company put on "Não contatar" from this page kept in its place, marked, until
 * the page changes (decision 057): the queue read again leaves it out, the page does not move under
 * the pointer.
 */
function useRowsInPlace(
  page: string,
  fresh: readonly EmpresaResumo[],
  kept: ReadonlySet<string>,
): readonly EmpresaResumo[] {
  const [shown, setShown] = useState<{ page: string; rows: readonly EmpresaResumo[] }>({
    page,
    rows: fresh,
  });
  let rows = fresh;
  if (shown.page === page && kept.size > 0) {
    const freshCnpjs = new Set(fresh.map((row) => row.cnpj));
    const before = new Set(shown.rows.map((row) => row.cnpj));
    rows = [
      ...shown.rows.filter((row) => freshCnpjs.has(row.cnpj) || kept.has(row.cnpj)),
      ...fresh.filter((row) => !before.has(row.cnpj)),
    ];
  }
  const same =
    shown.page === page &&
    shown.rows.length === rows.length &&
    shown.rows.every((row, index) => row.cnpj === rows[index]?.cnpj);
  // Remembered for the next read of the queue (state set while rendering: React redraws at once).
  if (!same) setShown({ page, rows });
  return rows;
}
