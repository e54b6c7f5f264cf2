import {
  CONTACT_TO_MANAGE_HINT,
  CONTACT_TO_SUBSCRIBE_HINT,
  SUBSCRIBE_ELSEWHERE_HINT,
} from '@cnpj/domain';
import { Crown, Mail } from 'lucide-react';
import { Button } from '../../../components/Button';
import styles from './parts.module.css';

/** Props of {@link UpgradeCall}. */
export interface UpgradeCallProps {
  /** What could not be shown here, said first (the extension is missing). */
  message: string;
  /** Subscribing (free user) or managing (paying user). */
  purpose: 'subscribe' | 'manage';
  /** The checkout page (VITE_SUBSCRIBE_URL); without it the call becomes an e-mail to `contactEmail`. */
  subscribeUrl?: string;
  contactEmail: string;
}

/**
 * The fallbacks, in order (docs/product.md#my-subscription): without the extensions, the configured
 * checkout page, then the contact e-mail; saying honestly what the page could not show.
 */
export function UpgradeCall({ message, purpose, subscribeUrl, contactEmail }: UpgradeCallProps) {
  const external = purpose === 'subscribe' && subscribeUrl;
  const subject = purpose === 'subscribe' ? 'Quero assinar' : 'Minha assinatura';
  return (
    <div className={styles.upgrade}>
      <p>{message}</p>
      <p>
        {external
          ? SUBSCRIBE_ELSEWHERE_HINT
          : purpose === 'subscribe'
            ? CONTACT_TO_SUBSCRIBE_HINT
            : CONTACT_TO_MANAGE_HINT}
      </p>
      {external ? (
        <Button asChild icon={<Crown />}>
          <a href={subscribeUrl}>Assinar agora</a>
        </Button>
      ) : (
        <Button asChild icon={<Mail />}>
          <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`}>
            Falar com a equipe
          </a>
        </Button>
      )}
    </div>
  );
}
