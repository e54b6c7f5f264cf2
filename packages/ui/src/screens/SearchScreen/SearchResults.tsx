// The search page's results region (docs/product.md#search): the rows of the search shown with their
// selection, paging and view, the note on filters applied to the page only, "Enviar todos para
// lista" with its question, the long operations' progress, and "Não contatar".
import { useState } from 'react';
import { freePlanAlert, type FreePlanAction } from '@cnpj/domain';
import type { DataTableLayout } from '../../components/DataTable';
import type { ResultsDensity, RowActions } from '../shared/companies';
import { NaoContatarNotice, type NaoContatarNote } from '../shared/NaoContatarNotice';
import { AlertMessage } from './parts/AlertMessage';
import { LongOperations } from './parts/LongOperations';
import { ResultsSection, type SearchResultsState } from './parts/ResultsSection';
import type { ResultsAction, Transfers } from './parts/actions';
import type { LinkComponent } from '../shared/link';
import styles from './SearchScreen.module.css';

/** "Não contatar" on the results (docs/product.md#search "Only companies new to you", decision 057). */
export interface DoNotContact {
  /** Puts a company of the results on "Não contatar" (or takes it off again). */
  onToggle: (cnpj: string) => void;
  /** Rows put on "Não contatar" from this page: kept in place, marked. */
  marked?: ReadonlySet<string>;
  /** What the latest "Não contatar" did, with "Desfazer"; null shows nothing. */
  note?: NaoContatarNote | null;
  onDismissNote?: () => void;
}

/** Props of {@link SearchResults}: plain data in, intent callbacks out. */
export interface SearchResultsProps {
  results: SearchResultsState;
  /** The form differs from the search shown: the results say so. */
  filtersChanged?: boolean;
  /**
   * Filters the backend could not apply, applied to the page shown only (docs/product.md#search):
   * the note that says so, above the results; null when the backend applied everything.
   */
  pageOnlyNote?: string | null;
  /** Selected CNPJs (digits). */
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: Set<string>) => void;
  onPageChange: (page: number) => void;
  /** The user's plano; free (G, unknown, empty) blocks paging and lists (docs/product.md#plans-and-permissions). */
  plano: string | null;
  onAddSelectionToList: () => void;
  /** "Enviar todos para lista", asking first above 65,535 results. */
  sendAll: ResultsAction;
  /** Long answers under way (the Excel file, every result for a list). */
  transfers?: Transfers;
  /** Results as table or cards; 'auto' follows the available width. */
  layout?: DataTableLayout;
  /** One line a company ('compact') or every detail ('comfortable', the default); the app remembers it per browser. */
  density?: ResultsDensity;
  onDensityChange?: (density: ResultsDensity) => void;
  /** Omitted, the rows offer no "Não contatar". */
  doNotContact?: DoNotContact;
  /** Renders the free-plan alert's "Assinar" link: the app's router link (decision 070). */
  linkComponent?: LinkComponent;
}

const NO_TRANSFERS: Transfers['running'] = [];

/** The long operations' panel: the transfers under way and "Enviar todos para lista"'s question. */
function TransfersPanel({ transfers, sendAll }: Pick<SearchResultsProps, 'transfers' | 'sendAll'>) {
  const running = transfers?.running ?? NO_TRANSFERS;
  const sendAllConfirmation = sendAll.confirmation ?? null;
  if (running.length === 0 && !sendAllConfirmation) return null;
  return (
    <LongOperations
      transfers={running}
      onCancelTransfer={(kind) => transfers?.onCancel(kind)}
      sendAllConfirmation={sendAllConfirmation}
      onConfirmSendAll={() => sendAll.onConfirm?.()}
      onCancelSendAll={() => sendAll.onCancel?.()}
    />
  );
}

/** docs/product.md#screens-and-routes "Company search screen": results with paging and selection. */
export function SearchResults(props: SearchResultsProps) {
  const { results, plano, sendAll, transfers, doNotContact } = props;
  const [alert, setAlert] = useState<string | null>(null);

  /** Runs an action unless the free plan blocks it, in which case its docs/product.md#plans-and-permissions alert shows. */
  const unlessFreePlan = (action: FreePlanAction, run: () => void) => {
    const blocked = freePlanAlert(action, plano);
    if (blocked) setAlert(blocked);
    else run();
  };

  const rowActions: RowActions = {
    onDoNotContact: doNotContact && ((row) => doNotContact.onToggle(row.cnpj)),
    doNotContactMarked: doNotContact?.marked,
  };
  return (
    <>
      {props.pageOnlyNote && results.kind === 'ready' && (
        <p role="note" className={styles.pageOnlyNote}>
          {props.pageOnlyNote}
        </p>
      )}
      {results.kind !== 'idle' && results.kind !== 'loading' && (
        <ResultsSection
          results={results}
          filtersChanged={props.filtersChanged === true}
          selection={props.selection}
          onSelectionChange={props.onSelectionChange}
          onPageChange={(page) => unlessFreePlan('paging', () => props.onPageChange(page))}
          onSendAllToList={() => unlessFreePlan('lists', sendAll.onRequest)}
          onAddSelectionToList={() => unlessFreePlan('lists', props.onAddSelectionToList)}
          sendingAll={sendAll.running}
          layout={props.layout}
          density={props.density ?? 'comfortable'}
          onDensityChange={(density) => props.onDensityChange?.(density)}
          rowActions={rowActions}
        />
      )}
      {doNotContact && (
        <NaoContatarNotice
          note={doNotContact.note ?? null}
          onDismiss={() => doNotContact.onDismissNote?.()}
        />
      )}
      {alert !== null && (
        <AlertMessage
          message={alert}
          onDismiss={() => setAlert(null)}
          linkComponent={props.linkComponent}
        />
      )}
      <TransfersPanel transfers={transfers} sendAll={sendAll} />
    </>
  );
}
