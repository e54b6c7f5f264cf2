// Chooses how the browser renders the app: the public shell for a first visit to /login or
// /signup (no router in their first paint, performance budget), the router for everything else. Once the
// router takes over it keeps every navigation, /login included.
import { lazyFrom, loader, warm } from '@cnpj/ui/on-demand';
import { useCallback, useState } from 'react';
import { PageSuspense } from './page-suspense';
import { PublicShell } from './public-shell';
import { isPublicPath, preloadPath } from './route-table';

/** The router's chunk; the entry starts it early for signed-in paths (main.tsx). */
export const loadBrowserRouter = loader(() => import('./browser-router'));

const BrowserRouter = lazyFrom(loadBrowserRouter);

/** Starts the router's download; the lazy element does the real load and reports failures. */
const warmRouter = () => void warm(loadBrowserRouter);

/** The app's routes in the browser. */
export function BrowserShell() {
  const [routed, setRouted] = useState(() => !isPublicPath(window.location.pathname));
  const enterRouter = useCallback(() => {
    void preloadPath(window.location.pathname);
    setRouted(true);
  }, []);
  if (!routed) return <PublicShell onLeave={enterRouter} onIntent={warmRouter} />;
  return (
    <PageSuspense>
      <BrowserRouter />
    </PageSuspense>
  );
}
