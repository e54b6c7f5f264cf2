// Shared by the search stories: the page as the app composes it (the form and results regions in the
// screen's layout), default args with spies, a stateful wrapper (so typing and selecting behave as in
// the app while the spies record every intent), and a 375 px frame for narrow layouts.
import { useState, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import { storyLookups } from './fixtures';
import { defaultFilters, sameFilters, sourceLine } from '@cnpj/domain';
import { SearchScreen, type SearchScreenProps } from './SearchScreen';
import { SearchForm, type SearchFormProps } from './SearchForm';
import { SearchResults, type SearchResultsProps } from './SearchResults';
import type { ConfirmationRequest } from './parts/actions';
import { isSearchShown } from './parts/ResultsSection';
import type { Transfer } from './parts/LongOperations';
import type { NaoContatarNote } from '../shared/NaoContatarNotice';

/**
 * A page story's args, flat as the stories set them (one or two each, {@link baseArgs} the rest):
 * what the two regions and the layout take, by the names the page gives them. Story-only: the kit's
 * components take their own ≤15 props; {@link SearchPage} hands each its share.
 */
export interface SearchPageArgs
  extends
    Omit<SearchFormProps, 'searchShown' | 'exportAction' | 'crmExport'>,
    Omit<SearchResultsProps, 'sendAll' | 'transfers' | 'doNotContact'>,
    Pick<
      SearchScreenProps,
      'failure' | 'onDismissFailure' | 'alert' | 'onDismissAlert' | 'linkComponent'
    > {
  pageLoading?: boolean;
  exportConfirmation: ConfirmationRequest | null;
  onConfirmExport: () => void;
  onCancelExport: () => void;
  onExport: () => void;
  exporting?: boolean;
  onExportToCrm?: () => void;
  exportingToCrm?: boolean;
  onSendAllToList: () => void;
  sendingAll?: boolean;
  sendAllConfirmation?: ConfirmationRequest | null;
  onConfirmSendAll?: () => void;
  onCancelSendAll?: () => void;
  transfers?: readonly Transfer[];
  onCancelTransfer?: (kind: Transfer['kind']) => void;
  onDoNotContact?: (cnpj: string) => void;
  doNotContactMarked?: ReadonlySet<string>;
  naoContatarNote?: NaoContatarNote | null;
  onDismissNaoContatarNote?: () => void;
}

/** The regions composed as the app's page composes them: the overlay covers a search or a page loading. */
export function SearchPage(args: SearchPageArgs) {
  const { results } = args;
  const { onExportToCrm, onDoNotContact } = args;
  return (
    <SearchScreen
      loading={results.kind === 'loading' || args.pageLoading === true}
      failure={args.failure}
      onDismissFailure={args.onDismissFailure}
      alert={args.alert}
      onDismissAlert={args.onDismissAlert}
      linkComponent={args.linkComponent}
      form={
        <SearchForm
          filters={args.filters}
          onFiltersChange={args.onFiltersChange}
          searchedFilters={args.searchedFilters}
          lookups={args.lookups}
          searchShown={isSearchShown(results)}
          onSearch={args.onSearch}
          onClearFilters={args.onClearFilters}
          plano={args.plano}
          exportAction={{
            onRequest: args.onExport,
            running: args.exporting,
            confirmation: args.exportConfirmation,
            onConfirm: args.onConfirmExport,
            onCancel: args.onCancelExport,
          }}
          crmExport={onExportToCrm && { onRequest: onExportToCrm, running: args.exportingToCrm }}
          sourceLine={args.sourceLine}
          titleAction={args.titleAction}
          today={args.today}
          linkComponent={args.linkComponent}
        />
      }
      results={
        <SearchResults
          results={results}
          filtersChanged={args.filtersChanged}
          pageOnlyNote={args.pageOnlyNote}
          selection={args.selection}
          onSelectionChange={args.onSelectionChange}
          onPageChange={args.onPageChange}
          plano={args.plano}
          onAddSelectionToList={args.onAddSelectionToList}
          sendAll={{
            onRequest: args.onSendAllToList,
            running: args.sendingAll,
            confirmation: args.sendAllConfirmation,
            onConfirm: args.onConfirmSendAll,
            onCancel: args.onCancelSendAll,
          }}
          transfers={{
            running: args.transfers ?? [],
            onCancel: (kind) => args.onCancelTransfer?.(kind),
          }}
          layout={args.layout}
          density={args.density}
          onDensityChange={args.onDensityChange}
          doNotContact={
            onDoNotContact && {
              onToggle: onDoNotContact,
              marked: args.doNotContactMarked,
              note: args.naoContatarNote,
              onDismissNote: args.onDismissNaoContatarNote,
            }
          }
          linkComponent={args.linkComponent}
        />
      }
    />
  );
}

/**
 * Args every story starts from: empty form, paid plan, nothing loaded, and every part the app shows
 * on the page (the source line, the CRM export, each row's "Não contatar"), so a story shows what
 * ships.
 */
export const baseArgs: SearchPageArgs = {
  filters: defaultFilters(),
  onFiltersChange: fn(),
  lookups: storyLookups,
  results: { kind: 'idle' },
  selection: new Set<string>(),
  onSelectionChange: fn(),
  plano: 'M',
  alert: null,
  onDismissAlert: fn(),
  exportConfirmation: null,
  onConfirmExport: fn(),
  onCancelExport: fn(),
  onSearch: fn(),
  onClearFilters: fn(),
  onExport: fn(),
  onPageChange: fn(),
  onAddSelectionToList: fn(),
  onSendAllToList: fn(),
  onExportToCrm: fn(),
  onDoNotContact: fn(),
  sourceLine: sourceLine('2026-02-14'),
};

/**
 * The page with filters, selection and the app's alert held in state, reporting to the args' spies.
 * As in the app, the form edits a draft and the chips name the search shown, which a search replaces.
 */
export function StatefulSearchScreen(args: SearchPageArgs) {
  const [filters, setFilters] = useState(args.filters);
  const [searched, setSearched] = useState(args.searchedFilters ?? args.filters);
  const [selection, setSelection] = useState<ReadonlySet<string>>(args.selection);
  const [alert, setAlert] = useState(args.alert);
  return (
    <SearchPage
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
      searchedFilters={searched}
      filtersChanged={args.filtersChanged ?? !sameFilters(filters, searched)}
      onSearch={(next) => {
        setSearched(next);
        setFilters(next);
        args.onSearch(next);
      }}
      selection={selection}
      alert={alert}
      onDismissAlert={() => {
        setAlert(null);
        args.onDismissAlert();
      }}
      onSelectionChange={(next) => {
        setSelection(next);
        args.onSelectionChange(next);
      }}
    />
  );
}

/** A phone-width frame (375 px), so width-driven layouts switch to their narrow form. */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return <div style={{ width: 375, maxWidth: '100%' }}>{children}</div>;
}
