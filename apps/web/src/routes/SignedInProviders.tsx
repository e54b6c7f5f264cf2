// What every signed-in page reads besides the session: the server-state cache and the plan. Mounted
// under the sign-in guard, keyed by the user, so each user starts with an empty cache.
import type { ReactNode } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { PlanProvider } from '../services/PlanProvider';
import { ServerStateProvider } from '../services/server-state/ServerStateProvider';

/** The cache and the plan around the signed-in routes. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const uid = useAuth().user?.uid ?? '';
  return (
    <ServerStateProvider key={uid}>
      <PlanProvider>{children}</PlanProvider>
    </ServerStateProvider>
  );
}
