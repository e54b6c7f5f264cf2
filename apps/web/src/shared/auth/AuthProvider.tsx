// Makes the auth session available to the React tree and re-renders it on every change.
//
// The snapshot reaches React as a transition, not through useSyncExternalStore: a store read that
// way re-renders synchronously on every change, and a change during a concurrent render (Firebase
// confirming a restored session while the first page renders, decision 014) makes React redo that
// whole render as one blocking task (performance budget: 100 ms at 1x, 400 ms at 4x CPU).
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { AuthSession, AuthSnapshot } from './session';

const AuthContext = createContext<{ session: AuthSession; snapshot: AuthSnapshot } | null>(null);

/** Starts the given session for the lifetime of the tree below and passes its snapshot down. */
export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  const [snapshot, setSnapshot] = useState(session.getSnapshot);
  useEffect(() => {
    const follow = () => startTransition(() => setSnapshot(session.getSnapshot()));
    const unsubscribe = session.subscribe(follow);
    // A change between the first render and this subscription is not lost.
    follow();
    const stop = session.start();
    return () => {
      stop();
      unsubscribe();
    };
  }, [session]);
  return <AuthContext.Provider value={{ session, snapshot }}>{children}</AuthContext.Provider>;
}

/** The auth snapshot plus the session's actions. */
export type UseAuth = AuthSnapshot & Omit<AuthSession, 'getSnapshot' | 'subscribe' | 'start'>;

/** Reads the auth state; must be used below an AuthProvider. */
export function useAuth(): UseAuth {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside an AuthProvider');
  const { session, snapshot } = context;
  return {
    ...snapshot,
    signInWithEmail: session.signInWithEmail,
    signUpWithEmail: session.signUpWithEmail,
    signInWithGoogle: session.signInWithGoogle,
    prepareGoogleSignIn: session.prepareGoogleSignIn,
    syncBackend: session.syncBackend,
    logout: session.logout,
  };
}
