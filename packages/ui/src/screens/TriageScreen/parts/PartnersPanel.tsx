// The partners of the company shown (docs/product.md#triage), read on demand: reading, failed with
// "Tentar novamente", or each partner and role. The next company's read ahead is the app's.
import { NO_PARTNERS_MESSAGE, TRIAGE_PARTNERS_FAILED, TRIAGE_PARTNERS_LOADING } from '@cnpj/domain';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import type { TriagePartners } from '../types';
import styles from './parts.module.css';

/** Props of {@link PartnersPanel}. */
export interface PartnersPanelProps {
  partners: TriagePartners;
  onRetry: () => void;
}

/** "Sócios": the list, its reading, or its failure with a retry. */
export function PartnersPanel({ partners, onRetry }: PartnersPanelProps) {
  return (
    <section
      className={styles.partners}
      aria-labelledby="triage-partners"
      aria-busy={partners.kind === 'loading'}
    >
      <h3 id="triage-partners" className={styles.partnersTitle}>
        Sócios
      </h3>
      {partners.kind === 'loading' && (
        <p className={styles.muted}>
          <Spinner decorative size={14} />
          {TRIAGE_PARTNERS_LOADING}
        </p>
      )}
      {partners.kind === 'failed' && (
        <div className={styles.failed}>
          <p>{TRIAGE_PARTNERS_FAILED}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Tentar novamente
          </Button>
        </div>
      )}
      {partners.kind === 'ready' &&
        (partners.partners.length === 0 ? (
          <p className={styles.muted}>{NO_PARTNERS_MESSAGE}</p>
        ) : (
          <ul className={styles.partnerList}>
            {partners.partners.map((partner) => (
              <li key={`${partner.nome_socio}-${partner.cnpj_cpf_socio ?? ''}`}>
                <span className={styles.partnerName}>{partner.nome_socio}</span>
                {partner.desc_qualificacao && (
                  <span className={styles.muted}> · {partner.desc_qualificacao}</span>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
