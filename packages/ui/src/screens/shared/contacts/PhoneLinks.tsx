// docs/product.md#contacts: every phone calls (tel:), a mobile also opens WhatsApp with the greeting;
// the number shows as stored, an old mobile offered with its 9.
import { MessageCircle } from 'lucide-react';
import {
  PHONE_KIND_LABELS,
  WHATSAPP_LABEL,
  callLabel,
  greetingFor,
  whatsappLinkLabel,
  withNineText,
  type PhoneContact,
} from '@cnpj/domain';
import { GreetingEditor } from './GreetingEditor';
import { useContactSettings } from './ContactSettings';
import styles from './contacts.module.css';

/** Props of {@link PhoneLinks}. */
export interface PhoneLinksProps {
  phone: PhoneContact;
  /** The name the greeting speaks to. */
  companyName: string;
  /** One line (the compact view): no kind, no "com o 9". */
  compact?: boolean;
}

/** One phone: its tel: link, its kind, and for a mobile the WhatsApp link and the greeting's pencil. */
export function PhoneLinks({ phone, companyName, compact = false }: PhoneLinksProps) {
  const { greeting, onGreetingChange } = useContactSettings();
  const text = greetingFor(greeting, companyName);
  const whatsapp = phone.whatsapp && `${phone.whatsapp}?text=${encodeURIComponent(text)}`;
  const shown = phone.withNine ?? phone.formatted;
  return (
    <span className={styles.phone} data-kind={phone.kind ?? undefined}>
      {phone.tel ? (
        <a className={styles.link} href={phone.tel} aria-label={callLabel(phone.formatted)}>
          {phone.formatted}
        </a>
      ) : (
        <span>{phone.formatted}</span>
      )}
      {!compact && phone.kind && (
        <span className={styles.kind}>
          {phone.withNine ? withNineText(phone.withNine) : PHONE_KIND_LABELS[phone.kind]}
        </span>
      )}
      {whatsapp && (
        <a
          className={styles.whatsapp}
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={whatsappLinkLabel(shown)}
          title={whatsappLinkLabel(shown)}
        >
          <MessageCircle size={14} aria-hidden="true" />
          {!compact && WHATSAPP_LABEL}
        </a>
      )}
      {whatsapp && !compact && onGreetingChange && (
        <GreetingEditor greeting={greeting} onSave={onGreetingChange} />
      )}
    </span>
  );
}
