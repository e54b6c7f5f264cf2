import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { formatCount } from '../../../format';
import { totalPages } from '@cnpj/domain';
import { StatusMessage } from '../../shared/StatusMessage';
import type { ListCompanies as ListCompaniesState } from '../types';
import { CompaniesTable } from './CompaniesTable';
import styles from './parts.module.css';

/** Props of {@link ListCompanies}. */
export interface ListCompaniesProps {
  companies: ListCompaniesState;
  companyHref: (cnpj: string) => string;
  onPageChange: (page: number) => void;
  onRemove?: (cnpj: string) => void;
  removing: readonly string[];
}

/** The companies block of one list, by state; degrades to a note when the backend lacks the extension. */
export function ListCompanies({
  companies,
  companyHref,
  onPageChange,
  onRemove,
  removing,
}: ListCompaniesProps) {
  if (companies.kind === 'loading')
    return <StatusMessage tone="loading" title="Carregando empresas..." />;
  if (companies.kind === 'unavailable') {
    return (
      <StatusMessage tone="info" title="Visualização indisponível">
        Este servidor não mostra as empresas da lista na tela. Use as exportações acima para
        baixá-las em Excel.
      </StatusMessage>
    );
  }
  if (companies.total === 0) {
    return (
      <EmptyState
        title="Nenhuma empresa nesta lista"
        text="Adicione empresas à lista pela tela Pesquisar Empresas."
      />
    );
  }
  // One region with its pager: a page turn hands the keyboard to the first company (decision 077).
  return (
    <div className={styles.contents} data-company-set>
      <p>{formatCount(companies.total, { one: 'empresa', other: 'empresas' })}</p>
      <CompaniesTable
        rows={companies.rows}
        companyHref={companyHref}
        onRemove={onRemove}
        removing={removing}
      />
      {totalPages(companies.total) > 1 && (
        <div className={styles.contents} data-hands-focus-to-results>
          <Pagination
            page={companies.page}
            pageCount={totalPages(companies.total)}
            onPageChange={onPageChange}
          />
        </div>
      )}
    </div>
  );
}
