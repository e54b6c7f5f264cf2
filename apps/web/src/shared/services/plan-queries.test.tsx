import { createHandlers, planForEmail, resetStore, type ScenarioName } from '@cnpj/mock-server';
import { FREE_PLAN, normalisePlan } from '@cnpj/domain';
import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthProvider';
import { authHarness } from '../../test/auth-harness';
import { authServer, freshBackendState } from '../../test/backend';
import { buildIdentityUser } from '../../test/memory-identity';
import { usePlan } from './plan-queries';
import { ServerStateProvider } from './server-state/ServerStateProvider';

// The sign-in answered by the focused auth handlers; the plan by the shared mock handlers, through
// the app's one API client.
const server = authServer(freshBackendState);
const ana = { email: 'ana@example.com', password: 'segredo1' };
// The lenient mock reads every token as its demo user, whose plan is the first paid one.
const DEMO_PLAN = planForEmail('demo@example.com');

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.resetHandlers(...server.listHandlers(), ...createHandlers());
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  resetStore();
});

/** The paths of the plan's reads the server sees from now on. */
function planReads(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/users/')) paths.push(pathname);
  });
  return paths;
}
afterAll(() => server.close());

function PlanProbe() {
  const { plan, isFree, loaded } = usePlan();
  return <p>{`${loaded ? 'lido' : 'ainda'} ${plan} ${isFree ? 'grátis' : 'pago'}`}</p>;
}

function renderPlan(session: ReturnType<typeof authHarness>['session']) {
  render(
    <AuthProvider session={session}>
      <ServerStateProvider>
        <PlanProbe />
      </ServerStateProvider>
    </AuthProvider>,
  );
}

/** Signs Ana in, with `scenarios` on for the plan's read, and renders the probe. */
async function renderSignedIn(...scenarios: ScenarioName[]) {
  if (scenarios.length > 0) server.use(...createHandlers({ scenarios }));
  const { session } = authHarness([ana]);
  await session.signInWithEmail(ana.email, ana.password);
  renderPlan(session);
}

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
});

describe('usePlan', () => {
  it('is free and unread until a backend user signs in, then reads their paid plan from GET /api/users/{id}', async () => {
    expect(DEMO_PLAN).not.toBe(FREE_PLAN);
    const reads = planReads();
    const { session, identity } = authHarness();
    renderPlan(session);
    expect(screen.getByText('ainda G grátis')).toBeInTheDocument();

    identity.emit(buildIdentityUser('paga@example.com'));

    expect(await screen.findByText(`lido ${DEMO_PLAN} pago`)).toBeInTheDocument();
    // Read once, for the backend user the login named.
    expect(reads).toEqual(['/api/users/backend-7']);
  });

  it('reads a free user as free once the backend answered', async () => {
    await renderSignedIn('freePlan');
    expect(screen.getByText('ainda G grátis')).toBeInTheDocument();
    expect(await screen.findByText('lido G grátis')).toBeInTheDocument();
  });

  it('logs a failed read and counts it as the free plan, read', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderSignedIn('planError');
    expect(await screen.findByText('lido G grátis')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the plan', expect.anything());
  });

  it('reads nothing while no backend user is signed in', async () => {
    const reads = planReads();
    const { session } = authHarness();
    renderPlan(session);
    // Long enough for a read started by mistake to have been sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('ainda G grátis')).toBeInTheDocument();
    expect(reads).toEqual([]);
  });
});
