import { FORCE_LOGOUT_EVENT } from '@cnpj/api-client';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The page's reads, held open or answered by each test.
const reads = { answer: () => Promise.resolve() };

// A fresh module (no address started yet) over stand-ins for the page's reads and the plan. The web
// test files share their modules (vitest.config.ts), so the stand-ins are set with vi.doMock, not a
// file-wide vi.mock, and taken away after this file with the modules it loaded: no later file's
// router reads through them or finds the address started here.
vi.resetModules();
vi.doMock('./route-data', () => ({ startRouteReads: () => reads.answer() }));
vi.doMock('../../shared/services/plan-queries', () => ({
  planQuery: () => ({ queryKey: ['plan'], queryFn: () => 'G' }),
}));
const { FIRST_READS_WAIT_MS, firstReadsAddress, startFirstReads } = await import('./first-reads');
afterAll(() => {
  vi.doUnmock('./route-data');
  vi.doUnmock('../../shared/services/plan-queries');
  vi.resetModules();
});

const place = { pathname: '/minhas-listas/7', search: '?pagina=2' };
const signedIn = {
  status: 'restored' as const,
  user: { uid: 'u1', email: 'ana@example.com', displayName: null, photoURL: null },
  backendSignedIn: true,
  syncError: null,
};

function sessionWith(snapshot: typeof signedIn | { user: null; backendSignedIn: false }) {
  return {
    getSnapshot: () => snapshot as typeof signedIn,
    logout: vi.fn(() => Promise.resolve()),
  };
}

afterEach(() => {
  reads.answer = () => Promise.resolve();
  vi.useRealTimers();
});

describe('the first page of a visit waits for its reads (decision 048)', () => {
  it('waits for nothing without a kept backend session', async () => {
    reads.answer = () => new Promise(() => undefined);
    const session = sessionWith({ user: null, backendSignedIn: false });
    await expect(startFirstReads(session, place, new EventTarget())).resolves.toBeUndefined();
  });

  it('resolves once the reads have answered, and tells the router they started', async () => {
    let answer: (() => void) | null = null;
    reads.answer = () => new Promise<void>((resolve) => (answer = resolve));
    let done = false;
    const waiting = startFirstReads(sessionWith(signedIn), place, new EventTarget()).then(() => {
      done = true;
    });
    expect(firstReadsAddress()).toBe('/minhas-listas/7?pagina=2');
    // The reads are under way, unanswered: the first render still waits.
    await vi.waitFor(() => expect(answer).not.toBeNull());
    expect(done).toBe(false);
    answer!();
    await waiting;
    expect(done).toBe(true);
  });

  it('stops waiting after the cap when the backend is slow', async () => {
    vi.useFakeTimers();
    reads.answer = () => new Promise(() => undefined);
    const waiting = startFirstReads(sessionWith(signedIn), place, new EventTarget());
    await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('follows a forced logout fired during the reads, before the app listens', async () => {
    const events = new EventTarget();
    reads.answer = () => {
      events.dispatchEvent(new Event(FORCE_LOGOUT_EVENT));
      return Promise.resolve();
    };
    const session = sessionWith(signedIn);
    await startFirstReads(session, place, events);
    expect(session.logout).toHaveBeenCalledOnce();
  });

  it('leaves a later forced logout to the app', async () => {
    const events = new EventTarget();
    const session = sessionWith(signedIn);
    await startFirstReads(session, place, events);
    events.dispatchEvent(new Event(FORCE_LOGOUT_EVENT));
    expect(session.logout).not.toHaveBeenCalled();
  });
});
