// The whole app over a given router: tests and flow stories pass a memory router; the browser's
// entry renders the same providers around its browser router (main.tsx).
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { useRouteData } from './routes/use-route-data';

type Router = ReturnType<typeof createBrowserRouter>;

/** What App needs: the providers' props and a router. */
export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: Router;
}

/** The routes, each page's reads started by the navigation that opens it. */
function Routes({ router }: { router: Router }) {
  useRouteData(router);
  return <RouterProvider router={router} />;
}

/** The app's providers around a router. */
export function App({ router, ...providers }: AppProps) {
  return (
    <AppProviders {...providers}>
      <Routes router={router} />
    </AppProviders>
  );
}
