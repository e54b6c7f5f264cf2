// How a page tells bad news (docs/product.md#errors, decision 076): a plan's rule or a piece of advice
// in its alert dialog, a failure in one notice where the action was, with "Tentar novamente". The
// latest failure stays until retried, dismissed or replaced; retrying starts without it.
import { useState } from 'react';
import type { FailureNews } from './binding';
import type { SetActionNews } from './use-set-action';

/** The page's alert and failure, and the ways to tell and dismiss them. */
export function useNotice() {
  const [alert, setAlert] = useState<string | null>(null);
  const [failure, setFailure] = useState<FailureNews | null>(null);
  const onFailed = ({ message, retry }: FailureNews) => {
    const again = retry && (() => (setFailure(null), retry()));
    setFailure({ message, retry: again });
  };
  const tell = (news: SetActionNews) =>
    news.kind === 'alert' ? setAlert(news.message) : onFailed(news);
  return {
    alert,
    failure,
    tell,
    onAlert: setAlert,
    onFailed,
    dismissAlert: () => setAlert(null),
    dismissFailure: () => setFailure(null),
  };
}

/** A page's notice. */
export type Notice = ReturnType<typeof useNotice>;
