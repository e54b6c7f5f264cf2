import { useId } from 'react';
import { List } from 'lucide-react';
import { PlainLink, type LinkComponent } from '../../shared/link';
import type { Lista, ListExportKind, ListExportRequest } from '../types';
import { ListExportButtons } from './ListExportButtons';
import styles from './parts.module.css';

/** Props of {@link ListRow}. */
export interface ListRowProps {
  list: Lista;
  href: string;
  exporting: readonly ListExportRequest[];
  onExport: (listId: number, kind: ListExportKind) => void;
  linkComponent?: LinkComponent;
}

/** One saved list: a link to its page and its two exports. */
export function ListRow({
  list,
  href,
  exporting,
  onExport,
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
    </li>
  );
}
