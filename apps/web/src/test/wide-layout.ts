// jsdom has no layout and no ResizeObserver: report a wide container so the kit's tables render as
// tables (docs/product.md#screens-and-routes wide screens).
import { vi } from 'vitest';

class WideResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = {
      target,
      contentRect: { width: 1200, height: 800 },
    } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

/** Installs the wide ResizeObserver for the current test. */
export function stubWideLayout(): void {
  vi.stubGlobal('ResizeObserver', WideResizeObserver);
}
