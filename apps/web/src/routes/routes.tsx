// The route table of SPEC §2: public /login and /signup; signed-in full-screen pages; and the
// area with side menu and header. Pages load lazily, and so does the area's layout: the guard renders
// it only once the sign-in state resolves, so /login never downloads the menu's code (issue 9).
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './RequireAuth';
import { usePageViews } from './use-page-views';

function Root() {
  usePageViews();
  return <Outlet />;
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
            element: lazyPage(() =>
              import('../layouts/AppLayout').then((module) => ({ default: module.AppLayout })),
            ),
            children: [
              { path: '/', element: lazyPage(() => import('../pages/HomePage')) },
              { path: '/minhas-listas', element: lazyPage(() => import('../pages/MyListsPage')) },
              {
                path: '/minhas-listas/:listaId',
                element: lazyPage(() => import('../pages/ListPage')),
              },
              {
                path: '/pesquisar-empresas',
                element: lazyPage(() => import('../pages/SearchPage')),
              },
              {
                path: '/pesquisar-cnpj',
                element: lazyPage(() => import('../pages/SearchCnpjPage')),
              },
              {
                path: '/minha-assinatura',
                element: lazyPage(() => import('../pages/SubscriptionPage')),
              },
              { path: '/user-stats', element: lazyPage(() => import('../pages/UserStatsPage')) },
              {
                path: '/user-stats/atualizacao',
                element: lazyPage(() => import('../pages/DataUpdatePage')),
              },
              {
                path: '/user-details/:userId',
                element: lazyPage(() => import('../pages/UserDetailsPage')),
              },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
    ],
  },
];
