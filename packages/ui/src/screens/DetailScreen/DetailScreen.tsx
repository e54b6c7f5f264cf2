import { useState } from 'react';
import {
  DETAIL_FAILED_HINT,
  DETAIL_FAILED_TITLE,
  DETAIL_INVALID_HINT,
  DETAIL_INVALID_TITLE,
  DETAIL_NO_DATA_TITLE,
  DETAIL_NOT_FOUND_TITLE,
  freePlanAlert,
} from '@cnpj/domain';
import { Button } from '../../components/Button';
import type { DataTableLayout } from '../../components/DataTable';
import { SourceLine } from '../../components/SourceLine';
import { AlertMessage } from '../shared/AlertMessage';
import { PlainLink, type LinkComponent } from '../shared/link';
import { NaoContatarNotice } from '../shared/NaoContatarNotice';
import { StatusMessage } from '../shared/StatusMessage';
import { CompanyActions } from './parts/CompanyActions';
import { DetailHeader } from './parts/DetailHeader';
import {
  BusinessSection,
  ContactSection,
  GeneralSection,
  LocationSection,
  OtherSection,
} from './parts/CompanySections';
import { LinkedCompaniesTable } from './parts/LinkedCompaniesTable';
import { PartnersTable } from './parts/PartnersTable';
import { TopBar } from './parts/TopBar';
import type { DetailState } from './types';
import styles from './DetailScreen.module.css';

/** Props of {@link DetailScreen}. */
export interface DetailScreenProps {
  state: DetailState;
  /** The product's name, beside the mark that leads into the app. */
  appName: string;
  /** The print button; the app calls window.print (the print stylesheet hides buttons, one column). */
  onPrint: () => void;
  /** The router's link, for the mark and the way onward from a failure. */
  linkComponent?: LinkComponent;
  /**
   * Opens the add-to-list dialog for this company (the app renders it, as on the search). Without it
   * there is no "Adicionar à lista".
   */
  onAddToList?: () => void;
  /**
   * The user's plan: the free plan gets its lists alert instead (docs/product.md#plans-and-permissions).
   * Undefined while it is not read yet: the dialog opens, and a refusal by the backend tells a free
   * user there, so a subscriber never reads "plano Grátis" for pressing too early.
   */
  plano?: string;
  /** Partners and linked companies: 'auto' (default) draws cards on a phone-wide screen. */
  layout?: DataTableLayout;
  /**
   * Puts the company on "Não contatar" (docs/product.md#search "Only companies new to you"). Without
   * it there is no such button.
   */
  onDoNotContact?: () => void;
  /** The company is on "Não contatar": the button is done, and `doNotContactNote` says how it went. */
  doNotContact?: boolean;
  doNotContactNote?: string | null;
  /** "Desfazer" beside the note, while the company can still be taken off the list (decision 057). */
  onUndoDoNotContact?: () => void;
  onDismissDoNotContactNote?: () => void;
  /** "Fonte: Receita Federal (dados abertos), base de ..." under the sections; null hides it. */
  sourceLine?: string | null;
}

/** Where a visitor goes from a CNPJ that could not be shown: the lookup, to try another. */
export const LOOKUP_HREF = '/pesquisar-cnpj';

