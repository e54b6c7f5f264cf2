import { RETRY_LABEL, SUBSCRIPTION_LOADING_TEXT } from '@cnpj/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../shared/StatusMessage';
import type { ExtensionState } from '../types';

function retry(onRetry: () => void) {
  return (
    <Button variant="secondary" onClick={onRetry}>
      {RETRY_LABEL}
    </Button>
  );
}

/** A read that may be loading, failed (with a retry) or missing (the caller's fallback). */
export function Extension<T>(props: {
  state: ExtensionState<T>;
  failed: string;
  onRetry: () => void;
  unavailable: () => ReactNode;
  ready: (value: T) => ReactNode;
}) {
  const { state } = props;
  if (state.kind === 'loading')
    return <StatusMessage tone="loading" title={SUBSCRIPTION_LOADING_TEXT} />;
  if (state.kind === 'error')
    return <StatusMessage tone="error" title={props.failed} action={retry(props.onRetry)} />;
  if (state.kind === 'unavailable') return props.unavailable();
  return props.ready(state.value);
}
