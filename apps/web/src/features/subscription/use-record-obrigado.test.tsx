import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/services/api';
import { analytics } from '../../shared/services/tracking';
import { startMockBackend } from '../../test/mock-backend';
import { OBRIGADO_PLACEHOLDER_USER, useRecordObrigado } from './use-record-obrigado';

const backend = startMockBackend();

function recordObrigadoBodies(): unknown[] {
  const bodies: unknown[] = [];
  backend.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/obrigado'))
      bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('recording the thank-you visit', () => {
  it('posts once under StrictMode and counts a conversion', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const conversion = vi.spyOn(analytics, 'trackConversion');
    const bodies = recordObrigadoBodies();

    renderHook(() => useRecordObrigado('uid-ana', true), { wrapper: StrictMode });

    await waitFor(() => expect(conversion).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ user_id: 'uid-ana' }]);
    expect(conversion.mock.calls[0]?.[0]).toMatchObject({
      transaction_id: expect.stringMatching(/^obrigado-\d+$/),
    });
  });

  it('sends the placeholder when the uid is missing', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const conversion = vi.spyOn(analytics, 'trackConversion');
    const bodies = recordObrigadoBodies();
    renderHook(() => useRecordObrigado(null, true));
    await waitFor(() => expect(conversion).toHaveBeenCalled());
    expect(bodies).toEqual([{ user_id: OBRIGADO_PLACEHOLDER_USER }]);
  });

  it('waits for the backend session before posting', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const conversion = vi.spyOn(analytics, 'trackConversion');
    // The effect calls the client synchronously when it records, and renderHook returns only after
    // the effects have run: a post that did not wait for the session has been asked for by then.
    const post = vi.spyOn(api, 'recordObrigado');
    const bodies = recordObrigadoBodies();
    const { rerender } = renderHook(({ ready }) => useRecordObrigado('uid-ana', ready), {
      initialProps: { ready: false },
    });
    expect(post).not.toHaveBeenCalled();

    // The session arrives: now, and only now, the visit is posted, once.
    rerender({ ready: true });
    expect(post).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(conversion).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ user_id: 'uid-ana' }]);
  });

  it('only logs a failed record and still counts the conversion', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('networkError');
    const conversion = vi.spyOn(analytics, 'trackConversion');
    renderHook(() => useRecordObrigado('uid-ana', true));
    await waitFor(() => expect(conversion).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledWith('Failed to record the thank-you visit', expect.anything());
  });
});
