import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryIdentity } from './test/memory-identity';

// The entry wires real Firebase; here the identity is in memory so no SDK starts in jsdom.
// Emulator builds install a test hook through a dynamic import; nothing to install here.
// The web test files share their modules (vitest.config.ts): these stand-ins are set with vi.doMock,
// not a file-wide vi.mock, and taken away after this file with the entry and what it loaded.
vi.doMock('./shared/auth/firebase-identity', () => ({
  createFirebaseAuth: () => ({}),
  firebaseIdentity: () => memoryIdentity(),
}));
vi.doMock('./shared/auth/emulator-test-hook', () => ({ installEmulatorTestHook: () => undefined }));
afterAll(() => {
  vi.doUnmock('./shared/auth/firebase-identity');
  vi.doUnmock('./shared/auth/emulator-test-hook');
  vi.resetModules();
});

describe('the entry', () => {
  it('logs "Root element not found" when the page has no #root', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await import('./main');

    expect(logged).toHaveBeenCalledWith('Root element not found');
  });
});
