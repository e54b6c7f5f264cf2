// docs/product.md#screens-and-routes "Company search screen" at /pesquisar-empresas: the kit's SearchScreen and AddToListDialog
// bound to the API, with the filters in the URL, saved searches and a warning before leaving.
import { lazyPart, startInTurn, useWarmWhenIdle } from '@cnpj/ui/on-demand';
import { LEAVE_SEARCH_TITLE } from '@cnpj/domain';
import { SearchScreen } from '@cnpj/ui/screens/SearchScreen';
import { useMemo } from 'react';
import type { Blocker } from 'react-router-dom';
import { usePlan } from '../services/PlanProvider';
import { searchPageDeps } from './search/collaborators';
import { useResultsDensity } from './search/results-density';
import { SavedSearchesDialog, preloadSavedSearches } from './search/SavedSearchesDialog';
import { useSearchPage } from './search/use-search-page';
import styles from './search/SearchPage.module.css';

// Shown only after an action (adding to a list, leaving with results): their code loads when the
// browser is idle or when first opened, not with the page (performance budget, decision 011).
const AddToListDialog = lazyPart(() =>
  import('@cnpj/ui/screens/AddToListDialog').then((module) => module.AddToListDialog),
);
const ConfirmDialog = lazyPart(() =>
  import('@cnpj/ui/components/ConfirmDialog').then((module) => module.ConfirmDialog),
);
const preloadDialogs = () =>
  startInTurn([AddToListDialog.preload, ConfirmDialog.preload, preloadSavedSearches]);

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
  const collaborators = useMemo(searchPageDeps, []);
  const page = useSearchPage(collaborators, plan);
  const [density, setDensity] = useResultsDensity();
  useWarmWhenIdle(preloadDialogs);

  return (
    <div className={styles.page}>
      <SearchScreen
        {...page.screen}
        density={density}
        onDensityChange={setDensity}
        titleAction={<SavedSearchesDialog {...page.saved} />}
      />
      {page.dialog.open && <AddToListDialog {...page.dialog} />}
      {page.crmDialog}
      {page.blocker.state === 'blocked' && page.leaveMessage && (
        <LeaveConfirm blocker={page.blocker} message={page.leaveMessage} />
      )}
    </div>
  );
}
