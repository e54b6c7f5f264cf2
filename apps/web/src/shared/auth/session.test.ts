import { browserTokenStore } from '@cnpj/api-client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startAuthBackend } from '../../test/backend';
import { authHarness, settled } from '../../test/auth-harness';
import { buildIdentityUser, memoryIdentity } from '../../test/memory-identity';
import { PROFILE_KEY, browserProfileCache } from './profile-cache';
import { createAuthSession } from './session';

const backend = startAuthBackend();
const ana = { email: 'ana@example.com', password: 'segredo1' };

describe('signing in with e-mail', () => {
  it('logs in to the backend once and stores the token and user id', async () => {
    const { session } = authHarness([ana]);
    await settled(session, (s) => s.status === 'signedOut');

    await session.signInWithEmail(ana.email, ana.password);

    expect(backend.loginCalls).toEqual(['id-token-for-ana@example.com']);
    expect(localStorage.getItem('backendAccessToken')).toBe('access-id-token-for-ana@example.com');
    expect(localStorage.getItem('backendUserId')).toBe('backend-7');
    expect(session.getSnapshot()).toMatchObject({
      status: 'signedIn',
      backendSignedIn: true,
      syncError: null,
    });
  });

  it('says "Falha ao autenticar..." and calls no backend on a wrong password', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session } = authHarness([ana]);

    await expect(session.signInWithEmail(ana.email, 'errada')).rejects.toThrow(
      'Falha ao autenticar. Por favor verifique seu email e senha.',
    );
    expect(backend.loginCalls).toEqual([]);
  });

  it('says "Falha ao sincronizar com o servidor." and clears the stored session when the backend login fails', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.loginStatus = 500;
    localStorage.setItem('backendUserId', 'stale');
    const { session } = authHarness([ana]);

    await expect(session.signInWithEmail(ana.email, ana.password)).rejects.toThrow(
      'Falha ao sincronizar com o servidor.',
    );
    expect(localStorage.getItem('backendUserId')).toBeNull();
    expect(session.getSnapshot().syncError).toBe('Falha ao sincronizar com o servidor.');
    expect(logged).toHaveBeenCalled();
  });
});

describe('automatic backend login', () => {
  it('logs in a returning user who appears with no stored token', async () => {
    const { session, identity } = authHarness();

    identity.emit(buildIdentityUser('volta@example.com', 60_000));

    await settled(session, (s) => s.backendSignedIn);
    expect(localStorage.getItem('backendUserId')).toBe('backend-7');
    expect(backend.loginCalls).toEqual(['id-token-for-volta@example.com']);
  });

  it('skips an account created less than 5 seconds before its last sign-in', async () => {
    const { session, identity } = authHarness();

    identity.emit(buildIdentityUser('nova@example.com', 4_999));
    await settled(session, (s) => s.status === 'signedIn');
    // A returning user after it is logged in through the same path. Had the new account started a
    // login, that one would have been first (and shared by the second, which finds it in flight), so
    // once the backend session exists the calls show whether the new account's was ever sent.
    identity.emit(buildIdentityUser('volta@example.com', 60_000));
    await settled(session, (s) => s.backendSignedIn);

    expect(backend.loginCalls).toEqual(['id-token-for-volta@example.com']);
  });

  it('does not log in again when a token is stored, and uses the stored user id', async () => {
    localStorage.setItem('backendAccessToken', 'kept');
    localStorage.setItem('backendUserId', 'backend-3');
    const { session, identity } = authHarness();

    identity.emit(buildIdentityUser('volta@example.com'));
    await settled(session, (s) => s.status === 'signedIn');

    expect(session.getSnapshot().backendSignedIn).toBe(true);
    expect(localStorage.getItem('backendUserId')).toBe('backend-3');
    expect(backend.loginCalls).toEqual([]);
  });

  it('clears the stored token and id when the identity user is absent', async () => {
    localStorage.setItem('backendAccessToken', 'orphan');
    localStorage.setItem('backendUserId', 'backend-3');
    const { session } = authHarness();

    await settled(session, (s) => s.status === 'signedOut');

    expect(localStorage.getItem('backendAccessToken')).toBeNull();
    expect(localStorage.getItem('backendUserId')).toBeNull();
  });

  it('waits for the sign-in state before the backend login', async () => {
    const { session, identity } = authHarness();
    const sync = session.syncBackend();

    identity.emit(buildIdentityUser('depois@example.com', 4_000));
    await sync;

    expect(backend.loginCalls).toEqual(['id-token-for-depois@example.com']);
  });

  it('fails the sync when no user appears within the wait', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session } = authHarness([], 10);

    await expect(session.syncBackend()).rejects.toThrow('Falha ao sincronizar com o servidor.');
    expect(backend.loginCalls).toEqual([]);
  });
});

describe('restoring the last visit (decision 014)', () => {
  const keep = (
    profile: object | null = {
      uid: 'uid-volta@example.com',
      email: 'volta@example.com',
      displayName: null,
      photoURL: null,
    },
  ) => {
    localStorage.setItem('backendAccessToken', 'kept');
    localStorage.setItem('backendUserId', 'backend-3');
    if (profile) localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  };
  const session = (identity = memoryIdentity()) => {
    const created = createAuthSession({
      identity,
      backend: { login: async () => ({ userId: 'backend-9' }), logout: async () => undefined },
      stored: browserTokenStore(),
      profile: browserProfileCache(),
      leave: () => undefined,
    });
    onTestFinished(created.start());
    return created;
  };

  it('starts from the kept session and profile, then takes the confirmed user', async () => {
    keep();
    const identity = memoryIdentity();
    identity.emit({ ...buildIdentityUser('volta@example.com'), displayName: 'Volta' });
    const restored = session(identity);

    expect(restored.getSnapshot()).toMatchObject({
      status: 'restored',
      backendSignedIn: true,
      user: { uid: 'uid-volta@example.com', email: 'volta@example.com' },
    });
    await settled(restored, (s) => s.status === 'signedIn');
    expect(restored.getSnapshot()).toMatchObject({
      backendSignedIn: true,
      user: { displayName: 'Volta' },
    });
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toMatchObject({ displayName: 'Volta' });
    expect(backend.loginCalls).toEqual([]);
  });

  it('forgets the session and the profile when the identity provider reports no user', async () => {
    keep();
    const restored = session();
    expect(restored.getSnapshot().status).toBe('restored');

    await settled(restored, (s) => s.status === 'signedOut');

    expect(restored.getSnapshot()).toMatchObject({ user: null, backendSignedIn: false });
    for (const key of ['backendAccessToken', 'backendUserId', PROFILE_KEY])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('waits for the identity provider without a kept profile or without a token', () => {
    keep(null);
    expect(session().getSnapshot().status).toBe('loading');
    localStorage.clear();
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({ uid: 'u', email: null, displayName: null, photoURL: null }),
    );
    expect(session().getSnapshot()).toMatchObject({
      status: 'loading',
      user: null,
      backendSignedIn: false,
    });
  });

  it('forgets the profile on logout', async () => {
    keep();
    const identity = memoryIdentity();
    identity.emit(buildIdentityUser('volta@example.com'));
    const restored = session(identity);
    await settled(restored, (s) => s.status === 'signedIn');

    await restored.logout();

    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  });
});
