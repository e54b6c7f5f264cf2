import { describe, expect, it, vi } from 'vitest';
import { buildIdentityUser, memoryIdentity } from '../../test/memory-identity';
import { lazyIdentity } from './lazy-identity';

/** A load the test resolves when it chooses, as a chunk arrives when the network chooses. */
function deferredLoad() {
  const real = memoryIdentity([{ email: 'ana@example.com', password: 'segredo123' }]);
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return real;
  });
  return { real, load, arrive };
}

describe('the identity provider loaded after the first render', () => {
  it('knows no user and loads nothing until it is first used', () => {
    const { load } = deferredLoad();
    const identity = lazyIdentity(load);

    expect(identity.currentUser()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('subscribes a listener once the provider arrives, and then answers for it', async () => {
    const { real, load, arrive } = deferredLoad();
    const identity = lazyIdentity(load);
    const listener = vi.fn();
    identity.onUserChanged(listener);
    const user = buildIdentityUser('ana@example.com');
    real.emit(user);
    expect(listener).not.toHaveBeenCalled();

    arrive();

    await vi.waitFor(() => expect(listener).toHaveBeenLastCalledWith(user));
    expect(identity.currentUser()).toBe(user);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never calls a listener that unsubscribed before the provider arrived', async () => {
    const { real, load, arrive } = deferredLoad();
    const identity = lazyIdentity(load);
    const early = vi.fn();
    const stop = identity.onUserChanged(early);
    stop();
    const late = vi.fn();
    identity.onUserChanged(late);

    arrive();
    await vi.waitFor(() => expect(late).toHaveBeenCalled());
    real.emit(buildIdentityUser('ana@example.com'));

    expect(late).toHaveBeenCalledTimes(2);
    expect(early).not.toHaveBeenCalled();
  });

  it('waits for the provider before signing in, then signs in with it', async () => {
    const { real, load, arrive } = deferredLoad();
    const identity = lazyIdentity(load);
    const signingIn = identity.signInWithEmail('ana@example.com', 'segredo123');
    expect(real.currentUser()).toBeNull();

    arrive();
    await signingIn;

    expect(real.currentUser()?.email).toBe('ana@example.com');
    expect(identity.currentUser()?.email).toBe('ana@example.com');
  });
});
