// The export and import of everything this browser keeps for the signed-in user (decision 056), as
// the user details page offers them.
import { saveFile } from '@cnpj/api-client';
import type { BrowserDataActions, ImportOutcome } from '@cnpj/ui/screens/UserDetailsScreen';
import { useState } from 'react';
import { exportBrowserData, importBrowserData } from '../../shared/services/browser-data';
import { savedSearches } from '../../shared/services/saved-searches';
import { allBrowserDataParts } from '../../shared/services/browser-data-parts';

/** "Exportar dados" and "Importar dados", and what the last import did. */
export function useBrowserDataFile(): BrowserDataActions {
  const [importOutcome, setImportOutcome] = useState<ImportOutcome | null>(null);
  const parts = () => allBrowserDataParts(savedSearches());
  return {
    importOutcome,
    onExport: () => saveFile(exportBrowserData(parts())),
    onImport: async (file) => {
      const imported = importBrowserData(parts(), await file.text());
      setImportOutcome({ kind: imported ? 'imported' : 'failed' });
    },
  };
}
