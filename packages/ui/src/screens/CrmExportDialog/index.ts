export { CrmExportDialog, type CrmExportDialogProps, type CrmExportState } from './CrmExportDialog';
