import { useMemo } from 'react';
import { emailLabeller } from '@cnpj/domain';
import {
  DataTable,
  type DataTableColumn,
  type DataTableLayout,
} from '../../../components/DataTable';
import {
  CnpjCell,
  CompactContactCell,
  CompactNameCell,
  CompactPlaceCell,
  compactOpened,
  compactSituacao,
  ContactCell,
  SummaryCell,
  type CompanyRow,
} from './CompanyCells';
import { EmailLabelContext } from '../../shared/contacts';
import type { ResultsDensity } from './ResultsDensityToggle';
import styles from './CompanyResults.module.css';

/** Props of {@link CompanyResults}. */
export interface CompanyResultsProps {
  rows: readonly CompanyRow[];
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: Set<string>) => void;
  layout?: DataTableLayout;
  density?: ResultsDensity;
}

const cnpjColumn: DataTableColumn<CompanyRow> = {
  id: 'cnpj',
  header: 'CNPJ',
  cell: (row) => <CnpjCell row={row} />,
  className: styles.cnpjColumn,
};

/** docs/product.md#screens-and-routes columns after the select checkbox: CNPJ, Resumo, Contato. */
const columns: DataTableColumn<CompanyRow>[] = [
  cnpjColumn,
  { id: 'resumo', header: 'Resumo', cell: (row) => <SummaryCell row={row} /> },
  {
    id: 'contato',
    header: 'Contato',
    cell: (row) => <ContactCell row={row} />,
    className: styles.contactColumn,
  },
];

/**
 * One line a company (the compact view, docs/product.md#search): the summary's place, status and
 * opening date in columns of their own, so they line up from row to row. The date's column fits
 * the date, which is never cut.
 */
const compactColumns: DataTableColumn<CompanyRow>[] = [
  cnpjColumn,
  { id: 'empresa', header: 'Empresa', cell: (row) => <CompactNameCell row={row} /> },
  {
    id: 'local',
    header: 'Município/UF',
    cell: (row) => <CompactPlaceCell row={row} />,
    className: styles.placeColumn,
  },
  { id: 'situacao', header: 'Situação', cell: compactSituacao, className: styles.fitColumn },
  { id: 'abertura', header: 'Abertura', cell: compactOpened, className: styles.fitColumn },
  {
    id: 'contato',
    header: 'Contato',
    cell: (row) => <CompactContactCell row={row} />,
    className: styles.contactColumn,
  },
];

const getRowId = (row: CompanyRow) => row.cnpj;
const rowLabel = (row: CompanyRow) => `Selecionar ${row.razao_social}`;

/** The narrow layout's card: CNPJ on top, then the summary and the contacts. */
function CompanyCard({ row }: { row: CompanyRow }) {
  return (
    <div className={styles.card}>
      <CnpjCell row={row} />
      <SummaryCell row={row} />
      <ContactCell row={row} />
    </div>
  );
}

// Module-level, like the columns: the kit's rows are memoised, so a new renderer each render would
// redraw every card when one is ticked (performance budget).
const renderCompanyCard = (row: CompanyRow) => <CompanyCard row={row} />;

/**
 * docs/product.md#screens-and-routes, #states-and-transitions: the page of companies as a table (wide) or cards (narrow), rows
 * selectable by CNPJ. The table's header stays in view while the page scrolls; compact, each company
 * takes one line (phones keep their cards: one line would not fit).
 */
export function CompanyResults({
  rows,
  selection,
  onSelectionChange,
  layout = 'auto',
  density = 'comfortable',
}: CompanyResultsProps) {
  const compact = density === 'compact';
  // docs/product.md#contacts: an address several companies of the page share is an accountant's.
  const labelOf = useMemo(() => emailLabeller(rows), [rows]);
  return (
    <EmailLabelContext.Provider value={labelOf}>
      <DataTable
        caption="Empresas encontradas"
        rows={rows}
        columns={compact ? compactColumns : columns}
        getRowId={getRowId}
        layout={layout}
        renderCard={renderCompanyCard}
        stickyHeader
        className={compact ? styles.compact : undefined}
        selection={{
          selectedIds: selection,
          onSelectionChange,
          rowLabel,
          pageLabel: 'Selecionar todas as empresas desta página',
        }}
      />
    </EmailLabelContext.Provider>
  );
}
