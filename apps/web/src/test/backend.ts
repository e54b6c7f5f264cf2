// Focused MSW handlers for the auth calls (POST /login, POST /logout, GET /api/users/{id}), with
// a record of what was called. The shared handlers of the mock server will replace them.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The API base the tests talk to. */
export const TEST_API = 'http://api.test';

/** What the fake backend saw and how it should answer. */
export interface BackendState {
  loginCalls: string[];
  logoutCalls: number;
  loginStatus: number;
  logoutStatus: number;
  /** The body of GET /api/users/{id}, or a status code to fail with. */
  user: { plano: unknown } | number;
  /** The ids GET /api/users/{id} was asked for, in order. */
  userIds: string[];
}

/** A fresh backend state: everything succeeds, the user is on the free plan. */
export function freshBackendState(): BackendState {
  return {
    loginCalls: [],
    logoutCalls: 0,
    loginStatus: 200,
    logoutStatus: 204,
    user: { plano: 'G' },
    userIds: [],
  };
}

/** The MSW node server answering from `state`. */
export function authServer(state: () => BackendState) {
  return setupServer(
    http.post(`${TEST_API}/login`, async ({ request }) => {
      const { idToken } = (await request.json()) as { idToken: string };
      state().loginCalls.push(idToken);
      if (state().loginStatus !== 200)
        return HttpResponse.json({ message: 'no' }, { status: state().loginStatus });
      return HttpResponse.json({ accessToken: `access-${idToken}`, userId: 'backend-7' });
    }),
    http.post(`${TEST_API}/logout`, () => {
      state().logoutCalls += 1;
      return new HttpResponse(null, { status: state().logoutStatus });
    }),
    http.get(`${TEST_API}/api/users/:id`, ({ params }) => {
      state().userIds.push(String(params.id));
      const { user } = state();
      return typeof user === 'number'
        ? new HttpResponse(null, { status: user })
        : HttpResponse.json(user);
    }),
  );
}

/**
 * Serves the auth handlers for the test file and returns the state they answer from; it is reset in
 * place after each test, so every test starts from a fresh backend.
 */
export function startAuthBackend(): BackendState {
  const backend = freshBackendState();
  const server = authServer(() => backend);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    Object.assign(backend, freshBackendState());
  });
  afterAll(() => server.close());
  return backend;
}
