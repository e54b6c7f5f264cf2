// The cache's defaults follow the product: only network errors are retried, once; failures the
// product says are only logged are logged once, from the query's meta; expected answers are quiet.
import { ApiError, NetworkError } from '@cnpj/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, retryNetworkErrorOnce } from './query-client';

describe('the server-state cache', () => {
  it('retries a network error once, and never an answer of the server', () => {
    expect(retryNetworkErrorOnce(0, new NetworkError())).toBe(true);
    expect(retryNetworkErrorOnce(1, new NetworkError())).toBe(false);
    expect(retryNetworkErrorOnce(0, new ApiError(500, { message: 'boom' }))).toBe(false);
    expect(retryNetworkErrorOnce(0, new Error('other'))).toBe(false);
  });

  it('sends a failing read twice on a network error, once on a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createQueryClient();
    const offline = vi.fn(async () => Promise.reject(new NetworkError()));
    await expect(
      client.fetchQuery({ queryKey: ['offline'], queryFn: offline, retryDelay: 0 }),
    ).rejects.toThrow();
    expect(offline).toHaveBeenCalledTimes(2);
    const broken = vi.fn(async () => Promise.reject(new ApiError(500, { message: 'boom' })));
    await expect(client.fetchQuery({ queryKey: ['broken'], queryFn: broken })).rejects.toThrow();
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('logs a failure once with the line its meta names, and keeps expected answers quiet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createQueryClient();
    const refused = new ApiError(403, { message: 'no' });
    await expect(
      client.fetchQuery({
        queryKey: ['a'],
        queryFn: () => Promise.reject(refused),
        meta: { logAs: 'Failed to load A' },
      }),
    ).rejects.toBe(refused);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to load A', refused);
    warn.mockClear();
    await expect(
      client.fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(refused),
        meta: { logAs: 'Failed to load B', quiet: (error) => error === refused },
      }),
    ).rejects.toBe(refused);
    expect(warn).not.toHaveBeenCalled();
  });
});
