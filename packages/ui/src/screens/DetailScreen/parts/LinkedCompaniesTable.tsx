import {
  NO_LINKED_COMPANIES_MESSAGE,
  companySituacaoLabel,
  isHiddenNomeFantasia,
  matrizFilialLabel,
} from '@cnpj/domain';
import type { DataTableColumn, DataTableLayout } from '../../../components/DataTable';
import { orNotInformed } from '../../../format';
import { companyDetailHref } from '../links';
import type { EmpresaVinculada } from '../types';
import { SectionTable } from './SectionTable';
import styles from './parts.module.css';

// Module-level, so the rows are not redrawn with every parent render (DataTable memoises on them).
const columns: readonly DataTableColumn<EmpresaVinculada>[] = [
  {
    id: 'cnpj',
    header: 'CNPJ',
    // Its own detail, in a new tab like every detail (docs/product.md#company-detail).
    cell: (company) => (
      <a
        className={styles.companyLink}
        href={companyDetailHref(company.cnpj_formatado)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {company.cnpj_formatado}
      </a>
    ),
    className: styles.nowrap,
  },
  { id: 'razao', header: 'Razão social', cell: (company) => company.razao_social },
  {
    id: 'fantasia',
    header: 'Nome fantasia',
    cell: (company) =>
      orNotInformed(isHiddenNomeFantasia(company.nome_fantasia) ? null : company.nome_fantasia),
  },
  {
    id: 'situacao',
    header: 'Situação',
    cell: (company) => companySituacaoLabel(company.situacao_cadastral),
  },
  {
    id: 'matrizFilial',
    header: 'Matriz/Filial',
    cell: (company) => matrizFilialLabel(company.identificador_matriz_filial),
  },
];

const companyId = (company: EmpresaVinculada) => company.cnpj_formatado;

/**
 * docs/product.md#company-detail Linked Companies: the head office and branches sharing the CNPJ
 * root, each opening its own detail. A table on wide screens, one card per company on a phone.
 */
export function LinkedCompaniesTable({
  companies,
  layout,
}: {
  companies: readonly EmpresaVinculada[];
  layout?: DataTableLayout;
}) {
  return (
    <SectionTable
      title="Empresas Vinculadas"
      caption="Empresas vinculadas"
      emptyMessage={NO_LINKED_COMPANIES_MESSAGE}
      rows={companies}
      columns={columns}
      getRowId={companyId}
      layout={layout}
    />
  );
}
