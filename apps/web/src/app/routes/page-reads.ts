// Each signed-in page's reads start with the navigation that opens it: they are its route's loader,
// which React Router runs beside the download of the route's lazy code (route-data.ts says what each
// page reads). A later navigation does not wait for them: the page shows its own loading states.
// The first page of a visit does wait, capped, so its first render already has the data and draws
// the page in one go (decision 048).
import { FORCE_LOGOUT_EVENT } from '@cnpj/api-client';
import type { LoaderFunction } from 'react-router-dom';
import type { AuthSession } from '../../shared/auth/session';

/** The longest the first page of a visit waits for its reads, beside the download of its code. */
export const FIRST_READS_WAIT_MS = 1500;

/**
 * The loader of the signed-in pages over `session`, and `visitShown`, which the frame calls once the
 * router has shown a page: from then on no loader waits, so a visit that opens on /login and signs
 * in is not held. Without a backend session the loader starts nothing: the page reads for itself.
 */
export function pageReads(
  session: Pick<AuthSession, 'getSnapshot' | 'logout'>,
  events: EventTarget = window,
) {
  let first = true;
  const loader: LoaderFunction = async ({ request }) => {
    const { user, backendSignedIn } = session.getSnapshot();
    const waits = first;
    first = false;
    if (!user || !backendSignedIn) return null;
    const { pathname, search } = new URL(request.url);
    // A query module that fails to load starts nothing: the page then reads for itself.
    const reads = import('./route-data').then(
      (module) => module.startUserRouteReads(user.uid, { pathname, search }),
      () => undefined,
    );
    if (!waits) return null;
    // The session follows forceLogout once the app has mounted. A refresh that fails during these
    // first reads may fire it before that, so it is heard here and followed before the page renders.
    let forced = false;
    const onForceLogout = () => {
      forced = true;
    };
    events.addEventListener(FORCE_LOGOUT_EVENT, onForceLogout);
    await Promise.race([reads, new Promise((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS))]);
    events.removeEventListener(FORCE_LOGOUT_EVENT, onForceLogout);
    if (forced) await session.logout().catch(() => undefined);
    return null;
  };
  return { loader, visitShown: () => void (first = false) };
}
