// Renders the whole route table in a memory router over a test auth session.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import type { AuthSession } from '../shared/auth/session';
import { appRoutes } from '../app/routes/routes';

/**
 * Renders the app at `path`; returns the router to read where it went. The plan, as every read, is
 * the app's API client's answer from the test's MSW handlers.
 */
export function renderApp(session: AuthSession, path: string) {
  const router = createMemoryRouter(appRoutes(session), { initialEntries: [path] });
  render(<App session={session} router={router} />);
  return router;
}

/** The router's current path with its query. */
export function currentPath(router: ReturnType<typeof renderApp>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
