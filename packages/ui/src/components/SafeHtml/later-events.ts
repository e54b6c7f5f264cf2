// Test support for the XSS checks: what in a rendered fragment could still run script after the
// render, and a promise for the moment it has had its chance. A fixed wait would pass on a slow
// machine without proving anything; this waits for the very events an injected handler listens to.

/**
 * The elements that fire an event after being inserted, and the events after which their own
 * handlers (onerror, onload, ontoggle, onfocus) have run. Markup set through innerHTML fires nothing
 * else later: its scripts are inert, an inline <svg> gets no load event, an <img> without a source
 * loads nothing.
 */
const LATER: readonly [selector: string, events: readonly string[]][] = [
  ['img[src], input[type="image" i][src], iframe, embed[src], object[data]', ['load', 'error']],
  ['video source, audio source, video[src], audio[src]', ['error', 'loadeddata']],
  ['details[open]', ['toggle']],
  ['[autofocus]', ['focus']],
];

/**
 * Resolves once every element of `root` that could run a handler later has fired the event that
 * handler waits for. Call it in the same task as the render, before any await: the events are
 * dispatched in later tasks, so none can be missed. An element's own handlers, set from its attributes
 * when it was parsed, are registered before these listeners and run first.
 */
export function laterEvents(root: Element): Promise<void> {
  const waits: Promise<unknown>[] = [];
  for (const [selector, events] of LATER) {
    for (const element of root.querySelectorAll(selector)) {
      waits.push(
        new Promise((resolve) => {
          for (const type of events) element.addEventListener(type, resolve, { once: true });
        }),
      );
    }
  }
  return Promise.all(waits).then(() => undefined);
}
