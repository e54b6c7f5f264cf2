// docs/product.md#contacts: a company's phones and e-mail, drawn by this one part wherever companies
// are shown (the search's table, compact view and cards, a list's page, the bulk lookup, the detail),
// so the links cannot differ from one screen to the next (decision 059).
import { Calculator, Globe, Mail } from 'lucide-react';
import {
  EMAIL_LABELS,
  EMAIL_LABEL_HINTS,
  companyDisplayName,
  companyPhones,
  mailtoHref,
  type CompanyPhones,
  type EmailLabel,
} from '@cnpj/domain';
import { EmailLabelBadge, useEmailLabel } from './EmailLinks';
import { PhoneLinks } from './PhoneLinks';
import styles from './contacts.module.css';

/** What the part reads of a company: its names, phones and e-mail. */
export type ContactCompany = CompanyPhones & {
  razao_social: string;
  nome_fantasia?: string | null;
  email?: string | null;
};

/**
 * An address as a mailto: link on one line, never broken mid-word: cut with an ellipsis when its
 * column is narrow, shown whole in a bubble on hover and keyboard focus; the link's name is the whole
 * address, so it is read whole and can be copied.
 */
export function EmailLink({ email }: { email: string }) {
  return (
    <a className={styles.address} href={mailtoHref(email)} data-full={email}>
      <span className={styles.addressText}>{email}</span>
    </a>
  );
}

/** Each label's mark in the compact view, where its words do not fit beside the address. */
const LABEL_ICONS: Record<EmailLabel, typeof Globe> = {
  dominio_proprio: Globe,
  provedor_generico: Mail,
  provavel_contador: Calculator,
};

/** The compact view's label: its mark, named (and explained on hover) by the label's words. */
function EmailLabelMark({ email }: { email: string }) {
  const label = useEmailLabel(email);
  if (!label) return null;
  const Icon = LABEL_ICONS[label];
  return (
    <span
      className={styles.mark}
      data-label={label}
      role="img"
      aria-label={EMAIL_LABELS[label]}
      title={`${EMAIL_LABELS[label]}: ${EMAIL_LABEL_HINTS[label]}`}
    >
      <Icon size={14} aria-hidden="true" />
    </span>
  );
}

/** The e-mail and its label: the badge's words, or in one line the label's mark. */
export function CompanyEmail({ email, compact = false }: { email: string; compact?: boolean }) {
  return compact ? (
    <span className={styles.emailLine}>
      <EmailLink email={email} />
      <EmailLabelMark email={email} />
    </span>
  ) : (
    <span className={styles.email}>
      <EmailLink email={email} />
      <EmailLabelBadge email={email} />
    </span>
  );
}

/** The compact view's phone: the first one and its links, the others counted (listed on hover). */
export function CompactPhones({ company }: { company: ContactCompany }) {
  const [first, ...others] = companyPhones(company);
  const more = others.map((phone) => phone.formatted);
  return (
    <span className={styles.phoneLine}>
      {first && <PhoneLinks phone={first} companyName={companyDisplayName(company)} compact />}
      {more.length > 0 && (
        <span className={styles.more} title={more.join(', ')}>
          <span aria-hidden="true">+{more.length}</span>
          <span className={styles.visuallyHidden}>{more.join(', ')}</span>
        </span>
      )}
    </span>
  );
}

/**
 * A company's phones you can call or message, and its e-mail you can write to, with its label. The
 * compact view shows the same pieces in columns of their own ({@link CompactPhones}, {@link CompanyEmail}).
 */
export function CompanyContacts({ company }: { company: ContactCompany }) {
  const name = companyDisplayName(company);
  return (
    <div className={styles.stack}>
      {companyPhones(company).map((phone, index) => (
        <PhoneLinks key={`${index}-${phone.formatted}`} phone={phone} companyName={name} />
      ))}
      {company.email && <CompanyEmail email={company.email} />}
    </div>
  );
}
