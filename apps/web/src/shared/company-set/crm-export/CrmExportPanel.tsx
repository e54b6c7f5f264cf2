// docs/product.md#exporting-to-a-crm: the open "Exportar para CRM" dialog bound to its work. "Baixar CSV"
// loads every row (with progress and "Cancelar", through the same transfer as the search's long
// operations), writes the chosen columns with the CSV library and saves the file. This module, the
// column catalogue and the CSV library load only when the dialog first opens (performance budget).
import { saveFile, type TransferOptions } from '@cnpj/api-client';
import {
  CRM_FREE_PLAN_ALERT,
  CRM_LIST_UNAVAILABLE_MESSAGE,
  CRM_LOAD_FAILED_MESSAGE,
  CRM_NOTHING_TO_EXPORT_MESSAGE,
  CRM_NO_COLUMNS_SENT_MESSAGE,
  EXPORT_ROW_CAP,
  crmFileName,
  crmListDescription,
  crmSearchDescription,
  crmTable,
  isFreePlanRefusal,
  type CrmRow,
} from '@cnpj/domain';
import { ScreenLink } from '../../navigation/screen-link';
import { CrmExportDialog, type CrmExportState } from '@cnpj/ui/screens/CrmExportDialog';
import { useEffect, useState } from 'react';
import { logError } from '../../lib/log';
import { useSetAction } from '../set-action/use-set-action';
import { ListUnavailableError } from './queries';
import { useCrmChoice } from './remembered-choice';

/** What an export needs. */
export interface CrmExportOptions {
  /** Loads every row to export, telling how far it is; rejects when its signal aborts. */
  loadRows: (options: TransferOptions) => Promise<readonly CrmRow[]>;
  /** The file's name before the preset: "empresas" gives "empresas_hubspot.csv". */
  fileName: string;
  /** The user's plano: the free plan exports nothing. */
  plano: string | null;
  /** What is exported, said under the dialog's title: the search's total, or the list's name. */
  source?: { searchTotal: number } | { listName: string };
  /** What to know before exporting (the search shown, the export cap). */
  notice?: string | null;
  /** "Fonte: Receita Federal ...": said in the dialog, never written in the file. */
  sourceLine?: string | null;
  /** The file was saved (for analytics). */
  onExported?: (rows: number) => void;
}

/** Props of {@link CrmExportPanel}. */
export interface CrmExportPanelProps extends CrmExportOptions {
  onClose: () => void;
  /** Rows are loading (true) or not (false). */
  onBusyChange: (busy: boolean) => void;
}

/** How far the load is, in whole percent; null while the size is unknown. */
function percentOf(progress: { received: number; expected: number | null } | null): number | null {
  if (!progress?.expected) return null;
  return Math.min(100, Math.floor((progress.received / progress.expected) * 100));
}

/** The sentence under the title. */
function describe(source: CrmExportOptions['source']): string | undefined {
  if (!source) return undefined;
  return 'listName' in source
    ? crmListDescription(source.listName)
    : crmSearchDescription(source.searchTotal, EXPORT_ROW_CAP);
}

/** What the failure says: the free plan's rule, an unavailable list, or a plain failure. */
function failureMessage(error: unknown): string {
  if (isFreePlanRefusal(error)) return CRM_FREE_PLAN_ALERT;
  if (error instanceof ListUnavailableError) return CRM_LIST_UNAVAILABLE_MESSAGE;
  return CRM_LOAD_FAILED_MESSAGE;
}

/** Writes `rows` with the chosen columns and saves the file; or says why there is none. */
async function saveCsv(
  rows: readonly CrmRow[],
  preset: Parameters<typeof crmTable>[1],
  columns: Parameters<typeof crmTable>[2],
  fileName: string,
): Promise<CrmExportState> {
  if (rows.length === 0) return { kind: 'failed', message: CRM_NOTHING_TO_EXPORT_MESSAGE };
  const { crmCsvBlob } = await import('./csv');
  const table = crmTable(rows, preset, columns);
  // A column the backend sends nothing for is left out and named, never written blank.
  if (table.header.length === 0) return { kind: 'failed', message: CRM_NO_COLUMNS_SENT_MESSAGE };
  const name = crmFileName(fileName, preset);
  saveFile({ blob: crmCsvBlob(table), filename: name });
  const { missingColumns } = table;
  return { kind: 'done', fileName: name, rows: table.rows.length, missingColumns };
}

/** The dialog and its export; closing it (or leaving the page) stops a load under way. */
export function CrmExportPanel(props: CrmExportPanelProps) {
  const { loadRows, fileName, onExported, onBusyChange } = props;
  const [outcome, setOutcome] = useState<CrmExportState>({ kind: 'choosing' });
  const choice = useCrmChoice();
  const { preset, columns } = choice;
  // Loading every row is the one flow of an action on a set of companies (decision 076); the user's
  // stop goes back to choosing, anything else is logged and told in the dialog.
  const action = useSetAction<void, readonly CrmRow[]>({
    run: (_, transfer) => loadRows(transfer),
    onDone: async (rows) => {
      const next = await saveCsv(rows, preset, columns, fileName);
      setOutcome(next);
      if (next.kind === 'done') onExported?.(next.rows);
    },
    onFailed: (error) => {
      logError('The CRM export failed', error);
      return { failure: failureMessage(error) };
    },
  });
  const { progress, phase, cancel } = action;
  const busy = action.running.length > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const exportNow = () => {
    setOutcome({ kind: 'choosing' });
    action.request();
  };

  const state: CrmExportState = busy
    ? { kind: 'loading', percent: percentOf(progress) }
    : phase.kind === 'failed'
      ? { kind: 'failed', message: phase.news.message }
      : outcome;
  return (
    <CrmExportDialog
      open
      linkComponent={ScreenLink}
      onOpenChange={(open) => {
        if (open) return;
        cancel();
        props.onClose();
      }}
      description={describe(props.source)}
      preset={preset}
      onPresetChange={(next) => {
        choice.setPreset(next);
        action.dismissFailure();
        setOutcome({ kind: 'choosing' });
      }}
      columns={columns}
      onColumnsChange={choice.setColumns}
      plano={props.plano}
      notice={props.notice}
      sourceLine={props.sourceLine}
      state={state}
      onExport={exportNow}
      onCancel={cancel}
    />
  );
}
