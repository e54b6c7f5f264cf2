import { PAYMENT_NOT_COMPLETED_HINT, PAYMENT_NOT_COMPLETED_TITLE, RETRY_LABEL } from '@cnpj/domain';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';

/** Props of {@link PaymentNotCompleted}. */
export interface PaymentNotCompletedProps {
  /** Opens the checkout again with the same plan and billing. */
  onRetry: () => void;
  busy: boolean;
}

/** The provider returned without a payment: say so, and offer to try again. */
export function PaymentNotCompleted({ onRetry, busy }: PaymentNotCompletedProps) {
  return (
    <Banner
      variant="warning"
      title={PAYMENT_NOT_COMPLETED_TITLE}
      action={
        <Button size="sm" busy={busy} busyLabel="Abrindo pagamento..." onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      }
    >
      {PAYMENT_NOT_COMPLETED_HINT}
    </Banner>
  );
}
