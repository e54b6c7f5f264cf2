// The route table of SPEC §2: public /login and /signup; signed-in full-screen pages; and the
// area with side menu and header. Pages load lazily, and so does the area's layout: the guard renders
// it only once the sign-in state resolves, so /login never downloads the menu's code (issue 9).
import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageSuspense, lazyPage, lazyRoute, usePreloadMatchedRoutes } from './lazy-page';
import { RequireAuth } from './RequireAuth';
import { usePageViews } from './use-page-views';

function Root() {
  usePageViews();
  return <Outlet />;
}

const AppLayout = lazy(() =>
  import('../layouts/AppLayout').then((module) => ({ default: module.AppLayout })),
);

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
      { path: '/login', element: lazyPage(() => import('../pages/LoginPage')) },
      { path: '/signup', element: lazyPage(() => import('../pages/SignupPage')) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/obrigado', element: lazyPage(() => import('../pages/ThankYouPage')) },
          {
            path: '/detalhes/:cnpj',
            element: lazyPage(() => import('../pages/CompanyDetailPage')),
          },
          {
            element: <SignedInArea />,
            children: [
              { path: '/', ...lazyRoute(() => import('../pages/HomePage')) },
              { path: '/minhas-listas', ...lazyRoute(() => import('../pages/MyListsPage')) },
              {
                path: '/minhas-listas/:listaId',
                ...lazyRoute(() => import('../pages/ListPage')),
              },
              {
                path: '/pesquisar-empresas',
                ...lazyRoute(() => import('../pages/SearchPage')),
              },
              {
                path: '/pesquisar-cnpj',
                ...lazyRoute(() => import('../pages/SearchCnpjPage')),
              },
              {
                path: '/minha-assinatura',
                ...lazyRoute(() => import('../pages/SubscriptionPage')),
              },
              { path: '/user-stats', ...lazyRoute(() => import('../pages/UserStatsPage')) },
              {
                path: '/user-stats/atualizacao',
                ...lazyRoute(() => import('../pages/DataUpdatePage')),
              },
              {
                path: '/user-details/:userId',
                ...lazyRoute(() => import('../pages/UserDetailsPage')),
              },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
    ],
  },
];
