import { FileSpreadsheet, Mail } from 'lucide-react';
import { Button } from '../../../components/Button';
import type { ListExportKind, ListExportRequest } from './types';
import styles from './ListExportButtons.module.css';

/** Props of {@link ListExportButtons}. */
export interface ListExportButtonsProps {
  listId: number;
  /** Exports in flight (any list); this list's ones show as busy. */
  exporting: readonly ListExportRequest[];
  onExport: (listId: number, kind: ListExportKind) => void;
  /** Id of the element naming the list, so two lists' buttons are told apart by screen readers. */
  describedBy?: string;
}

const labels: Record<ListExportKind, { label: string; icon: typeof Mail }> = {
  excel: { label: 'Exportar Excel', icon: FileSpreadsheet },
  emails: { label: 'Exportar e-mails dos sócios', icon: Mail },
};

/** docs/product.md#calls: a list's two spreadsheets, each button busy while its download runs. */
export function ListExportButtons({
  listId,
  exporting,
  onExport,
  describedBy,
}: ListExportButtonsProps) {
  return (
    <div className={styles.buttons}>
      {(Object.keys(labels) as ListExportKind[]).map((kind) => {
        const { label, icon: Icon } = labels[kind];
        const busy = exporting.some(
          (request) => request.listId === listId && request.kind === kind,
        );
        return (
          <Button
            key={kind}
            variant="secondary"
            size="sm"
            icon={<Icon />}
            busy={busy}
            busyLabel="Exportando..."
            aria-describedby={describedBy}
            onClick={() => onExport(listId, kind)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
