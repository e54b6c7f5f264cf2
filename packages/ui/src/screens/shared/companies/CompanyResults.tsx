import { companyDisplayName, emailLabeller } from '@cnpj/domain';
import type { DataTableColumn, DataTableLayout } from '../../../components/DataTable';
import {
  CnpjCell,
  CompactEmailCell,
  CompactNameCell,
  CompactPhoneCell,
  CompactPlaceCell,
  compactOpened,
  compactSituacao,
  ContactCell,
  RowActionsContext,
  SummaryCell,
  type CompanyRow,
  type RowActions,
} from './CompanyCells';
import { EmailLabelContext } from '../contacts';
import type { ResultsDensity } from './ResultsDensityToggle';
import { CompanyGrid } from './grid/CompanyGrid';
import styles from './CompanyResults.module.css';

/** Props of {@link CompanyResults}. */
export interface CompanyResultsProps {
  rows: readonly CompanyRow[];
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: Set<string>) => void;
  layout?: DataTableLayout;
  density?: ResultsDensity;
  /** What each row offers besides its links ("Não contatar"); omitted, the rows offer nothing more. */
  rowActions?: RowActions;
  /** "Adicionar à lista" for the selection: the grid's L runs it with the focused row selected. */
  onAddToList?: () => void;
}

const NO_ROW_ACTIONS: RowActions = {};

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
 * opening date in columns of their own, so they line up from row to row, and the contacts in two,
 * the phone and the e-mail. The columns' widths are set (a fixed table layout), never stretched by
 * what a cell holds: the dates and the phone fit theirs, the names and the e-mail share the rest, and
 * what is cut shows whole on hover and focus (decision 059).
 */
const compactColumns: DataTableColumn<CompanyRow>[] = [
  {
    id: 'cnpj',
    header: 'CNPJ',
    cell: (row) => <CnpjCell row={row} compact />,
    className: styles.cnpjColumn,
  },
  { id: 'empresa', header: 'Empresa', cell: (row) => <CompactNameCell row={row} /> },
  {
    id: 'local',
    header: 'Município/UF',
    cell: (row) => <CompactPlaceCell row={row} />,
    className: styles.placeColumn,
  },
  { id: 'situacao', header: 'Situação', cell: compactSituacao, className: styles.statusColumn },
  { id: 'abertura', header: 'Abertura', cell: compactOpened, className: styles.dateColumn },
  {
    id: 'telefone',
    header: 'Telefone',
    cell: (row) => <CompactPhoneCell row={row} />,
    className: styles.phoneColumn,
  },
  { id: 'email', header: 'E-mail', cell: (row) => <CompactEmailCell row={row} /> },
];

const getRowId = (row: CompanyRow) => row.cnpj;
/** The checkbox is named after the name the row shows (docs/product.md#entities, Company row). */
const rowLabel = (row: CompanyRow) => `Selecionar ${companyDisplayName(row)}`;

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

/**
 * The compact card (a phone, docs/product.md#search): what a prospector scans by, the CNPJ and its
 * actions, the names on one line, the place and status, the first phone and the e-mail; the CNAE,
 * the address and the other phones are left to the comfortable view and the detail.
 */
function CompactCompanyCard({ row }: { row: CompanyRow }) {
  return (
    <div className={styles.compactCard}>
      <CnpjCell row={row} />
      <CompactNameCell row={row} />
      <span className={styles.cardMeta}>
        <CompactPlaceCell row={row} />
        <span>{compactSituacao(row)}</span>
      </span>
      <CompactPhoneCell row={row} />
      <CompactEmailCell row={row} />
    </div>
  );
}

// Module-level, like the columns: a row keeps its drawn cells while its row and renderer are the
// same, so ticking one card redraws no other card's content.
const renderCompanyCard = (row: CompanyRow) => <CompanyCard row={row} />;
const renderCompactCard = (row: CompanyRow) => <CompactCompanyCard row={row} />;

/**
 * docs/product.md#screens-and-routes, #states-and-transitions: the page of companies as a table (wide) or cards (narrow), rows
 * selectable by CNPJ. The table's header stays in view while the page scrolls; compact, each company
 * takes one line, and on a phone a short card. The table is a grid for the keyboard (decision 077).
 */
export function CompanyResults({
  rows,
  selection,
  onSelectionChange,
  layout = 'auto',
  density = 'comfortable',
  rowActions = NO_ROW_ACTIONS,
  onAddToList,
}: CompanyResultsProps) {
  const compact = density === 'compact';
  // docs/product.md#contacts: an address several companies of the page share is an accountant's.
  // The screen gives the row actions as a prop; inside, the module-level columns' cells read them
  // from a context, so the columns stay the same objects and a tick redraws no other row.
  return (
    <RowActionsContext.Provider value={rowActions}>
      <EmailLabelContext.Provider value={emailLabeller(rows)}>
        <CompanyGrid
          caption="Empresas encontradas"
          rows={rows}
          columns={compact ? compactColumns : columns}
          getRowId={getRowId}
          layout={layout}
          renderCard={compact ? renderCompactCard : renderCompanyCard}
          stickyHeader
          className={compact ? styles.compact : undefined}
          selection={{
            selectedIds: selection,
            onSelectionChange,
            rowLabel,
            pageLabel: 'Selecionar todas as empresas desta página',
          }}
          onAddToList={onAddToList}
          doNotContact={rowActions.onDoNotContact !== undefined}
        />
      </EmailLabelContext.Provider>
    </RowActionsContext.Provider>
  );
}
