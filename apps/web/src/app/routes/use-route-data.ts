// Starts each signed-in page's reads with the navigation that opens it (route-data.ts), before the
// routes render: on the first render for the address the app opened on, then on every change of
// address. The router notifies this subscription before React draws the new page, and the reads'
// module downloads beside the page's code. Without a backend session nothing starts here: the
// page reads for itself once the session is ready.
import { useEffect, useState } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { useAuthSnapshotReader } from '../../shared/auth/AuthProvider';
import { firstReadsAddress } from './first-reads';
import { isPublicPath } from './route-table';

type Router = ReturnType<typeof createBrowserRouter>;
type Place = Router['state']['location'];

const loadRouteData = () => import('./route-data');

/** Starts the reads of the page at each address `router` goes to. */
export function useRouteData(router: Router): void {
  const readAuth = useAuthSnapshotReader();
  const [start] = useState(() => {
    // The entry may have started the first address's reads already (first-reads.ts).
    let last: string | null = firstReadsAddress();
    return (place: Place) => {
      const { user, backendSignedIn } = readAuth();
      const address = `${place.pathname}${place.search}`;
      if (!user || !backendSignedIn || isPublicPath(place.pathname) || address === last) return;
      last = address;
      // A module that fails to load starts nothing: the page then reads for itself. The reads
      // and the cache load with the first signed-in page, not with /login.
      loadRouteData().then(
        (module) => void module.startUserRouteReads(user.uid, place),
        () => undefined,
      );
    };
  });
  // The address the app opened on, before its first page renders.
  useState(() => start(router.state.location));
  useEffect(() => router.subscribe((state) => start(state.location)), [router, start]);
}
