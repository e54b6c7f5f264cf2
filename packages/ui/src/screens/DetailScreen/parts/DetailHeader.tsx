import { Building2, ExternalLink, Printer } from 'lucide-react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { formatCnpj, matrizFilialLabel } from '@cnpj/domain';
import { companyDisplayName, linkedInSearchUrl } from '../links';
import type { EmpresaDetalhe } from '../types';
import { SituacaoBadge } from './SituacaoBadge';
import styles from './parts.module.css';

/** Props of {@link DetailHeader}. */
export interface DetailHeaderProps {
  company: EmpresaDetalhe;
  /** Prints the page (the app calls window.print). */
  onPrint: () => void;
}

/**
 * docs/product.md#screens-and-routes header: trade name or legal name (a hidden "********" trade name is never shown), formatted
 * CNPJ with a copy button, status with icon, head-office/branch marker, LinkedIn and print buttons.
 */
export function DetailHeader({ company, onPrint }: DetailHeaderProps) {
  const name = companyDisplayName(company);
  const cnpj = company.cnpj_formatado || formatCnpj(company.cnpj);
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <h1 className={styles.name}>{name}</h1>
        <div className={styles.cnpjLine}>
          <p className={styles.cnpj}>
            <span className={styles.visuallyHidden}>CNPJ </span>
            {cnpj}
          </p>
          {/* As in the search results: the formatted CNPJ, "Copiado!" for 2 s (docs/product.md#company-detail). */}
          <span data-print="hide">
            <CopyButton text={cnpj} label="Copiar CNPJ" iconOnly />
          </span>
        </div>
        <div className={styles.badges}>
          <SituacaoBadge situacao={company.situacao_cadastral} />
          <span className={`${styles.badge} ${styles.neutral}`}>
            <Building2 size={14} aria-hidden="true" />
            {matrizFilialLabel(company.identificador_matriz_filial)}
          </span>
        </div>
      </div>
      <div className={styles.actions} data-print="hide">
        <Button asChild variant="secondary" icon={<ExternalLink />}>
          <a href={linkedInSearchUrl(name)} target="_blank" rel="noopener noreferrer">
            LinkedIn
          </a>
        </Button>
        <Button variant="secondary" icon={<Printer />} onClick={onPrint}>
          Imprimir
        </Button>
      </div>
    </header>
  );
}
