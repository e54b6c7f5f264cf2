// How the public pages navigate without depending on the router: /login and /signup first paint
// without React Router (performance budget), so they reach navigation through this context. Inside the router
// the context is backed by React Router; in the public shell by the History API (public-shell.tsx).
import type { LinkComponent } from '@cnpj/ui/screens/shared';
import { createContext, useContext, useEffect } from 'react';

/** What a public page needs from navigation. */
export interface Navigation {
  /** The current query string, with its leading "?" (or empty). */
  search: string;
  /** Goes to an in-app path (with query), replacing the current history entry when asked. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The link component handed to the kit's screens. */
  Link: LinkComponent;
}

/** The navigation of whichever shell renders the page. */
export const NavigationContext = createContext<Navigation | null>(null);

/** The current navigation; throws outside a shell, which is a wiring mistake. */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used inside a navigation shell');
  return navigation;
}

/** Replaces the current entry with `to` once rendered, like the router's <Navigate replace />. */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useNavigation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
