// A monitor's queue shown as results (docs/product.md#radar "The queue"): its new companies with
// everything results have: select and add to a list, "Enviar todos para lista", Excel (the backend's
// spreadsheet of the queue), the CRM file, the WhatsApp and call links of the rows, and "Não
// contatar". A company put on a list or on "Não contatar" leaves the queue: it is no longer new to
// the user (decision 043).
import { saveFile } from '@cnpj/api-client';
import {
  backendExclusions,
  listFileBase,
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

/** The queue view of the monitor `entry` (null: none opened). */
export function useRadarQueue(
  place: 'account' | 'browser' | null,
  entry: RadarEntry | null,
  markingSeen: boolean,
): { view: RadarQueueView | null; dialogs: ReactNode; failed: boolean } {
  const client = useQueryClient();
  const monitorId = entry?.monitor.id ?? '';
  const [paging, setPaging] = useState({ monitorId, page: 1 });
  const page = paging.monitorId === monitorId ? paging.page : 1;
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [density] = useResultsDensity();
  const { plan, loaded } = usePlan();
  const sourceLine = useSourceLine();
  const account = useRadarQueueQuery(monitorId, page, place === 'account' && entry !== null);
  // No longer new to the user: the add records it in this browser, so it leaves the queue here, and
  // the backend's on its next read.
  const addToList = useAddToList(() => {
    setSelection(new Set());
    void client.invalidateQueries({ queryKey: radarKeys.all });
  });
  // The page on screen: "Marcar como vistas" makes another one, as turning the page does.
  const shownPage = `${monitorId}:${entry?.monitor.visto_ate ?? ''}:${page}`;
  const naoContatar = useNaoContatarOnPage(shownPage);
  const { naoContatar: onNaoContatar } = useListedCompanies(entry !== null, true);

  const queued = entry?.queue ?? [];
  // Kept here, the whole queue is at hand: shown a page at a time, as the backend's is.
  const fresh: readonly EmpresaResumo[] =
    place === 'browser'
      ? queued.slice((page - 1) * RADAR_QUEUE_PAGE_SIZE, page * RADAR_QUEUE_PAGE_SIZE)
      : (account.data?.data ?? []);
  const rows = useRowsInPlace(shownPage, fresh, naoContatar.kept);
  const total = place === 'browser' ? queued.length : (account.data?.total ?? 0);
  const monitorName = entry?.monitor.nome ?? '';

  const allRows = async (): Promise<EmpresaResumo[]> => {
    if (place === 'browser') return [...queued];
    const all = await api.listRadarNewCompanies(monitorId, {
      page: 1,
      recordsPerPage: Math.min(Math.max(total, 1), SEND_ALL_MAX),
    });
    return all.data;
  };
  const openAddToList = (cnpjs: readonly string[]) => addToList.open(cnpjs);
  const crm = useCrmExport({
    loadRows: async () => withoutNaoContatar(await allRows(), onNaoContatar),
    fileName: listFileBase(monitorName, new Date()),
    plano: loaded ? plan : null,
    source: { listName: monitorName },
    sourceLine,
  });
  // Each "Não contatar" done (or undone) tells its note: the queues and counts are read again.
  const note = naoContatar.note;
  useEffect(() => {
    if (note) void client.invalidateQueries({ queryKey: radarKeys.all });
  }, [client, note]);

  async function downloadExcel() {
    try {
      saveFile(
        await api.downloadRadarNewCompanies(
          monitorId,
          `${listFileBase(monitorName, new Date())}.xlsx`,
        ),
      );
    } catch (error) {
      logError('Failed to download the Radar spreadsheet', error);
      setAlert(RADAR_EXCEL_FAILED);
    }
  }

  if (!entry) return { view: null, dialogs: null, failed: false };
  const failed = place === 'account' && account.isError;
  const exclusionNote =
    place === 'browser'
      ? entry.exclusions && radarExclusionNote(entry.exclusions)
      : account.data && radarExclusionNote(backendExclusions(account.data.exclusoes));
  const pageCount = Math.ceil(total / RADAR_QUEUE_PAGE_SIZE);

  const results = (
    <>
      {alert && (
        <p role="alert">
          {alert}{' '}
          <Button size="sm" variant="ghost" onClick={() => setAlert(null)}>
            Fechar
          </Button>
        </p>
      )}
      {place === 'account' && account.isPending ? (
        <p role="status">{RADAR_QUEUE_LOADING}</p>
      ) : failed ? (
        <p role="alert">{RADAR_QUEUE_FAILED}</p>
      ) : rows.length === 0 ? (
        <p>{RADAR_QUEUE_EMPTY}</p>
      ) : (
        <>
          <div role="group" aria-label="Ações das empresas novas">
            <Button
              variant="secondary"
              icon={<ListPlus size={16} />}
              onClick={() =>
                void allRows()
                  .then((all) => openAddToList(all.map((row) => row.cnpj)))
                  .catch((error: unknown) => logError('Failed to read the Radar queue', error))
              }
            >
              Enviar todos para lista
            </Button>
            {place === 'account' && (
              <Button
                variant="secondary"
                icon={<FileSpreadsheet size={16} />}
                onClick={() => void downloadExcel()}
              >
                Excel
              </Button>
            )}
            <CrmExportButton onClick={crm.open} busy={crm.exporting} />
          </div>
          {selection.size > 0 && (
            <SelectionBar
              count={selection.size}
              onAddToList={() => openAddToList([...selection])}
              onClear={() => setSelection(new Set())}
            />
          )}
          <CompanyResults
            rows={rows}
            selection={selection}
            onSelectionChange={setSelection}
            density={density}
            rowActions={{
              onDoNotContact: (row) => naoContatar.put(row.cnpj),
              doNotContactMarked: naoContatar.kept,
            }}
          />
          {pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={(next) => setPaging({ monitorId, page: next })}
              label="Páginas das empresas novas"
            />
          )}
        </>
      )}
      <NaoContatarNotice note={naoContatar.note} onDismiss={naoContatar.dismiss} />
    </>
  );

  return {
    view: { monitorId, results, exclusionNote, markingSeen },
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
