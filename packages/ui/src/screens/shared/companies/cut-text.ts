// Whether a one-line text is cut with an ellipsis: the compact results reveal a cut text whole on
// hover and keyboard focus, and only a cut one takes focus (50 rows of focusable cells that show
// nothing more would be 150 useless tab stops).

/** True when the element, or an element inside it, holds more than it shows across. */
export function isCut(element: Element): boolean {
  if (element.scrollWidth > element.clientWidth) return true;
  for (const inner of element.querySelectorAll('*'))
    if (inner.scrollWidth > inner.clientWidth) return true;
  return false;
}

type Listener = (cut: boolean) => void;
const listeners = new WeakMap<Element, Listener>();
let observer: ResizeObserver | undefined;

/**
 * Tells `listener` whether `element` is cut, now and whenever its size changes (a column widens with
 * the window, the side menu folds). One observer serves every cell of a page.
 */
export function watchCut(element: Element, listener: Listener): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.(isCut(entry.target));
  });
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}
