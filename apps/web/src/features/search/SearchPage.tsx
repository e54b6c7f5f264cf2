// docs/product.md#screens-and-routes "Company search screen" at /pesquisar-empresas: the kit's two
// regions (the form and the results) in the search layout, AddToListDialog and the Radar's monitor
// window, bound to the API, with the filters in the URL, saved searches and a warning before leaving.
// The add-to-list modal loads on the press that opens it: no first paint draws it (decision 082).
import { LEAVE_SEARCH_TITLE, RADAR_MONITOR_ACTION, TRIAGE_LABEL } from '@cnpj/domain';
import { Button } from '@cnpj/ui/components/Button';
import { ConfirmDialog } from '@cnpj/ui/components/ConfirmDialog';
import { RadarMonitorDialog } from '@cnpj/ui/screens/shared/radar';
import {
  isSearchShown,
  SearchForm,
  SearchResults,
  SearchScreen,
} from '@cnpj/ui/screens/SearchScreen';
import { Radar } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation, type Blocker } from 'react-router-dom';
import { ScreenLink } from '../../shared/navigation/screen-link';
import { searchTriagePath } from '../../shared/triage/triage-path';
import { usePlan } from '../../shared/services/plan-queries';
import { useResultsDensity } from '../../shared/company-set/results-density';
import { SavedSearchesDialog } from './SavedSearchesDialog';
import { useSearchPage } from './use-search-page';
import styles from './SearchPage.module.css';

const AddToListDialog = lazy(() =>
  import('@cnpj/ui/screens/AddToListDialog').then((module) => ({
    default: module.AddToListDialog,
  })),
);

/** Asks before leaving the page while something would be lost, naming it (docs/product.md#search). */
function LeaveConfirm({ blocker, message }: { blocker: Blocker; message: string }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={LEAVE_SEARCH_TITLE}
      message={message}
      confirmLabel="Sair"
      cancelLabel="Continuar aqui"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/** The page at /pesquisar-empresas. */
export default function SearchPage() {
  const { plan } = usePlan();
  const page = useSearchPage(plan);
  const [density, setDensity] = useResultsDensity();
  const { search } = useLocation();
  const shown = page.results.results;

  return (
    <div className={styles.page}>
      <SearchScreen
        {...page.layout}
        linkComponent={ScreenLink}
        form={
          <SearchForm
            {...page.form}
            searchShown={isSearchShown(page.results.results)}
            titleAction={
              <div className={styles.titleActions}>
                <SavedSearchesDialog {...page.saved} />
                <Button
                  variant="ghost"
                  icon={<Radar size={16} />}
                  aria-haspopup="dialog"
                  onClick={page.monitor.open}
                >
                  {RADAR_MONITOR_ACTION}
                </Button>
                {shown.kind === 'ready' && shown.total > 0 && (
                  // The companies shown, one at a time (docs/product.md#triage), from this page.
                  <Button asChild variant="ghost">
                    <ScreenLink href={searchTriagePath(search)} onClick={page.onOpenTriage}>
                      {TRIAGE_LABEL}
                    </ScreenLink>
                  </Button>
                )}
              </div>
            }
            linkComponent={ScreenLink}
          />
        }
        results={
          <SearchResults
            {...page.results}
            density={density}
            onDensityChange={setDensity}
            linkComponent={ScreenLink}
          />
        }
      />
      {page.dialog.open && (
        <Suspense fallback={null}>
          <AddToListDialog {...page.dialog} linkComponent={ScreenLink} />
        </Suspense>
      )}
      {page.crmDialog}
      <RadarMonitorDialog {...page.monitor.dialogProps} />
      {page.blocker.state === 'blocked' && page.leaveMessage && (
        <LeaveConfirm blocker={page.blocker} message={page.leaveMessage} />
      )}
    </div>
  );
}
