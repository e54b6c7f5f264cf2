import { describe, expect, it, vi } from 'vitest';
import { startAuthBackend } from '../../test/backend';
import { authHarness, settled } from '../../test/auth-harness';
import { FORCE_LOGOUT_EVENT } from '@cnpj/api-client';

const backend = startAuthBackend();
const ana = { email: 'ana@example.com', password: 'segredo1' };

describe('signing up', () => {
  it.each([
    ['abc', 'abd', 'A senha não confere com a confirmação.'],
    ['abc', 'abc', 'A senha deve ter pelo menos 6 caracteres.'],
  ])('checks %j / %j before any call: %s', async (password, confirmation, message) => {
    const { session, identity } = authHarness();
    const signUp = vi.spyOn(identity, 'signUpWithEmail');

    await expect(
      session.signUpWithEmail('nova@example.com', password, confirmation),
    ).rejects.toThrow(message);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('creates the account and logs in to the backend exactly once', async () => {
    const { session } = authHarness();

    await session.signUpWithEmail('nova@example.com', 'segredo1', 'segredo1');

    expect(backend.loginCalls).toEqual(['id-token-for-nova@example.com']);
    expect(session.getSnapshot().backendSignedIn).toBe(true);
    expect(localStorage.getItem('backendUserId')).toBe('backend-7');
  });

  it('says "Falha ao criar conta..." when the e-mail is taken', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session } = authHarness([ana]);

    await expect(session.signUpWithEmail(ana.email, 'segredo1', 'segredo1')).rejects.toThrow(
      'Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.',
    );
  });

  it('says "Falha ao acessar com o Google." when the Google sign-in fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, identity } = authHarness();
    identity.failNext();

    await expect(session.signInWithGoogle()).rejects.toThrow('Falha ao acessar com o Google.');
  });
});

describe('logging out', () => {
  async function signedIn() {
    const harness = authHarness([ana]);
    await harness.session.signInWithEmail(ana.email, ana.password);
    return harness;
  }

  it('calls the backend, signs out, clears the stored session and leaves for the marketing site', async () => {
    const { session, identity, leave } = await signedIn();

    await session.logout();

    expect(backend.logoutCalls).toBe(1);
    expect(identity.signOutCalls).toBe(1);
    expect(localStorage.getItem('backendAccessToken')).toBeNull();
    expect(localStorage.getItem('backendUserId')).toBeNull();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('signedOut');
  });

  it('still signs out when the backend logout fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.logoutStatus = 500;
    const { session, identity, leave } = await signedIn();

    await session.logout();

    expect(identity.signOutCalls).toBe(1);
    expect(leave).toHaveBeenCalled();
  });

  it('says "Falha ao sair." when the sign-out fails, and stays on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session, identity, leave } = await signedIn();
    identity.failNext();

    await expect(session.logout()).rejects.toThrow('Falha ao sair.');
    expect(leave).not.toHaveBeenCalled();
    expect(localStorage.getItem('backendAccessToken')).toBeNull();
  });

  it('logs out on the forceLogout window event', async () => {
    const { session, leave } = await signedIn();

    window.dispatchEvent(new Event(FORCE_LOGOUT_EVENT));

    await settled(session, (s) => s.status === 'signedOut');
    await vi.waitFor(() => expect(leave).toHaveBeenCalled());
    expect(backend.logoutCalls).toBe(1);
  });

  it('stops hearing forceLogout once stopped', async () => {
    const { stop, leave, api, identity } = await signedIn();
    // The listener's first step, the backend logout, is called synchronously inside the dispatch:
    // when dispatchEvent returns, a session still listening has already started it.
    const backendLogout = vi.spyOn(api, 'logout');
    stop();

    window.dispatchEvent(new Event(FORCE_LOGOUT_EVENT));

    expect(backendLogout).not.toHaveBeenCalled();
    expect(identity.signOutCalls).toBe(0);
    expect(leave).not.toHaveBeenCalled();
  });
});
