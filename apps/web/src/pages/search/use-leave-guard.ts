// docs/product.md#screens-and-routes: the search page warns before being left. Closing or reloading the tab gets the browser's own
// prompt (beforeunload); moving to another route in the app is held by the router until the user
// answers. Changing only the query (filters, back/forward between searches) stays on the page.
import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/** Holds navigation away from the page while `active`; the caller asks the user through the blocker. */
export function useLeaveGuard(active: boolean): Blocker {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
}
