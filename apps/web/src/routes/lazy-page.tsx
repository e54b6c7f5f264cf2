// Lazy page routes, and the early start of their download when a lazily loaded layout sits above
// them (performance budget: no layout-then-page chain).
import { warm } from '@cnpj/ui/on-demand';
import { useEffect } from 'react';
import { useMatches, type RouteObject } from 'react-router-dom';
import { lazyPage, type PageLoad } from './page-suspense';

export { PageSuspense, lazyPage } from './page-suspense';

/** What a lazy route keeps in its `handle`: how to start downloading its code. */
interface PreloadHandle {
  preload: () => void;
}

function isPreloadHandle(handle: unknown): handle is PreloadHandle {
  return typeof (handle as PreloadHandle | undefined)?.preload === 'function';
}

/** A lazy page route's element, plus a handle that lets a layout above start its download. */
export function lazyRoute(load: PageLoad): Pick<RouteObject, 'element' | 'handle'> {
  // The real load reports a failure; this early start only warms the module cache.
  const preload = () => void warm(load);
  return { element: lazyPage(load), handle: { preload } satisfies PreloadHandle };
}

/** Starts downloading the code of every matched lazy route (used while a layout loads). */
export function usePreloadMatchedRoutes(): void {
  const matches = useMatches();
  useEffect(() => {
    for (const { handle } of matches) if (isPreloadHandle(handle)) handle.preload();
  }, [matches]);
}
