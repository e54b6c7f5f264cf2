import { subscribeHref, type FreePlanLimit } from '@cnpj/domain';
import { useContext } from 'react';
import type { LinkComponent } from '../../screens/shared/link';
import { Button, type ButtonVariant } from '../Button';
import { SubscribeContext } from './SubscribeProvider';

/** Props of {@link SubscribeAction}. */
export interface SubscribeActionProps {
  /** Called as the link is followed, e.g. to close the alert it sits in. */
  onNavigate?: () => void;
  /** The free-plan limit the alert was about: the subscription page preselects the plan that lifts it. */
  limit?: FreePlanLimit | null;
  variant?: ButtonVariant;
  /**
   * Renders the in-app link, as every screen's `linkComponent` does (the app passes its router's
   * link). Omitted, the link of a SubscribeProvider above, else a plain anchor (decision 070).
   */
  linkComponent?: LinkComponent;
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
  linkComponent,
}: SubscribeActionProps) {
  const { link: provided } = useContext(SubscribeContext);
  const Link = linkComponent ?? provided;
  return (
    <Button asChild variant={variant}>
      <Link href={subscribeHref(limit)} onClick={onNavigate}>
        Assinar
      </Link>
    </Button>
  );
}
