import { useId } from 'react';
import { List } from 'lucide-react';
import { FailureNotice } from '../../shared/FailureNotice';
import { PlainLink, type LinkComponent } from '../../shared/link';
import type { Lista, ListExportFailure, ListExportKind, ListExportRequest } from '../types';
import { ListExportButtons } from './ListExportButtons';
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
  linkComponent?: LinkComponent;
}

/** One saved list: a link to its page, its two exports, and the failure of one of them. */
export function ListRow({
  list,
  href,
  exporting,
  onExport,
  exportFailure,
  onDismissExportFailure,
  linkComponent: Link = PlainLink,
}: ListRowProps) {
  const nameId = useId();
  return (
    <li className={styles.row}>
      <Link href={href} className={styles.listLink} id={nameId}>
        <List size={18} aria-hidden="true" />
        {list.descricao}
      </Link>
      <ListExportButtons
        listId={list.id}
        exporting={exporting}
        onExport={onExport}
        describedBy={nameId}
      />
      {exportFailure && (
        <div className={styles.failure}>
          <FailureNotice failure={exportFailure} onDismiss={() => onDismissExportFailure?.()} />
        </div>
      )}
    </li>
  );
}
