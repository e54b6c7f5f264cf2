// The first page of a visit paints whole: the entry starts the page's reads (route-data.ts) beside its
// code and renders once they have answered, so the first render already has the data and draws the
// page in one go, instead of a frame of placeholders redrawn as each read arrives (decision 048). On a
// slow backend the wait is capped, and the page then paints its loading states as before.
import { FORCE_LOGOUT_EVENT } from '@cnpj/api-client';
import type { AuthSession } from '../../shared/auth/session';

/**
 * The longest the first render waits for the page's reads, counted from the start of the visit: the
 * reads run beside the download of the page's code, which the render waits for anyway.
 */
export const FIRST_READS_WAIT_MS = 1500;

let started: string | null = null;

/** The address whose reads the entry started (the router does not start them again), or null. */
export function firstReadsAddress(): string | null {
  return started;
}

/**
 * Starts the reads of the page at `place` for a kept backend session; resolves when they have
 * answered (failures included: the page shows them) or FIRST_READS_WAIT_MS has passed, whichever
 * comes first. Without a backend session it resolves at once: the page reads once signed in.
 */
export function startFirstReads(
  session: Pick<AuthSession, 'getSnapshot' | 'logout'>,
  place: { pathname: string; search: string },
  events: EventTarget = window,
): Promise<void> {
  const { user, backendSignedIn } = session.getSnapshot();
  if (!user || !backendSignedIn) return Promise.resolve();
  started = `${place.pathname}${place.search}`;
  // The session follows forceLogout once the app has rendered (AuthProvider). A refresh that fails
  // during these reads fires it before that, so it is heard here and followed before the render.
  let forced = false;
  const onForceLogout = () => {
    forced = true;
  };
  events.addEventListener(FORCE_LOGOUT_EVENT, onForceLogout);
  const reads = Promise.all([
    import('./route-data'),
    import('../../shared/services/server-state/signed-in-cache'),
    import('../../shared/services/plan-queries'),
  ]).then(
    ([data, cache, plan]) => {
      const client = cache.cacheFor(user.uid);
      // The plan too: every signed-in page reads it, and its answer redraws the plan's notices.
      return Promise.all([
        data.startRouteReads(client, place),
        client.prefetchQuery(plan.planQuery(user.uid)),
      ]).then(() => undefined);
    },
    () => undefined,
  );
  const capped = Promise.race([
    reads,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS)),
  ]);
  return capped.then(async () => {
    events.removeEventListener(FORCE_LOGOUT_EVENT, onForceLogout);
    if (forced) await session.logout().catch(() => undefined);
  });
}
