// The app's providers: the auth session, then the plan. Router-free, so the browser entry can
// render them around the public shell without loading the router (performance budget).
import type { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import type { AuthSession } from './auth/session';
import { PlanProvider } from './services/PlanProvider';

/** What the providers need; main.tsx passes the real ones, tests pass fakes. */
export interface AppProvidersProps {
  session: AuthSession;
  getUser: () => Promise<{ plano?: unknown }>;
  children: ReactNode;
}

/** The auth session and the plan, for whatever renders the routes. */
export function AppProviders({ session, getUser, children }: AppProvidersProps) {
  return (
    <AuthProvider session={session}>
      <PlanProvider getUser={getUser}>{children}</PlanProvider>
    </AuthProvider>
  );
}
