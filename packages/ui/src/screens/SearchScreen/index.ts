export { SearchScreen, type SearchScreenProps } from './SearchScreen';
export { SearchForm, type SearchFormProps } from './SearchForm';
export { SearchResults, type SearchResultsProps, type DoNotContact } from './SearchResults';
export type {
  ConfirmationRequest,
  CrmExportAction,
  ResultsAction,
  Transfers,
} from './parts/actions';
export { isSearchShown, type SearchResultsState } from './parts/ResultsSection';
export type { Transfer } from './parts/LongOperations';
export type { SearchFailure } from './parts/FailureNotice';
export type { ResultsDensity, CompanyRow } from '../shared/companies';
export type { SearchLookups } from './parts/lookups';
export type { DataTableLayout as ResultsLayout } from '../../components/DataTable';
export { activeFilters, type ActiveFilter } from './parts/active-filters';
