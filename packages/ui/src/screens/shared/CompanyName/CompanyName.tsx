import { companyDisplayName, type components } from '@cnpj/domain';
import styles from './CompanyName.module.css';

/** Props of {@link CompanyName}. */
export interface CompanyNameProps {
  company: Pick<components['schemas']['EmpresaDetalhe'], 'razao_social' | 'nome_fantasia'>;
  /** One line, each name cut with an ellipsis (the compact results); stacked otherwise. */
  inline?: boolean;
}

/**
 * A company's names wherever companies are listed (search results, a list's page): the name people
 * know it by first (the trade name, else the legal name, as on its detail page and tab,
 * docs/product.md#company-detail), then the legal name in muted text when it differs (decision 021).
 */
export function CompanyName({ company, inline = false }: CompanyNameProps) {
  const name = companyDisplayName(company);
  const legal = name === company.razao_social ? null : company.razao_social;
  return (
    // No title when inline: the compact cell around it shows the names whole on hover and on focus.
    <span className={inline ? styles.inline : styles.stacked}>
      <span className={styles.name}>{name}</span>
      {legal && <span className={styles.legal}>{legal}</span>}
    </span>
  );
}
