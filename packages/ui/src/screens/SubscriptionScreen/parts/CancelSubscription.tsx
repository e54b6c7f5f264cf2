import {
  CANCEL_FAILED_MESSAGE,
  CANCEL_SUBSCRIPTION_LABEL,
  CANCEL_SUBSCRIPTION_LOSS,
  CANCEL_SUBSCRIPTION_TITLE,
  KEEP_SUBSCRIPTION_LABEL,
  cancelSubscriptionUntil,
} from '@cnpj/domain';
import { useState } from 'react';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { CancelState } from '../types';

/** Props of {@link CancelSubscription}. */
export interface CancelSubscriptionProps {
  planName: string;
  /** The last day of the paid plan, written pt-BR (the next renewal, which will not come). */
  until: string;
  /** Where the provider cancels; null cancels here, after the question. */
  providerUrl: string | null;
  state: CancelState;
  onCancel: () => void;
}

/** "Cancelar assinatura": asks first, saying what will be lost and when (docs/product.md#my-subscription). */
export function CancelSubscription(props: CancelSubscriptionProps) {
  const [asking, setAsking] = useState(false);
  if (props.providerUrl)
    return (
      <Button asChild variant="secondary">
        <a href={props.providerUrl}>{CANCEL_SUBSCRIPTION_LABEL}</a>
      </Button>
    );
  return (
    <>
      <Button
        variant="secondary"
        busy={props.state === 'cancelling'}
        busyLabel="Cancelando..."
        onClick={() => setAsking(true)}
      >
        {CANCEL_SUBSCRIPTION_LABEL}
      </Button>
      {props.state === 'failed' && <Banner variant="error">{CANCEL_FAILED_MESSAGE}</Banner>}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={CANCEL_SUBSCRIPTION_TITLE}
        message={`${cancelSubscriptionUntil(props.planName, props.until)} ${CANCEL_SUBSCRIPTION_LOSS}`}
        confirmLabel={CANCEL_SUBSCRIPTION_LABEL}
        cancelLabel={KEEP_SUBSCRIPTION_LABEL}
        confirmVariant="danger"
        onConfirm={props.onCancel}
      />
    </>
  );
}
