import { subscribeDestination } from '@cnpj/domain';
import { useContext } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { SubscribeContext } from './SubscribeProvider';

/** Props of {@link SubscribeAction}. */
export interface SubscribeActionProps {
  /** Called as the link is followed, e.g. to close the alert it sits in. */
  onNavigate?: () => void;
  variant?: ButtonVariant;
}

/**
 * "Assinar", the way onward from a free-plan alert (docs/product.md#plans-and-permissions): a link,
 * styled as a button, to the subscription page in the app or to the configured checkout address.
 */
export function SubscribeAction({ onNavigate, variant = 'secondary' }: SubscribeActionProps) {
  const { subscribeUrl, link: Link } = useContext(SubscribeContext);
  const { href, external } = subscribeDestination(subscribeUrl);
  return (
    <Button asChild variant={variant}>
      {external ? (
        <a href={href} onClick={onNavigate}>
          Assinar
        </a>
      ) : (
        <Link href={href} onClick={onNavigate}>
          Assinar
        </Link>
      )}
    </Button>
  );
}
