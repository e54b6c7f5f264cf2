// Company rows shaped like the product's (docs/product.md#entities) search results, for DataTable stories.
import { isHiddenNomeFantasia } from '@cnpj/domain';
import { formatPhone } from '../../format';
import { companySituacaoLabel, formatCnpj } from '@cnpj/domain';
import { SafeHtml } from '../SafeHtml';
import type { DataTableColumn } from './types';

/** The fields of a search result row that the stories show. */
export interface CompanyRow {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  situacao_cadastral: string;
  municipio: string;
  uf: string;
  cnae_principal: string;
  ddd1: string | null;
  fone1: string | null;
  email: string | null;
}

/** Builds `count` deterministic rows. */
export function buildCompanyRows(count: number): CompanyRow[] {
  return Array.from({ length: count }, (_, i) => ({
    cnpj: `${String(11222333 + i * 7).padStart(8, '0')}0001${String(10 + (i % 90)).padStart(2, '0')}`,
    razao_social: `Empresa Exemplo ${i + 1} Comércio de Alimentos Ltda`,
    nome_fantasia: i % 3 === 2 ? '********' : `Padaria Pão Quente ${i + 1}`,
    situacao_cadastral: i % 4 === 3 ? '08' : '02',
    municipio: i % 2 ? 'Campinas' : 'São Paulo',
    uf: 'SP',
    cnae_principal: '4721-1/02 - Padaria e confeitaria com <b>predominância de revenda</b>',
    ddd1: i % 5 === 4 ? null : '11',
    fone1: i % 5 === 4 ? '-' : `9876543${String(i % 100).padStart(2, '0')}`,
    email: i % 2 ? null : `contato${i + 1}@exemplo.com.br`,
  }));
}

/** The docs/product.md#screens-and-routes result columns: CNPJ, Resumo, Contato. */
export const companyColumns: DataTableColumn<CompanyRow>[] = [
  { id: 'cnpj', header: 'CNPJ', cell: (row) => formatCnpj(row.cnpj) },
  {
    id: 'resumo',
    header: 'Resumo',
    cell: (row) => (
      <>
        <strong>
          {isHiddenNomeFantasia(row.nome_fantasia) || !row.nome_fantasia
            ? row.razao_social
            : row.nome_fantasia}
        </strong>
        <div>
          {row.municipio}/{row.uf} · {companySituacaoLabel(row.situacao_cadastral)}
        </div>
        <SafeHtml as="span" html={row.cnae_principal} />
      </>
    ),
  },
  {
    id: 'contato',
    header: 'Contato',
    cell: (row) => (
      <>
        <div>{formatPhone(row.ddd1, row.fone1)}</div>
        <div>{row.email ?? ''}</div>
      </>
    ),
  },
];

/** Accessible name of a row checkbox. */
export const rowLabel = (row: CompanyRow) => `Selecionar ${formatCnpj(row.cnpj)}`;
/** Row identity. */
export const getRowId = (row: CompanyRow) => row.cnpj;
