// docs/product.md#exporting-to-a-crm: "Exportar para CRM" anywhere companies are shown. The page holds
// only whether the dialog is open; the CSV library loads when a file is written (decision 063).
import { useState, type ReactNode } from 'react';
import { CrmExportPanel, type CrmExportOptions } from './CrmExportPanel';

export type { CrmExportOptions } from './CrmExportPanel';

/** The export's opener, its dialog (to render with the page's dialogs), and whether rows are loading. */
export function useCrmExport(options: CrmExportOptions): {
  open: () => void;
  dialog: ReactNode;
  exporting: boolean;
} {
  const [isOpen, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const open = () => setOpen(true);
  const close = () => {
    setOpen(false);
    setExporting(false);
  };
  const dialog = isOpen ? (
    <CrmExportPanel {...options} onClose={close} onBusyChange={setExporting} />
  ) : null;
  return { open, dialog, exporting };
}
