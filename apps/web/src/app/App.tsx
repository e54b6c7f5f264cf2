// The whole app over a given router: the browser's entry passes its browser router (main.tsx); tests
// and flow stories pass a memory router. Either router is built over appRoutes(session).
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from './AppProviders';

type Router = ReturnType<typeof createBrowserRouter>;

/** What App needs: the providers' props and a router. */
export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: Router;
}

/** The app's providers around a router. */
export function App({ router, ...providers }: AppProps) {
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
