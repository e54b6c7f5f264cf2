// docs/product.md#exporting-to-a-crm: "Exportar para CRM" anywhere companies are shown. The page holds
// only whether the dialog is open. The dialog, its column catalogue and its export load on the
// first press, and the dialog shows once they have arrived: no first paint draws it, and they were
// about 7 KiB gzip of the search's, the bulk lookup's, the Radar's and a list's initial JS
// (decision 082). The CSV library loads when a file is written (decision 063).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CrmExportOptions } from './CrmExportPanel';

export type { CrmExportOptions } from './CrmExportPanel';

const CrmExportPanel = lazy(() =>
  import('./CrmExportPanel').then((module) => ({ default: module.CrmExportPanel })),
);

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
  // The press is kept while the code arrives: the dialog opens as soon as it can be drawn.
  const dialog = isOpen ? (
    <Suspense fallback={null}>
      <CrmExportPanel {...options} onClose={close} onBusyChange={setExporting} />
    </Suspense>
  ) : null;
  return { open, dialog, exporting };
}
