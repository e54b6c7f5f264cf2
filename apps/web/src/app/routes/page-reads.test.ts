import { FORCE_LOGOUT_EVENT } from '@cnpj/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The page's reads, held open or answered by each test, and where they were started.
const reads = { answer: () => Promise.resolve(), started: [] as string[] };

// The web test files share their modules (vitest.config.ts), so the stand-in is set with vi.doMock,
// not a file-wide vi.mock, and taken away after this file with the modules it loaded.
vi.resetModules();
vi.doMock('./route-data', () => ({
  startUserRouteReads: (uid: string, place: { pathname: string; search: string }) => {
    reads.started.push(`${uid} ${place.pathname}${place.search}`);
    return reads.answer();
  },
}));
const { FIRST_READS_WAIT_MS, pageReads } = await import('./page-reads');
afterAll(() => {
  vi.doUnmock('./route-data');
  vi.resetModules();
});

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

/** The loader's arguments for a navigation to `path`. */
const to = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {} }) as LoaderFunctionArgs;

afterEach(() => {
  reads.answer = () => Promise.resolve();
  reads.started = [];
  vi.useRealTimers();
});

describe("a signed-in page's reads start with its navigation", () => {
  it('start nothing, and wait for nothing, without a backend session', async () => {
    reads.answer = () => new Promise(() => undefined);
    const { loader: load } = pageReads(
      sessionWith({ user: null, backendSignedIn: false }),
      new EventTarget(),
    );
    await expect(load(to('/minhas-listas'))).resolves.toBeNull();
    expect(reads.started).toEqual([]);
  });

  it("hold the visit's first page until they have answered (decision 048)", async () => {
    let answer: (() => void) | null = null;
    reads.answer = () => new Promise<void>((resolve) => (answer = resolve));
    let done = false;
    const { loader: load } = pageReads(sessionWith(signedIn), new EventTarget());
    const waiting = Promise.resolve(load(to('/minhas-listas/7?pagina=2'))).then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(answer).not.toBeNull());
    expect(reads.started).toEqual(['u1 /minhas-listas/7?pagina=2']);
    // The reads are under way, unanswered: the first render still waits.
    expect(done).toBe(false);
    answer!();
    await waiting;
    expect(done).toBe(true);
  });

  it('do not hold a later navigation: the page shows its own loading states', async () => {
    const { loader: load } = pageReads(sessionWith(signedIn), new EventTarget());
    await load(to('/'));
    reads.answer = () => new Promise(() => undefined);
    await expect(load(to('/minhas-listas'))).resolves.toBeNull();
    await vi.waitFor(() => expect(reads.started).toEqual(['u1 /', 'u1 /minhas-listas']));
  });

  it('do not hold the first signed-in page of a visit that showed another first (signing in at /login)', async () => {
    reads.answer = () => new Promise(() => undefined);
    const { loader: load, visitShown } = pageReads(sessionWith(signedIn), new EventTarget());
    visitShown();
    // Within the cap: a held page would still be waiting when this gives up.
    vi.useFakeTimers();
    let done = false;
    void Promise.resolve(load(to('/minhas-listas'))).then(() => (done = true));
    await vi.waitFor(() => expect(done).toBe(true), { timeout: FIRST_READS_WAIT_MS / 2 });
    expect(reads.started).toEqual(['u1 /minhas-listas']);
  });

  it('stop holding the first page after the cap when the backend is slow', async () => {
    vi.useFakeTimers();
    reads.answer = () => new Promise(() => undefined);
    const waiting = pageReads(sessionWith(signedIn), new EventTarget()).loader(to('/'));
    await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS);
    await expect(waiting).resolves.toBeNull();
  });

  it('follow a forced logout fired during the first reads, before the app listens', async () => {
    const events = new EventTarget();
    reads.answer = () => {
      events.dispatchEvent(new Event(FORCE_LOGOUT_EVENT));
      return Promise.resolve();
    };
    const session = sessionWith(signedIn);
    await pageReads(session, events).loader(to('/'));
    expect(session.logout).toHaveBeenCalledOnce();
  });

  it('leave a later forced logout to the app', async () => {
    const events = new EventTarget();
    const session = sessionWith(signedIn);
    await pageReads(session, events).loader(to('/'));
    events.dispatchEvent(new Event(FORCE_LOGOUT_EVENT));
    expect(session.logout).not.toHaveBeenCalled();
  });
});
