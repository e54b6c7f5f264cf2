// Where the keyboard last was, outside dialogs (decision 077): a dialog gives focus back to what
// opened it, but when that is gone (the selection bar closes once its companies went to a list), or
// a search or a page turn takes the focused element away, focus would fall to the page's body. The
// grid reads this to bring it back to the rows the person was working on. A click on the page's
// background forgets it, so the rows never take focus the person moved away on purpose.

/** The element focused last outside a dialog and its ancestors then (it may have gone since). */
let lastFocused: readonly Element[] = [];
let listening = false;
/** The last input was a pointer's (a click, a tap), not a key. */
let pointerLast = false;

const withAncestors = (element: Element): Element[] => {
  const path: Element[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) path.push(at);
  return path;
};

/** Inside a dialog (focus a dialog gives back comes from there). */
export const inDialog = (element: Element) =>
  element.closest('[role="dialog"], [role="alertdialog"]') !== null;

/** Starts following focus on the page, once; the grid calls it when it first draws. */
export function rememberFocus() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && !inDialog(event.target))
      lastFocused = withAncestors(event.target);
  });
  document.addEventListener('pointerdown', () => {
    lastFocused = [];
    pointerLast = true;
  });
  document.addEventListener(
    'keydown',
    () => {
      pointerLast = false;
    },
    true,
  );
}

/**
 * Whether the element focused last outside a dialog was, when focused, within `region` or within an
 * element marked `marker`; false once a click has moved focus away on purpose.
 */
export function lastFocusedWithin(region: Element | null, marker?: string): boolean {
  return lastFocused.some(
    (element) => element === region || (marker !== undefined && element.hasAttribute(marker)),
  );
}

/** Marks where focus may be handed to the results when new rows arrive (the search form, the pager). */
export const HANDS_FOCUS_TO_RESULTS = 'data-hands-focus-to-results';

/** Marks the region whose focus the grid takes back when it is lost (the results with their bar). */
export const COMPANY_SET_REGION = 'data-company-set';

/**
 * The person works by keyboard now: a search or a page turn run by a key hands the keyboard to the
 * rows; one run by a click leaves focus where the click put it, so the page's own keys (End, Page
 * Down) keep scrolling the page.
 */
export const keyboardInUse = (): boolean => !pointerLast;
