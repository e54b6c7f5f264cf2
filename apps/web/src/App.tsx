// The whole app over a given router: tests and flow stories pass a memory router. The browser
// renders the providers around BrowserShell instead (main.tsx), so /login paints without the router.
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from './AppProviders';

/** What App needs: the providers' props and a router. */
export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: ReturnType<typeof createBrowserRouter>;
}

/** The app's providers around a router. */
export function App({ router, ...providers }: AppProps) {
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