/** The body for every state but loaded (docs/product.md#states-and-transitions, #errors). */
function StateBlock({
  state,
  link: Link,
}: {
  state: Exclude<DetailState, { kind: 'ready' }>;
  link: LinkComponent;
}) {
  // No dead end: every failure offers the lookup, where another CNPJ can be tried.
  const onward = (
    <Button asChild variant="secondary">
      <Link href={LOOKUP_HREF}>Pesquisar CNPJ</Link>
    </Button>
  );
  switch (state.kind) {
    case 'invalid':
      return (
        <StatusMessage tone="error" title={DETAIL_INVALID_TITLE} headingLevel={1} action={onward}>
          {DETAIL_INVALID_HINT}
        </StatusMessage>
      );
    case 'loading':
      return (
        <StatusMessage tone="loading" title="Carregando detalhes da empresa..." headingLevel={1} />
      );
    case 'error':
      return (
        <StatusMessage tone="error" title={DETAIL_FAILED_TITLE} headingLevel={1} action={onward}>
          {DETAIL_FAILED_HINT}
        </StatusMessage>
      );
    case 'notFound':
      return (
        <StatusMessage tone="error" title={DETAIL_NOT_FOUND_TITLE} headingLevel={1} action={onward}>
          {DETAIL_FAILED_HINT}
        </StatusMessage>
      );
    case 'noData':
      return (
        <StatusMessage tone="empty" title={DETAIL_NO_DATA_TITLE} headingLevel={1} action={onward} />
      );
  }
}

/**
 * "Adicionar à lista" under the search's rule (docs/product.md#plans-and-permissions): the free plan
 * is told before any call. No handler, no action.
 */
function useAddToList(onAddToList: (() => void) | undefined, plano: string | undefined) {
  const [alert, setAlert] = useState<string | null>(null);
  const addToList =
    onAddToList &&
    (() => {
      const blocked = plano === undefined ? null : freePlanAlert('lists', plano);
      if (blocked) setAlert(blocked);
      else onAddToList();
    });
  return { addToList, alert, dismissAlert: () => setAlert(null) };
}

/** The loaded company: its header, every section, and where the data comes from. */
function CompanyDetail({
  state: { company, partners },
  onPrint,
  layout,
  sourceLine,
}: {
  state: Extract<DetailState, { kind: 'ready' }>;
  onPrint: () => void;
  layout: DataTableLayout;
  sourceLine?: string | null;
}) {
  return (
    <>
      <DetailHeader company={company} onPrint={onPrint} />
      <div className={styles.grid}>
        <GeneralSection company={company} />
        <ContactSection company={company} />
        <BusinessSection company={company} />
        <LocationSection company={company} />
        <PartnersTable partners={partners} layout={layout} />
        <OtherSection company={company} />
        <LinkedCompaniesTable companies={company.vinculadas} layout={layout} />
      </div>
      <SourceLine text={sourceLine} className={styles.sourceLine} />
    </>
  );
}

/** /detalhes/{cnpj} (docs/product.md#company-detail): a full screen, without the menu, with every section of the company. */
export function DetailScreen({
  state,
  appName,
  onPrint,
  linkComponent = PlainLink,
  onAddToList,
  plano,
  layout = 'auto',
  onDoNotContact,
  doNotContact = false,
  doNotContactNote,
  onUndoDoNotContact,
  onDismissDoNotContactNote,
  sourceLine,
}: DetailScreenProps) {
  const { addToList, alert, dismissAlert } = useAddToList(onAddToList, plano);
  const offered = state.kind === 'ready' && (addToList || onDoNotContact);
  return (
    <>
      <TopBar
        appName={appName}
        link={linkComponent}
        actions={
          offered ? (
            <CompanyActions
              onDoNotContact={onDoNotContact}
              doNotContact={doNotContact}
              onAddToList={addToList}
            />
          ) : undefined
        }
      />
      <main className={styles.screen}>
        {state.kind === 'ready' ? (
          <CompanyDetail state={state} onPrint={onPrint} layout={layout} sourceLine={sourceLine} />
        ) : (
          <StateBlock state={state} link={linkComponent} />
        )}
      </main>
      {onDoNotContact && (
        <NaoContatarNotice
          note={doNotContactNote ? { message: doNotContactNote, onUndo: onUndoDoNotContact } : null}
          onDismiss={() => onDismissDoNotContactNote?.()}
        />
      )}
      {alert !== null && (
        <AlertMessage message={alert} onDismiss={dismissAlert} linkComponent={linkComponent} />
      )}
    </>
  );
}
