// The app's providers around a router: the auth session, then the plan, then the routes.
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import type { AuthSession } from './auth/session';
import { PlanProvider } from './services/PlanProvider';

/** What App needs; main.tsx passes the real ones, tests pass fakes and a memory router. */
export interface AppProps {
  session: AuthSession;
  getUser: (id: string) => Promise<{ plano?: unknown }>;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The whole app. */
export function App({ session, getUser, router }: AppProps) {
  return (
    <AuthProvider session={session}>
      <PlanProvider getUser={getUser}>
        <RouterProvider router={router} />
      </PlanProvider>
    </AuthProvider>
  );
}
