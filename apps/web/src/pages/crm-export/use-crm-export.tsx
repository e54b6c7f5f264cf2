// docs/product.md#exporting-to-a-crm: "Exportar para CRM" anywhere companies are shown. The page holds
// only whether the dialog is open; the dialog, its work, the column catalogue and the CSV library load
// when it first opens, never with the page (performance budget, decision 011).
import { lazyPart } from '@cnpj/ui/on-demand';
import { useCallback, useState, type ReactNode } from 'react';
import type { CrmExportOptions } from './CrmExportPanel';

export type { CrmExportOptions } from './CrmExportPanel';

const CrmExportPanel = lazyPart(() =>
  import('./CrmExportPanel').then((module) => module.CrmExportPanel),
);

/** The export's opener, its dialog (to render with the page's dialogs), and whether rows are loading. */
export function useCrmExport(options: CrmExportOptions): {
  open: () => void;
  dialog: ReactNode;
  exporting: boolean;
} {
  const [isOpen, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    setExporting(false);
  }, []);
  const dialog = isOpen ? (
    <CrmExportPanel {...options} onClose={close} onBusyChange={setExporting} />
  ) : null;
  return { open, dialog, exporting };
}
