import { isHiddenNomeFantasia } from '@cnpj/domain';
import { orNotInformed } from '../../../format';
import { NO_LINKED_COMPANIES_MESSAGE, companySituacaoLabel, matrizFilialLabel } from '@cnpj/domain';
import type { EmpresaVinculada } from '../types';
import { Section } from './Section';
import styles from './parts.module.css';

/** docs/product.md#screens-and-routes Linked Companies table: the head office and branches sharing the CNPJ root. */
export function LinkedCompaniesTable({ companies }: { companies: readonly EmpresaVinculada[] }) {
  return (
    <Section title="Empresas Vinculadas" wide>
      {companies.length === 0 ? (
        <p className={styles.empty}>{NO_LINKED_COMPANIES_MESSAGE}</p>
      ) : (
        <div
          className={styles.tableWrap}
          role="region"
          aria-label="Tabela de empresas vinculadas"
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">CNPJ</th>
                <th scope="col">Razão social</th>
                <th scope="col">Nome fantasia</th>
                <th scope="col">Situação</th>
                <th scope="col">Matriz/Filial</th>
              </tr>
            </thead>
            <tbody>
              {companies.map((company) => (
                <tr key={company.cnpj_formatado}>
                  <th scope="row" className={styles.nowrap}>
                    {company.cnpj_formatado}
                  </th>
                  <td>{company.razao_social}</td>
                  <td>
                    {orNotInformed(
                      isHiddenNomeFantasia(company.nome_fantasia) ? null : company.nome_fantasia,
                    )}
                  </td>
                  <td>{companySituacaoLabel(company.situacao_cadastral)}</td>
                  <td>{matrizFilialLabel(company.identificador_matriz_filial)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
