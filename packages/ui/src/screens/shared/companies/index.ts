// A set of companies shown as rows or cards and acted on: the search's results, the bulk lookup's
// found companies, a list's companies. Every screen that shows one takes its parts from here.
export {
  CnpjCell,
  CompactEmailCell,
  CompactNameCell,
  CompactPhoneCell,
  CompactPlaceCell,
  ContactCell,
  RowActionsContext,
  SummaryCell,
  compactOpened,
  compactSituacao,
  detailHref,
  type CompanyRow,
  type RowActions,
} from './CompanyCells';
export { CompanyResults, type CompanyResultsProps } from './CompanyResults';
export { CutText } from './CutText';
export {
  ResultsDensityToggle,
  type ResultsDensity,
  type ResultsDensityToggleProps,
} from './ResultsDensityToggle';
export { SelectionBar, selectionSummary, type SelectionBarProps } from './SelectionBar';
export { CompanyGrid, GRID_HINT, type CompanyGridProps } from './grid/CompanyGrid';
export { gridHelpRows, type GridHelpRow } from './grid/grid-keys';
export { lastFocusedWithin, rememberFocus } from './grid/focus-memory';
export { focusLost } from './grid/grid-dom';
