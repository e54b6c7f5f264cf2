import { describe, expect, it, vi } from 'vitest';
import { memoryIdentity } from './test/memory-identity';

// The entry wires real Firebase; here the identity is in memory so no SDK starts in jsdom.
vi.mock('./auth/firebase-identity', () => ({
  createFirebaseAuth: () => ({}),
  firebaseIdentity: () => memoryIdentity(),
}));

// Emulator builds install a test hook through a dynamic import; nothing to install here.
vi.mock('./auth/emulator-test-hook', () => ({ installEmulatorTestHook: () => undefined }));

describe('the entry', () => {
  it('logs "Root element not found" when the page has no #root', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await import('./main');

    expect(logged).toHaveBeenCalledWith('Root element not found');
  });
});
