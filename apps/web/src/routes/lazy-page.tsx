// Lazily loaded pages with the fallback text of SPEC §2 ("Loading page...").
import { Suspense, lazy, type ComponentType } from 'react';

/** The text shown while a page's code loads (SPEC §2). */
export const PAGE_LOADING_TEXT = 'Loading page...';

/** Wraps a dynamic page import into an element that shows the fallback while it loads. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<p role="status">{PAGE_LOADING_TEXT}</p>}>
      <Page />
    </Suspense>
  );
}
