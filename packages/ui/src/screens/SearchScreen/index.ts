export { SearchScreen, type SearchScreenProps } from './SearchScreen';
export type { SearchResultsState } from './parts/ResultsSection';
export type { Transfer } from './parts/LongOperations';
export type { SearchFailure } from './parts/FailureNotice';
export type { ResultsDensity } from './parts/ResultsDensityToggle';
export type { SearchLookups } from './parts/lookups';
export type { CompanyRow } from './parts/CompanyCells';
export type { DataTableLayout as ResultsLayout } from '../../components/DataTable';
