// docs/product.md#screens-and-routes access rules: signed-in only; a loading text while the sign-in state resolves, and a
// redirect to /login carrying the requested path otherwise. A session restored from the last visit
// counts as resolved: the page renders at once and leaves for /login if the identity provider then
// reports no user (decision 014).
import { AUTH_LOADING_TEXT } from '@cnpj/domain';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthProvider';
import { loginPathFor } from '../../shared/lib/safe-redirect';
import { SignedInProviders } from './SignedInProviders';

/** Renders the child routes for signed-in users only, with their cache and plan. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <p role="status">{AUTH_LOADING_TEXT}</p>;
  if (status === 'signedOut') {
    return (
      <Navigate
        to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
        replace
      />
    );
  }
  return (
    <SignedInProviders>
      <Outlet />
    </SignedInProviders>
  );
}
