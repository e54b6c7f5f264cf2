// Chooses how the browser renders the app: the public shell for a first visit to /login or
// /signup (no router in their first paint, performance budget), the router for everything else. Once the
// router takes over it keeps every navigation, /login included.
import { lazy, startTransition, useState } from 'react';
import { PageSuspense } from './page-suspense';
import { PublicShell } from './public-shell';
import { isPublicPath, preloadPath } from './route-table';

/** The router's chunk; the entry starts it early for signed-in paths (main.tsx). */
export const loadBrowserRouter = () => import('./browser-router');

const BrowserRouter = lazy(loadBrowserRouter);

/** Starts the router's download; the lazy element does the real load and reports failures. */
const warmRouter = () => void loadBrowserRouter().catch(() => undefined);

/** The app's routes in the browser. */
export function BrowserShell() {
  const [routed, setRouted] = useState(() => !isPublicPath(window.location.pathname));
  const enterRouter = () => {
    void preloadPath(window.location.pathname);
    // A transition: the public page stays until the router's code is there, with no fallback between.
    startTransition(() => setRouted(true));
  };
  if (!routed) return <PublicShell onLeave={enterRouter} onIntent={warmRouter} />;
  return (
    <PageSuspense>
      <BrowserRouter />
    </PageSuspense>
  );
}
