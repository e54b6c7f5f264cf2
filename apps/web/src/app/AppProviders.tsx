// The app's providers: the auth session. Without the server-state cache, so /login and /signup load
// none of it; the signed-in routes add the cache (SignedInProviders), and the plan is read through it.
import type { ReactNode } from 'react';
import { AuthProvider } from '../shared/auth/AuthProvider';
import type { AuthSession } from '../shared/auth/session';

/** What the providers need; main.tsx passes the real session, tests pass one over the mock. */
export interface AppProvidersProps {
  session: AuthSession;
  children: ReactNode;
}

/** The auth session, for whatever renders the routes. */
export function AppProviders({ session, children }: AppProvidersProps) {
  return <AuthProvider session={session}>{children}</AuthProvider>;
}
