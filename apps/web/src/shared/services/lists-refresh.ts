// The internal "lists changed" signal (docs/product.md#states-and-transitions, #calls): after a list is created, the side menu and
// any list picker reload GET /api/listas.

/** The window event name of the lists-refresh signal. */
export const LISTS_REFRESH_EVENT = 'listsRefresh';

/** Tells every subscriber that the user's lists changed. */
export function publishListsRefresh(target: EventTarget = window): void {
  target.dispatchEvent(new Event(LISTS_REFRESH_EVENT));
}

/** Calls `listener` on every lists-refresh signal; returns the unsubscribe. */
export function subscribeListsRefresh(
  listener: () => void,
  target: EventTarget = window,
): () => void {
  target.addEventListener(LISTS_REFRESH_EVENT, listener);
  return () => target.removeEventListener(LISTS_REFRESH_EVENT, listener);
}
