import { browserTokenStore, createApiClient } from '@cnpj/api-client';
import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthProvider';
import { authHarness } from '../test/auth-harness';
import { TEST_API, authServer, freshBackendState, type BackendState } from '../test/backend';
import { buildIdentityUser } from '../test/memory-identity';
import { PlanProvider, usePlan } from './PlanProvider';
import { ServerStateProvider } from './server-state/ServerStateProvider';
import { normalisePlan } from '@cnpj/domain';
import { loadPlan } from './plan';

let backend: BackendState = freshBackendState();
const server = authServer(() => backend);
const api = createApiClient({ baseUrl: TEST_API, tokenStore: browserTokenStore() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend = freshBackendState();
  localStorage.clear();
});
afterAll(() => server.close());

describe('plan fallback', () => {
  it.each([
    ['M', 'M'],
    ['A', 'A'],
    ['G', 'G'],
    ['', 'G'],
    [null, 'G'],
    [undefined, 'G'],
    ['PREMIUM', 'G'],
    ['m', 'G'],
    [3, 'G'],
  ])('treats plano %j as %s', (plano, expected) => {
    expect(normalisePlan(plano)).toBe(expected);
  });

  it('reads the plan from GET /api/users/{id}', async () => {
    backend.user = { plano: 'S' };
    localStorage.setItem('backendUserId', 'backend-7');
    await expect(loadPlan(() => api.getUser())).resolves.toBe('S');
    expect(backend.userIds).toEqual(['backend-7']);
  });

  it('logs a failed read and falls back to the free plan', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.user = 500;
    localStorage.setItem('backendUserId', 'backend-7');

    await expect(loadPlan(() => api.getUser())).resolves.toBe('G');
    expect(logged).toHaveBeenCalled();
  });
});

function PlanProbe() {
  const { plan, loaded } = usePlan();
  return <p>{loaded ? `plano ${plan}` : `ainda ${plan}`}</p>;
}

describe('usePlan', () => {
  it('is free until the user id is known, then shows the plan read from the backend', async () => {
    backend.user = { plano: 'M' };
    const { session, identity } = authHarness();
    render(
      <AuthProvider session={session}>
        <ServerStateProvider>
          <PlanProvider getUser={api.getUser}>
            <PlanProbe />
          </PlanProvider>
        </ServerStateProvider>
      </AuthProvider>,
    );
    expect(screen.getByText('ainda G')).toBeInTheDocument();

    identity.emit(buildIdentityUser('paga@example.com'));

    expect(await screen.findByText('plano M')).toBeInTheDocument();
  });
});
