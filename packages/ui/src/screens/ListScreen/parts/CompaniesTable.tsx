import { useContext } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button';
import type { DataTableColumn } from '../../../components/DataTable';
import {
  companyDisplayName,
  companySituacaoLabel,
  emailLabeller,
  formatAddress,
  formatCnpj,
} from '@cnpj/domain';
import { CompanyName } from '../../shared/CompanyName';
import { NaoContatarMark } from '../../shared/NaoContatarNotice';
import { CompanyGrid, RowActionsContext } from '../../shared/companies';
import { CompanyContacts, EmailLabelContext } from '../../shared/contacts';
import type { EmpresaResumo } from '../types';
import styles from './parts.module.css';

/** Props of {@link CompaniesTable}. */
export interface CompaniesTableProps {
  rows: readonly EmpresaResumo[];
  /** Where a company's detail is (opened in a new tab, docs/product.md#screens-and-routes). */
  companyHref: (cnpj: string) => string;
  /** Removes a company; the column is hidden without it (the extension may be missing). */
  onRemove?: (cnpj: string) => void;
  /** CNPJs whose removal is in flight. */
  removing: readonly string[];
}

const getRowId = (row: EmpresaResumo) => row.cnpj;

/** "RUA DAS FLORES, 123 - CENTRO" over "CAMPINAS/SP" (docs/product.md#formats), as in the search results. */
function AddressCell({ row }: { row: EmpresaResumo }) {
  const street = formatAddress(row);
  const place = [row.municipio, row.uf].filter(Boolean).join('/');
  return (
    <span className={styles.address}>
      {street && <span>{street}</span>}
      {place && <span className={styles.place}>{place}</span>}
    </span>
  );
}

/** Marks a company of the list that is on "Não contatar" (decision 057). */
function MarkIfNaoContatar({ cnpj }: { cnpj: string }) {
  const { doNotContactMarked } = useContext(RowActionsContext);
  return doNotContactMarked?.has(cnpj) ? <NaoContatarMark /> : null;
}

/** The CNPJ, linking to the detail in a new tab, and the "Não contatar" mark. */
function CnpjLink({ row, href }: { row: EmpresaResumo; href: string }) {
  return (
    <>
      <a
        className={styles.cnpj}
        href={href}
        data-detail-link
        target="_blank"
        rel="noopener noreferrer"
      >
        {row.cnpj_formatado || formatCnpj(row.cnpj)}
      </a>{' '}
      <MarkIfNaoContatar cnpj={row.cnpj} />
    </>
  );
}

/** "Remover", named after the company, busy while its removal is in flight. */
function removeColumn(
  onRemove: (cnpj: string) => void,
  removing: readonly string[],
): DataTableColumn<EmpresaResumo> {
  return {
    id: 'acoes',
    header: 'Ações',
    className: styles.nowrap,
    cell: (row) => (
      <Button
        variant="ghost"
        size="sm"
        icon={<Trash2 aria-hidden="true" />}
        busy={removing.includes(row.cnpj)}
        busyLabel="Removendo..."
        onClick={() => onRemove(row.cnpj)}
      >
        Remover<span className={styles.visuallyHidden}> {companyDisplayName(row)}</span>
      </Button>
    ),
  };
}

/** The columns; the remove column only when removing is possible. */
function columnsFor({
  companyHref,
  onRemove,
  removing,
}: Omit<CompaniesTableProps, 'rows'>): DataTableColumn<EmpresaResumo>[] {
  const columns: DataTableColumn<EmpresaResumo>[] = [
    {
      id: 'cnpj',
      header: 'CNPJ',
      className: styles.nowrap,
      cell: (row) => <CnpjLink row={row} href={companyHref(row.cnpj)} />,
    },
    {
      id: 'empresa',
      header: 'Empresa',
      // The same names, in the same order, as the search results (decision 021).
      cell: (row) => <CompanyName company={row} />,
    },
    { id: 'endereco', header: 'Endereço', cell: (row) => <AddressCell row={row} /> },
    {
      id: 'situacao',
      header: 'Situação',
      cell: (row) => companySituacaoLabel(row.situacao_cadastral),
    },
    {
      id: 'contato',
      header: 'Contato',
      // The one contacts part of every screen (decision 059): calls, WhatsApp, e-mails that write.
      cell: (row) => <CompanyContacts company={row} />,
      className: styles.contact,
    },
  ];
  return onRemove ? [...columns, removeColumn(onRemove, removing)] : columns;
}

/**
 * A page of the list's companies: a grid for the keyboard when wide, the kit's cards when narrow
 * (decision 077), with the search results' keys (Enter opens the detail, "?" lists the keys).
 */
export function CompaniesTable({ rows, ...rest }: CompaniesTableProps) {
  // docs/product.md#contacts: an address several companies of the page share is an accountant's.
  return (
    <EmailLabelContext.Provider value={emailLabeller(rows)}>
      <CompanyGrid
        caption="Empresas da lista"
        rows={rows}
        columns={columnsFor(rest)}
        getRowId={getRowId}
      />
    </EmailLabelContext.Provider>
  );
}
