import {
  DataTable,
  type DataTableColumn,
  type DataTableLayout,
} from '../../../components/DataTable';
import { Section } from '../../shared/Section';
import styles from './parts.module.css';

/** Props of {@link SectionTable}. */
export interface SectionTableProps<Row> {
  /** The section's heading. */
  title: string;
  /** The table's caption, its name for screen readers. */
  caption: string;
  /** What the section says instead of an empty table (docs/product.md#company-detail). */
  emptyMessage: string;
  rows: readonly Row[];
  /** Declared at module level, so the rows are not redrawn with every parent render. */
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  layout?: DataTableLayout;
}

/**
 * A wide section of the detail holding one table (the partners, the linked companies): a table on
 * wide screens, one card per row on a phone, or a line saying there is nothing to list.
 */
export function SectionTable<Row>({
  title,
  caption,
  emptyMessage,
  rows,
  columns,
  getRowId,
  layout = 'auto',
}: SectionTableProps<Row>) {
  return (
    <Section title={title} wide>
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <DataTable
          caption={caption}
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          layout={layout}
        />
      )}
    </Section>
  );
}
