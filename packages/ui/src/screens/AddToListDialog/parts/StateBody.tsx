import { CircleCheck } from 'lucide-react';
import { Spinner } from '../../../components/Spinner';
import { SubscribeAction } from '../../../components/SubscribeAction';
import { FREE_PLAN_LISTS_ALERT, LOAD_LISTS_FAILED_MESSAGE } from '@cnpj/domain';
import { ADDED_MESSAGE } from '../messages';
import type { AddToListMessage, AddToListState } from '../types';
import type { LinkComponent } from '../../shared/link';
import styles from '../AddToListDialog.module.css';

/** Props of {@link StateBody}. */
export interface StateBodyProps {
  state: Exclude<AddToListState, { kind: 'ready' }>;
  /** Leaves the dialog for the subscription page (the free plan's "Assinar"). */
  onLeave: () => void;
  linkComponent?: LinkComponent;
}

/** The body while there is no list to choose: loading, a failed load, the free plan, or added. */
export function StateBody({ state, onLeave, linkComponent }: StateBodyProps) {
  switch (state.kind) {
    case 'loading':
      return <Spinner label="Carregando suas listas..." size={24} />;
    case 'loadFailed':
      return (
        <p className={styles.error} role="alert">
          {LOAD_LISTS_FAILED_MESSAGE}
        </p>
      );
    case 'freePlan':
      // Like every free-plan alert, a way onward (docs/product.md#plans-and-permissions "Assinar").
      return (
        <div className={styles.freePlan}>
          <p className={styles.warning} role="alert">
            {FREE_PLAN_LISTS_ALERT}
          </p>
          <SubscribeAction onNavigate={onLeave} limit="listas" linkComponent={linkComponent} />
        </div>
      );
    case 'added':
      return (
        <p className={styles.success} role="status">
          <CircleCheck size={20} aria-hidden="true" />
          {ADDED_MESSAGE}
        </p>
      );
  }
}

/** The note after an add or a create: a failure as an alert, a success as a status. */
export function DialogMessage({ message }: { message: AddToListMessage | null | undefined }) {
  if (!message) return null;
  return message.tone === 'error' ? (
    <p className={styles.error} role="alert">
      {message.text}
    </p>
  ) : (
    <p className={styles.success} role="status">
      {message.text}
    </p>
  );
}
