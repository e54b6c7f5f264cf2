// docs/product.md#exportar-para-crm: "Exportar para CRM" anywhere companies are shown. open() shows the
// dialog; "Baixar CSV" loads every row (with progress and "Cancelar", through the same transfer as the
// search's long operations), writes the chosen columns with the CSV library and saves the file. The
// dialog and the library load on demand, never with the page (performance budget, decision 011).
import { isAborted, saveFile, type DownloadedFile, type TransferOptions } from '@cnpj/api-client';
import {
  CRM_FREE_PLAN_ALERT,
  CRM_LOAD_FAILED_MESSAGE,
  CRM_NOTHING_TO_EXPORT_MESSAGE,
  crmFileName,
  crmTable,
  isFreePlanRefusal,
  type CrmRow,
} from '@cnpj/domain';
import { lazyPart } from '@cnpj/ui/on-demand';
import type { CrmExportState } from '@cnpj/ui/screens/CrmExportDialog';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { logError } from '../../lib/log';
import { useTransfer } from '../search/use-transfer';
import { ListUnavailableError } from './queries';
import { useCrmChoice } from './remembered-choice';

const CrmExportDialog = lazyPart(() =>
  import('@cnpj/ui/screens/CrmExportDialog').then((module) => module.CrmExportDialog),
);

/** What an export needs. */
export interface CrmExportOptions {
  /** Loads every row to export, telling how far it is; rejects when its signal aborts. */
  loadRows: (options: TransferOptions) => Promise<readonly CrmRow[]>;
  /** The file's name before the preset: "empresas" gives "empresas_hubspot.csv". */
  fileName: string;
  /** The user's plano: the free plan exports nothing. */
  plano: string | null;
  /** What is exported, under the dialog's title. */
  description?: string;
  /** What to know before exporting (the search shown, the export cap). */
  notice?: string | null;
  /** Saves the file in the browser; tests replace it. */
  save?: (file: DownloadedFile) => void;
  /** The file was saved (for analytics). */
  onExported?: (rows: number) => void;
}

/** How far the load is, in whole percent; null while the size is unknown. */
function percentOf(progress: { received: number; expected: number | null } | null): number | null {
  if (!progress?.expected) return null;
  return Math.min(100, Math.floor((progress.received / progress.expected) * 100));
}

/** What the failure says: the free plan's rule, an unavailable list, or a plain failure. */
function failureMessage(error: unknown): string {
  if (isFreePlanRefusal(error)) return CRM_FREE_PLAN_ALERT;
  if (error instanceof ListUnavailableError) return error.message;
  return CRM_LOAD_FAILED_MESSAGE;
}

/** The export's opener and its dialog, to render wherever the page renders its dialogs. */
export function useCrmExport(options: CrmExportOptions): {
  open: () => void;
  dialog: ReactNode;
  exporting: boolean;
} {
  const [isOpen, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<CrmExportState>({ kind: 'choosing' });
  const choice = useCrmChoice();
  const { progress, run, cancel } = useTransfer();
  // The latest options, read when the export runs (the loader may be a new function every render).
  const latest = useRef(options);
  latest.current = options;
  const { preset, columns } = choice;

  const exportNow = useCallback(async () => {
    const { loadRows, fileName, save = saveFile, onExported } = latest.current;
    setOutcome({ kind: 'choosing' });
    try {
      const rows = await run(loadRows);
      if (rows.length === 0)
        return setOutcome({ kind: 'failed', message: CRM_NOTHING_TO_EXPORT_MESSAGE });
      const [{ crmCsvBlob }, table] = [await import('./csv'), crmTable(rows, preset, columns)];
      const name = crmFileName(fileName, preset);
      save({ blob: crmCsvBlob(table), filename: name });
      setOutcome({ kind: 'done', fileName: name, rows: table.rows.length });
      onExported?.(table.rows.length);
    } catch (error) {
      // The user stopped it: back to choosing, nothing failed.
      if (isAborted(error)) return setOutcome({ kind: 'choosing' });
      logError('The CRM export failed', error);
      setOutcome({ kind: 'failed', message: failureMessage(error) });
    }
  }, [run, preset, columns]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      // Closing while loading stops the load: nobody is left to receive the file.
      if (!next) cancel();
      setOpen(next);
    },
    [cancel],
  );

  const open = useCallback(() => {
    setOutcome({ kind: 'choosing' });
    setOpen(true);
  }, []);

  const state: CrmExportState =
    progress !== null ? { kind: 'loading', percent: percentOf(progress) } : outcome;
  const dialog = isOpen ? (
    <CrmExportDialog
      open
      onOpenChange={onOpenChange}
      description={options.description}
      preset={preset}
      onPresetChange={(next) => {
        choice.setPreset(next);
        setOutcome({ kind: 'choosing' });
      }}
      columns={columns}
      onColumnsChange={choice.setColumns}
      plano={options.plano}
      notice={options.notice}
      state={state}
      onExport={() => void exportNow()}
      onCancel={cancel}
    />
  ) : null;
  return { open, dialog, exporting: progress !== null };
}
