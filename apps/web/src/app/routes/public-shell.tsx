// The first paint of /login and /signup without React Router (performance budget: /login's initial JavaScript
// within 1.35 x a bare React + Firebase app). The History API moves between the two public pages;
// any other path hands over to the router (`onLeave`), which from then on owns every navigation.
import type { ScreenLinkProps } from '@cnpj/ui/screens/shared';
import { useEffect, useState, type MouseEvent } from 'react';
import {
  NavigationContext,
  useNavigation,
  type Navigation,
} from '../../shared/navigation/navigation';
import { publicRoutes } from './public-pages';
import { matchesPattern } from './route-table';
import { usePathTitle } from './path-title';
import { usePageViews } from './use-page-views';

interface Place {
  pathname: string;
  search: string;
}

const here = (): Place => ({ pathname: window.location.pathname, search: window.location.search });

/** True for a plain left click the app may handle itself (not a new tab or window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An in-app link that moves through the History API on a plain click. */
function PublicLink({ href, onClick, ...rest }: ScreenLinkProps) {
  const { navigate } = useNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || rest.target) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}

/** Props of the public shell. */
export interface PublicShellProps {
  /** Called once the address is no longer a public page: the router takes over from there. */
  onLeave: () => void;
  /** Called on the visitor's first focus or press: a sign-in is coming, so warm the router. */
  onIntent: () => void;
}

/** Renders the public page at the current address, following the History API. */
export function PublicShell({ onLeave, onIntent }: PublicShellProps) {
  const [place, setPlace] = useState(here);

  useEffect(() => {
    // Not at load: /login's first paint stays router-free; the download fits in the typing time.
    const intent = () => {
      document.removeEventListener('focusin', intent);
      document.removeEventListener('pointerdown', intent);
      onIntent();
    };
    document.addEventListener('focusin', intent);
    document.addEventListener('pointerdown', intent);
    return () => {
      document.removeEventListener('focusin', intent);
      document.removeEventListener('pointerdown', intent);
    };
  }, [onIntent]);

  useEffect(() => {
    const onPopState = () => setPlace(here());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = (to: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setPlace(here());
  };

  const navigation: Navigation = { search: place.search, navigate, Link: PublicLink };

  const page = publicRoutes.find(({ path }) => matchesPattern(path, place.pathname));
  const isPublic = page !== undefined;
  useEffect(() => {
    if (!isPublic) onLeave();
  }, [isPublic, onLeave]);
  usePathTitle(place.pathname);
  usePageViews(place.pathname, place.search);

  if (!page) return null;
  return (
    <NavigationContext value={navigation}>
      <page.Page />
    </NavigationContext>
  );
}
