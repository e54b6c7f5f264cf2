// Shared by the search stories: default args with spies, a stateful wrapper (so typing and selecting
// behave as in the app while the spies record every intent), and a 375 px frame for narrow layouts.
import { useState, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import { storyLookups } from './fixtures';
import { defaultFilters, sameFilters, sourceLine } from '@cnpj/domain';
import { SearchScreen, type SearchScreenProps } from './SearchScreen';

/**
 * Args every story starts from: empty form, paid plan, nothing loaded, and every part the app shows
 * on the page (the source line, the CRM export, each row's "Não contatar"), so a story shows what
 * ships.
 */
export const baseArgs: SearchScreenProps = {
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
 * The screen with filters, selection and the app's alert held in state, reporting to the args' spies.
 * As in the app, the form edits a draft and the chips name the search shown, which a search replaces.
 */
export function StatefulSearchScreen(args: SearchScreenProps) {
  const [filters, setFilters] = useState(args.filters);
  const [searched, setSearched] = useState(args.searchedFilters ?? args.filters);
  const [selection, setSelection] = useState<ReadonlySet<string>>(args.selection);
  const [alert, setAlert] = useState(args.alert);
  return (
    <SearchScreen
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
