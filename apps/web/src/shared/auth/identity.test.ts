import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIdentityUser, memoryIdentity } from '../../test/memory-identity';
import { isNewAccount, waitForUser } from './identity';

describe('isNewAccount', () => {
  it.each([
    [0, true],
    [4_999, true],
    [5_000, false],
    [60_000, false],
  ])('with %i ms between creation and last sign-in is %s', (ageMs, expected) => {
    expect(isNewAccount(buildIdentityUser('a@example.com', ageMs))).toBe(expected);
  });

  it('is false when the times are unknown', () => {
    expect(
      isNewAccount({ ...buildIdentityUser('a@example.com', 0), creationTime: undefined }),
    ).toBe(false);
  });
});

describe('waitForUser', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 5000 ms without a user, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = vi.fn();
    void waitForUser(memoryIdentity(), 5000).then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new Error('No signed-in user'));
  });

  it('resolves with the user who signs in during the wait', async () => {
    const identity = memoryIdentity();
    const waiting = waitForUser(identity, 5000);
    const user = buildIdentityUser('b@example.com');

    identity.emit(user);

    await expect(waiting).resolves.toBe(user);
  });
});
