// The one way the kit binds an action on a set of companies (decision 076): its button, its
// question, and its panel under way. Every screen takes these shapes, whichever set it shows.
import type { TransferProgress } from '@cnpj/api-client';
import type { ConfirmationRequest, ResultsAction } from '@cnpj/ui/screens/SearchScreen';
import type { SetAction, SetActionNews } from './use-set-action';

/** The button and its confirmation: what the kit's `ResultsAction` takes; the button requests `onRequest`. */
export function actionBinding<R, C extends ConfirmationRequest>(
  action: SetAction<R, C>,
  onRequest: () => void,
): ResultsAction {
  const { phase } = action;
  return {
    onRequest,
    running: action.running.length > 0,
    confirmation: phase.kind === 'confirming' ? phase.confirmation : null,
    onConfirm: action.confirm,
    onCancel: action.dismiss,
  };
}

/** The panel of a run under way, named by `kind` (null: none). */
export function transferOf<K extends string>(
  kind: K,
  action: { progress: TransferProgress | null },
): ({ kind: K } & TransferProgress) | null {
  return action.progress && { kind, ...action.progress };
}

/** A failure as the page's notice takes it: its message and, when trying again can help, how. */
export interface FailureNews {
  message: string;
  retry?: () => void;
}

/** Tells the news through the page's two ways: its alert dialog and its failure notice. */
export const tellThrough =
  (onAlert: (message: string) => void, onFailure?: (failure: FailureNews) => void) =>
  (news: SetActionNews): void => {
    if (news.kind === 'alert') onAlert(news.message);
    else onFailure?.({ message: news.message, retry: news.retry });
  };
