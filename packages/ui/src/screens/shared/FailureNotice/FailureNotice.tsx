// docs/product.md#errors "Failures are told": a failure is said where the action was, calmly, with
// "Tentar novamente" when trying again can help; never a native alert (decision 033). The one notice
// every screen tells its failures with: the search's, a list's exports (decision 060).
import { RETRY_LABEL } from '@cnpj/domain';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/Button';
import { DismissButton } from '../DismissButton';
import styles from './FailureNotice.module.css';

/** A failure a screen tells: its message and, when it can be tried again, how. */
export interface Failure {
  message: string;
  retry?: () => void;
}

/** Props of {@link FailureNotice}. */
export interface FailureNoticeProps {
  failure: Failure;
  onDismiss: () => void;
}

/** One line where the action was: what failed, "Tentar novamente", and a way to close it. */
export function FailureNotice({ failure, onDismiss }: FailureNoticeProps) {
  return (
    <div className={styles.failureNotice} role="alert">
      <CircleAlert size={18} aria-hidden="true" />
      <p className={styles.failureText}>{failure.message}</p>
      {failure.retry && (
        <Button
          variant="secondary"
          size="sm"
          icon={<RotateCcw size={16} />}
          onClick={failure.retry}
        >
          {RETRY_LABEL}
        </Button>
      )}
      <DismissButton onDismiss={onDismiss} />
    </div>
  );
}
