// The browser's router over the app's routes, for every page of a visit.
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';
import { useRouteData } from './use-route-data';

// One router per page load, created when the chunk first loads: it reads the address then.
let router: ReturnType<typeof createBrowserRouter> | undefined;

function theRouter() {
  return (router ??= createBrowserRouter(appRoutes));
}

/** Every route of the app in a browser router. */
export default function BrowserRouter() {
  const router = theRouter();
  useRouteData(router);
  return <RouterProvider router={router} />;
}
