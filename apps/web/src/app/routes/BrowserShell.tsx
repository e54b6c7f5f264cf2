// The app's routes in the browser: one router for every page, /login and /signup included, so a
// page navigates one way (React Router's hooks and links) wherever it is shown.
import { PageSuspense } from './page-suspense';
import BrowserRouter from './browser-router';

/** The app's routes in the browser. */
export function BrowserShell() {
  return (
    <PageSuspense>
      <BrowserRouter />
    </PageSuspense>
  );
}
