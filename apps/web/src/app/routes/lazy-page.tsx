// Lazy page routes under the lazily loaded layout: the layout starts its pages' code with its own,
// so a page does not wait for the layout to arrive before its download starts (no layout-then-page
// chain).
import { useEffect } from 'react';
import { useMatches, type RouteObject } from 'react-router-dom';
import { lazyPage, type PageLoad } from './page-suspense';

export { PageSuspense, lazyPage } from './page-suspense';

/** What a lazy route keeps in its `handle`: the import of its code. */
interface LoadHandle {
  load: PageLoad;
}

function isLoadHandle(handle: unknown): handle is LoadHandle {
  return typeof (handle as LoadHandle | undefined)?.load === 'function';
}

/** A lazy page route's element, plus a handle that lets a layout above start its download. */
export function lazyRoute(load: PageLoad): Pick<RouteObject, 'element' | 'handle'> {
  return { element: lazyPage(load), handle: { load } satisfies LoadHandle };
}

/** Starts downloading the code of every matched lazy route (used while a layout loads). */
export function usePreloadMatchedRoutes(): void {
  const matches = useMatches();
  useEffect(() => {
    // The route's own element does the real load and reports a failure.
    for (const { handle } of matches)
      if (isLoadHandle(handle)) handle.load().catch(() => undefined);
  }, [matches]);
}
