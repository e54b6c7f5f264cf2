// docs/product.md#search: the search page warns before being left when something would be lost.
// Closing or reloading the tab gets the browser's own prompt (beforeunload) while results or a
// selection are on screen, as the seed did. Moving to another route in the app is held by the router
// only while something would really be lost (a selection, a running export or send-all): the search
// shown survives in the URL, so back brings it again. Changing only the query (another search, back
// and forward between searches) stays on the page, and following a free-plan alert's "Assinar" goes
// where it points without a second question.
import { SUBSCRIPTION_PATH } from '@cnpj/domain';
import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/** When to warn: on closing the tab, and on moving elsewhere in the app. */
export interface LeaveGuardOptions {
  warnOnUnload: boolean;
  /** Whether a move to `pathname` would lose something (the triage, for one, carries the selection). */
  holdNavigation: (pathname: string) => boolean;
}

/** Warns on unload and holds navigation away while asked to; the caller asks the user through the blocker. */
export function useLeaveGuard({ warnOnUnload, holdNavigation }: LeaveGuardOptions): Blocker {
  useEffect(() => {
    if (!warnOnUnload) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [warnOnUnload]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== SUBSCRIPTION_PATH &&
      holdNavigation(nextLocation.pathname),
  );
}
