import { listSummary } from '@cnpj/domain';
import { List, Pencil } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { FailureNotice } from '../../shared/FailureNotice';
import { PlainLink, type LinkComponent } from '../../shared/link';
import type { Lista, ListExportFailure, ListExportKind, ListExportRequest } from '../types';
import { ListExportButtons } from '../../shared/lists';
import styles from './parts.module.css';

/** Props of {@link ListRow}. */
export interface ListRowProps {
  list: Lista;
  href: string;
  exporting: readonly ListExportRequest[];
  onExport: (listId: number, kind: ListExportKind) => void;
  /** This list's failed export, told under it; null when none. */
  exportFailure?: ListExportFailure | null;
  onDismissExportFailure?: () => void;
  /** Opens "Renomear lista"; omitted when the backend cannot rename (no button). */
  onRename?: (list: Lista) => void;
  linkComponent?: LinkComponent;
}

/**
 * One saved list: a link to its page, its count and last change when the backend sends them
 * (docs/product.md#my-lists), its two exports, "Renomear", and the failure of an export.
 */
export function ListRow({
  list,
  href,
  exporting,
  onExport,
  exportFailure,
  onDismissExportFailure,
  onRename,
  linkComponent: Link = PlainLink,
}: ListRowProps) {
  const nameId = useId();
  const summary = listSummary(list);
  return (
    <li className={styles.row}>
      <div className={styles.name}>
        <Link href={href} className={styles.listLink} id={nameId}>
          <List size={18} aria-hidden="true" />
          {list.descricao}
        </Link>
        {summary && <p className={styles.summary}>{summary}</p>}
      </div>
      <div className={styles.exports}>
        <ListExportButtons
          listId={list.id}
          exporting={exporting}
          onExport={onExport}
          describedBy={nameId}
        />
        {onRename && (
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil />}
            aria-describedby={nameId}
            onClick={() => onRename(list)}
          >
            Renomear
          </Button>
        )}
      </div>
      {exportFailure && (
        <div className={styles.failure}>
          <FailureNotice failure={exportFailure} onDismiss={() => onDismissExportFailure?.()} />
        </div>
      )}
    </li>
  );
}
