// The button moved to the screens' shared folder, used by the search and by a list; the search's
// actions still read it from here until they import it from there.
export { CrmExportButton, type CrmExportButtonProps } from '../shared/CrmExportButton';
