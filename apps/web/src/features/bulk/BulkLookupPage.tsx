// docs/product.md#bulk-cnpj-lookup "Consultar CNPJs em lote": the kit's BulkLookupScreen over the run
// (the extension, or one detail per CNPJ), the uploaded file, the add-to-list modal, the CRM export,
// and the triage of the found companies (docs/product.md#triage), shown in this page over the lookup
// kept as it is.
// The libraries that read and write files (papaparse, read-excel-file) load on demand, never with the
// page (decision 063). The triage and the add-to-list modal load on the press that shows them: no
// first paint draws them (decision 082).
import { withoutNaoContatar, type BulkCompany, type BulkItem } from '@cnpj/domain';
import { BulkLookupScreen, type BulkTriageSet } from '@cnpj/ui/screens/BulkLookupScreen';
import { lazy, startTransition, Suspense, useState } from 'react';
import { useListedCompanies } from '../../shared/company-set/queries';
import { logError } from '../../shared/lib/log';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { useSourceLine } from '../../shared/update-date/use-update-date';
import { usePlan } from '../../shared/services/plan-queries';
import { downloadMissing as saveMissing } from './missing-csv';
import { useBulkFile } from './use-bulk-file';
import { useBulkLookup } from './use-bulk-lookup';
import { useCrmExport } from '../../shared/company-set/crm-export/use-crm-export';
import { useAddToList } from '../../shared/company-set/use-add-to-list';
import { useResultsDensity } from '../../shared/company-set/results-density';
import { useBulkTriage } from './use-bulk-triage';
import styles from './BulkLookupPage.module.css';

const SetTriage = lazy(() =>
  import('../../shared/triage/SetTriage').then((module) => ({ default: module.SetTriage })),
);
const AddToListDialog = lazy(() =>
  import('@cnpj/ui/screens/AddToListDialog').then((module) => ({
    default: module.AddToListDialog,
  })),
);

const ignoreAdded = () => undefined;

function downloadMissing(items: BulkItem[]) {
  saveMissing(items).catch((error: unknown) =>
    logError('Failed to write the missing CNPJs file', error),
  );
}

/** The companies the runs found, in the order given. */
const foundCompanies = (items: readonly BulkItem[]): BulkCompany[] =>
  items.flatMap((item) =>
    item.status === 'encontrada' && item.company ? [item.company as BulkCompany] : [],
  );

/** "Exportar para CRM" with the found companies, "Não contatar" left out. */
function useFoundCrmExport(found: BulkCompany[], naoContatar: ReadonlySet<string>) {
  const { plan, loaded } = usePlan();
  return useCrmExport({
    loadRows: () => Promise.resolve(withoutNaoContatar(found, naoContatar)),
    fileName: 'empresas-consulta-em-lote',
    plano: loaded ? plan : null,
    sourceLine: useSourceLine(),
  });
}

/** The page at /consultar-cnpjs-em-lote. */
export default function BulkLookupPage() {
  const [text, setText] = useState('');
  const bulkFile = useBulkFile();
  const lookup = useBulkLookup();
  const { plan, loaded } = usePlan();
  const [density, setDensity] = useResultsDensity();
  const addToList = useAddToList(ignoreAdded);
  const found = foundCompanies(lookup.state.items);
  // "Não contatar" (decision 057): marked among the found companies, left out of the CRM file.
  const { naoContatar } = useListedCompanies(found.length > 0, true);
  const crm = useFoundCrmExport(found, naoContatar);
  const { screen, triage } = useBulkTriage();
  // A transition keeps the lookup shown while the triage's code arrives; the triage replaces it once
  // it can be drawn.
  const openTriage = (set: BulkTriageSet) => startTransition(() => screen.onOpen(set));
  return (
    <>
      {triage && <SetTriage {...triage} />}
      <div className={triage ? styles.away : styles.kept}>
        <BulkLookupScreen
          linkComponent={ScreenLink}
          text={text}
          onTextChange={setText}
          file={bulkFile.file}
          onFileChosen={(chosen) => void bulkFile.choose(chosen)}
          onFileClear={bulkFile.clear}
          column={bulkFile.column}
          onColumnChange={bulkFile.setColumn}
          run={lookup.state}
          onStart={lookup.start}
          onCancel={lookup.cancel}
          onRetryFailed={lookup.retry}
          plano={loaded ? plan : undefined}
          onAddToList={addToList.open}
          onDownloadMissing={downloadMissing}
          onExportToCrm={found.length > 0 ? crm.open : undefined}
          naoContatar={naoContatar}
          density={density}
          onDensityChange={setDensity}
          triage={{ ...screen, onOpen: openTriage }}
        />
      </div>
      {addToList.dialogProps.open && (
        <Suspense fallback={null}>
          <AddToListDialog {...addToList.dialogProps} linkComponent={ScreenLink} />
        </Suspense>
      )}
      {crm.dialog}
    </>
  );
}
