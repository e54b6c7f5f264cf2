// Makes the auth session available to the React tree and re-renders on every change of it.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AuthSession, AuthSnapshot } from './session';

const AuthContext = createContext<AuthSession | null>(null);

/** Starts the given session for the lifetime of the tree below. */
export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  useEffect(() => session.start(), [session]);
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

/** The auth snapshot plus the session's actions. */
export type UseAuth = AuthSnapshot & Omit<AuthSession, 'getSnapshot' | 'subscribe' | 'start'>;

/** Reads the auth state; must be used below an AuthProvider. */
export function useAuth(): UseAuth {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth must be used inside an AuthProvider');
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      signInWithEmail: session.signInWithEmail,
      signUpWithEmail: session.signUpWithEmail,
      signInWithGoogle: session.signInWithGoogle,
      prepareGoogleSignIn: session.prepareGoogleSignIn,
      syncBackend: session.syncBackend,
      logout: session.logout,
    }),
    [session, snapshot],
  );
}
