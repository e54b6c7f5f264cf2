// The route table of docs/product.md#screens-and-routes, built from route-table.ts: public /login and
// /signup, in the entry; signed-in full-screen pages; and the area with side menu and header. The
// guard, the layout and every signed-in page load their code with the route (React Router loads the
// matched routes' code in parallel), and each signed-in page's reads start as its loader
// (page-reads.ts). Until the first page's code and reads have arrived, "Loading page..." shows; a
// page that cannot load or draw says so, with "Tentar novamente".
import { PAGE_LOADING_TEXT } from '@cnpj/domain';
import { PageFailed } from '@cnpj/ui/screens/shared/PageFailed';
import { useEffect, type ComponentType } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import LoginPage from '../../features/sign-in/LoginPage';
import SignupPage from '../../features/sign-in/SignupPage';
import type { AuthSession } from '../../shared/auth/session';
import { pageReads } from './page-reads';
import { usePathTitle } from './path-title';
import {
  fullScreenPages,
  layoutPages,
  loadLayout,
  loadSignedIn,
  notFoundPage,
  publicPaths,
  type PageLoad,
} from './route-table';
import { usePageViews } from './use-page-views';

/** Every page's frame: the tab's name and the page view; `onShown` once the first page is shown. */
function Root({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  const { pathname, search } = useLocation();
  usePathTitle(pathname);
  usePageViews(pathname, search);
  return <Outlet />;
}

function PageLoading() {
  return <p role="status">{PAGE_LOADING_TEXT}</p>;
}

/**
 * A page whose code could not be loaded (the network gone, or a release since the tab opened
 * removed the files it was built with) or that failed to draw: "Tentar novamente" loads the app
 * again at the same address.
 */
function PageError() {
  return <PageFailed onRetry={() => window.location.reload()} />;
}

/** A route whose component is the default export of `load`. */
const lazyComponent = (load: PageLoad) => ({
  lazy: async (): Promise<{ Component: ComponentType }> => ({ Component: (await load()).default }),
});

/** Every route of the app over `session`, shared by the browser router and the tests' memory router. */
export function appRoutes(session: Pick<AuthSession, 'getSnapshot' | 'logout'>): RouteObject[] {
  const { loader, visitShown } = pageReads(session);
  const page = ({ path, load }: { path: string; load: PageLoad }) => ({
    path,
    loader,
    ...lazyComponent(load),
  });
  return [
    {
      element: <Root onShown={visitShown} />,
      HydrateFallback: PageLoading,
      ErrorBoundary: PageError,
      children: [
        { path: publicPaths.login, element: <LoginPage /> },
        { path: publicPaths.signup, element: <SignupPage /> },
        {
          ...lazyComponent(loadSignedIn),
          children: [
            ...fullScreenPages.map(page),
            {
              ...lazyComponent(loadLayout),
              // docs/product.md#screens-and-routes: an unknown address says so, inside the layout.
              children: [...layoutPages, notFoundPage].map(page),
            },
          ],
        },
      ],
    },
  ];
}
