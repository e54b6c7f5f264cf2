// "Exportar para CRM" on the search results (docs/product.md#exporting-to-a-crm): every row of the search
// shown, through the same all-rows call as "Enviar todos para lista", within the export cap. When the
// form holds filters not searched, or the search is above the cap, the dialog says so first, in the
// words of the Excel button's confirmation (docs/product.md#search "The search shown").
import { MISSING_SEARCH_ID_ALERT, exportConfirmation, needsConfirmation } from '@cnpj/domain';
import { readKnownCompanies } from '../../shared/company-set/known-companies';
import type { SearchRun } from './shown-page-url';
import { searchRowsLoader } from '../../shared/company-set/crm-export/queries';
import { useCrmExport } from '../../shared/company-set/crm-export/use-crm-export';

/** What the search's export needs. */
export interface SearchCrmExportOptions {
  /** The search shown: the file holds its rows, whatever the form holds. */
  run: SearchRun | null;
  stale: boolean;
  plano: string | null;
  onAlert: (message: string) => void;
  /** Where the data comes from, said in the dialog. */
  sourceLine?: string | null;
  /** The companies on "Não contatar" when the file is written; this browser's record by default. */
  naoContatar?: () => ReadonlySet<string>;
}

const recorded = () => readKnownCompanies().naoContatar;

/** The button's handler, whether rows are loading, and the dialog to render. */
export function useSearchCrmExport({
  run,
  stale,
  plano,
  onAlert,
  sourceLine,
  naoContatar: onNaoContatar = recorded,
}: SearchCrmExportOptions) {
  const loadRows = (options: Parameters<ReturnType<typeof searchRowsLoader>>[0]) => {
    if (!run) return Promise.resolve([]);
    // "Não contatar" never goes to a CRM, as it is never sent to a list (decisions 043, 057).
    const naoContatar = onNaoContatar();
    return searchRowsLoader(run)(options).then((rows) =>
      rows.filter((row) => !naoContatar.has(row.cnpj)),
    );
  };
  const crm = useCrmExport({
    loadRows,
    fileName: 'empresas',
    plano,
    source: run ? { searchTotal: run.total } : undefined,
    notice:
      run && needsConfirmation(run.total, stale) ? exportConfirmation(run.total, stale) : null,
    sourceLine,
  });
  const { open } = crm;
  const requestExport = () => {
    // Nothing was searched yet: the same advice as the search's other actions on every row.
    if (!run?.pesquisaId) onAlert(MISSING_SEARCH_ID_ALERT);
    else open();
  };
  return { requestExport, exporting: crm.exporting, dialog: crm.dialog };
}
