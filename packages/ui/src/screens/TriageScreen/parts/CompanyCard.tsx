// The company shown (docs/product.md#triage): what a decision needs, on one card. Its names by the
// product's one rule, its contacts by the one contacts part (decision 059), its partners as a slot.
import type { HTMLAttributes, ReactNode } from 'react';
import { companySituacaoLabel, formatCnpj } from '@cnpj/domain';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatDate, hasMarkup } from '../../../format';
import { CompanyName } from '../../shared/CompanyName';
import { NaoContatarMark } from '../../shared/NaoContatarNotice';
import { CompanyContacts } from '../../shared/contacts';
import type { TriageCompany } from '../types';
import styles from './parts.module.css';

/** Props of {@link CompanyCard}. */
export interface CompanyCardProps extends TriageCompany {
  /** The partners' part (read on demand by the app). */
  partners: ReactNode;
  /** The swipe's pointer handlers (the phone layout). */
  swipe: Pick<HTMLAttributes<HTMLElement>, 'onPointerDown' | 'onPointerUp' | 'onPointerCancel'>;
}

/** "CAMPINAS/SP". */
const placeOf = (row: TriageCompany['company']) =>
  [row.municipio, row.uf].filter(Boolean).join('/');

/** One company: position, names, activity, place, opening date and status, contacts, partners. */
export function CompanyCard({
  company,
  position,
  selected,
  doNotContact,
  partners,
  swipe,
}: CompanyCardProps) {
  const opened = formatDate(company.data_inicio_atividade);
  const place = placeOf(company);
  const cnae = company.cnae_principal;
  return (
    <article className={styles.card} aria-labelledby="triage-company-name" {...swipe}>
      <p className={styles.position}>{position}</p>
      <h2 id="triage-company-name" className={styles.name}>
        <CompanyName company={company} />
      </h2>
      <p className={styles.cnpj}>
        CNPJ {company.cnpj_formatado || formatCnpj(company.cnpj)}
        {selected && <span className={styles.selected}>Selecionada</span>}
        {doNotContact && <NaoContatarMark />}
      </p>
      {cnae &&
        (hasMarkup(cnae) ? (
          <SafeHtml as="div" className={styles.activity} html={cnae} />
        ) : (
          <div className={styles.activity}>{cnae}</div>
        ))}
      <dl className={styles.facts}>
        {place && (
          <div>
            <dt>Local</dt>
            <dd>{place}</dd>
          </div>
        )}
        {opened && (
          <div>
            <dt>Abertura</dt>
            <dd>{opened}</dd>
          </div>
        )}
        <div>
          <dt>Situação</dt>
          <dd>{companySituacaoLabel(company.situacao_cadastral)}</dd>
        </div>
      </dl>
      <section className={styles.contacts} aria-label="Contato">
        <CompanyContacts company={company} />
      </section>
      {partners}
    </article>
  );
}
