// The button that opens the CRM export (docs/product.md#exporting-to-a-crm), one declaration for the
// search's actions and a list's exports. In a file of its own: the dialog's code loads on demand.
import { CRM_EXPORT_TITLE } from '@cnpj/domain';
import { FileUp } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/Button';

/** Props of {@link CrmExportButton}. */
export interface CrmExportButtonProps {
  onClick: () => void;
  /** Every company is being loaded for the CRM file. */
  busy?: boolean;
  size?: ButtonSize;
}

/** "Exportar para CRM". */
export function CrmExportButton({ onClick, busy, size }: CrmExportButtonProps) {
  return (
    <Button
      variant="secondary"
      size={size}
      icon={<FileUp size={16} />}
      busy={busy}
      onClick={onClick}
    >
      {CRM_EXPORT_TITLE}
    </Button>
  );
}
