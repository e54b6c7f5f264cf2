// The route table of docs/product.md#screens-and-routes, built from route-table.ts: public /login and /signup; signed-in
// full-screen pages; and the area with side menu and header. Pages load lazily, and so does the
// area's layout: the guard renders it only once the sign-in state resolves (performance budget).
import { lazy } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PageSuspense, lazyPage, lazyRoute, usePreloadMatchedRoutes } from './lazy-page';
import { usePathTitle } from './path-title';
import { publicRoutes } from './public-pages';
import {
  fullScreenPages,
  layoutPages,
  loadLayout,
  loadSignedIn,
  notFoundPage,
} from './route-table';
import { usePageViews } from './use-page-views';

function Root() {
  const { pathname, search } = useLocation();
  usePathTitle(pathname);
  usePageViews(pathname, search);
  return <Outlet />;
}

const AppLayout = lazy(loadLayout);

/** The signed-in area's layout, loading together with the page it frames. */
function SignedInArea() {
  usePreloadMatchedRoutes();
  return (
    <PageSuspense>
      <AppLayout />
    </PageSuspense>
  );
}

/** Every route of the app, shared by the browser router and the tests' memory router. */
export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      ...publicRoutes.map(({ path, Page }) => ({ path, element: <Page /> })),
      {
        element: lazyPage(loadSignedIn),
        children: [
          ...fullScreenPages.map(({ path, load }) => ({ path, element: lazyPage(load) })),
          {
            element: <SignedInArea />,
            children: [
              ...layoutPages.map(({ path, load }) => ({ path, ...lazyRoute(load) })),
              // docs/product.md#screens-and-routes: an unknown address says so, inside the layout.
              { path: notFoundPage.path, ...lazyRoute(notFoundPage.load) },
            ],
          },
        ],
      },
    ],
  },
];
