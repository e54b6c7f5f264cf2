// The app's providers: the auth session, and how the plan is read. Router-free and without the
// server-state cache, so the browser entry can render them around the public shell without loading
// either (performance budget); the signed-in routes add the cache and the plan (SignedInProviders).
import type { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import type { AuthSession } from './auth/session';
import { GetUserContext, type GetUser } from './services/plan-source';

/** What the providers need; main.tsx passes the real ones, tests pass fakes. */
export interface AppProvidersProps {
  session: AuthSession;
  getUser: GetUser;
  children: ReactNode;
}

/** The auth session and the plan reader, for whatever renders the routes. */
export function AppProviders({ session, getUser, children }: AppProvidersProps) {
  return (
    <AuthProvider session={session}>
      <GetUserContext value={getUser}>{children}</GetUserContext>
    </AuthProvider>
  );
}
