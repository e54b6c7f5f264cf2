// docs/product.md#contacts: an e-mail with its label; an own domain also offers the site.
import { useContext } from 'react';
import {
  EMAIL_LABELS,
  EMAIL_LABEL_HINTS,
  emailDomain,
  emailLabel,
  emailSite,
  siteLinkLabel,
  type EmailLabel,
} from '@cnpj/domain';
import { EmailLabelContext } from './ContactSettings';
import styles from './contacts.module.css';

const VARIANT: Record<EmailLabel, string> = {
  dominio_proprio: styles.own!,
  provedor_generico: styles.generic!,
  provavel_contador: styles.accountant!,
};

/** The label of an address on this page or list (the rule alone outside one). */
export function useEmailLabel(email: string | null | undefined): EmailLabel | null {
  const labelOf = useContext(EmailLabelContext);
  return labelOf ? labelOf(email) : emailLabel(email);
}

/** The label's badge, and the site's link for an own domain. */
export function EmailLabelBadge({ email }: { email: string }) {
  const label = useEmailLabel(email);
  if (!label) return null;
  const site = emailSite(email, label);
  return (
    <span className={styles.emailMeta}>
      <span className={`${styles.badge} ${VARIANT[label]}`} title={EMAIL_LABEL_HINTS[label]}>
        {EMAIL_LABELS[label]}
      </span>
      {site && (
        <a
          className={styles.link}
          href={site}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={siteLinkLabel(emailDomain(email))}
        >
          {emailDomain(email)}
        </a>
      )}
    </span>
  );
}
