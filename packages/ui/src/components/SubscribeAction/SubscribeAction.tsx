import { subscribeHref, type FreePlanLimit } from '@cnpj/domain';
import { useContext } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { SubscribeContext } from './SubscribeProvider';

/** Props of {@link SubscribeAction}. */
export interface SubscribeActionProps {
  /** Called as the link is followed, e.g. to close the alert it sits in. */
  onNavigate?: () => void;
  /** The free-plan limit the alert was about: the subscription page preselects the plan that lifts it. */
  limit?: FreePlanLimit | null;
  variant?: ButtonVariant;
}

/**
 * "Assinar", the way onward from a free-plan alert (docs/product.md#my-subscription): a link, styled as
 * a button, to the subscription page in the app, naming the limit so the right plan is preselected.
 * The page itself falls back to a configured checkout address or the contact e-mail.
 */
export function SubscribeAction({
  onNavigate,
  limit = null,
  variant = 'secondary',
}: SubscribeActionProps) {
  const { link: Link } = useContext(SubscribeContext);
  return (
    <Button asChild variant={variant}>
      <Link href={subscribeHref(limit)} onClick={onNavigate}>
        Assinar
      </Link>
    </Button>
  );
}
