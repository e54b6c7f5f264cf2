// The company cells moved to the shared home of a set of companies; the list screen still reads
// the row actions from here until it imports them from there.
export { RowActionsContext, type CompanyRow, type RowActions } from '../../shared/companies';
