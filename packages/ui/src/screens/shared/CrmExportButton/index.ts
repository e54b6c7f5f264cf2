export { CrmExportButton, type CrmExportButtonProps } from './CrmExportButton';
