// Lazily loaded pages with the fallback text of SPEC §2 ("Loading page..."), and the early start of
// their download when a lazily loaded layout sits above them (issue 9: no layout-then-page chain).
import { Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { useMatches, type RouteObject } from 'react-router-dom';

/** The text shown while a page's code loads (SPEC §2). */
export const PAGE_LOADING_TEXT = 'Loading page...';

type Load = () => Promise<{ default: ComponentType }>;

/** What a lazy route keeps in its `handle`: how to start downloading its code. */
interface PreloadHandle {
  preload: () => void;
}

function isPreloadHandle(handle: unknown): handle is PreloadHandle {
  return typeof (handle as PreloadHandle | undefined)?.preload === 'function';
}

/** Shows "Loading page..." while the code of its children loads. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">{PAGE_LOADING_TEXT}</p>}>{children}</Suspense>;
}

/** Wraps a dynamic page import into an element that shows the fallback while it loads. */
export function lazyPage(load: Load) {
  const Page = lazy(load);
  return (
    <PageSuspense>
      <Page />
    </PageSuspense>
  );
}

/** A lazy page route's element, plus a handle that lets a layout above start its download. */
export function lazyRoute(load: Load): Pick<RouteObject, 'element' | 'handle'> {
  // The real load reports a failure; this early start only warms the module cache.
  const preload = () => void load().catch(() => undefined);
  return { element: lazyPage(load), handle: { preload } satisfies PreloadHandle };
}

/** Starts downloading the code of every matched lazy route (used while a layout loads). */
export function usePreloadMatchedRoutes(): void {
  const matches = useMatches();
  useEffect(() => {
    for (const { handle } of matches) if (isPreloadHandle(handle)) handle.preload();
  }, [matches]);
}
