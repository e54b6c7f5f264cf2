import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { BASE_URL, server, testClient, useMswServer } from './test/msw';

useMswServer();

const OLD = 'old-token';
const NEW = 'new-token';

/** /api/listas answers 403 to the old token and the lists to the new one; counts what it sees. */
function expiringListas() {
  const seen = { listas: [] as (string | null)[], refresh: 0 };
  server.use(
    http.get(`${BASE_URL}/api/listas`, ({ request }) => {
      const auth = request.headers.get('Authorization');
      seen.listas.push(auth);
      return auth === `Bearer ${NEW}`
        ? HttpResponse.json([{ id: 1, descricao: 'Clientes' }])
        : HttpResponse.json({ message: 'expired' }, { status: 403 });
    }),
  );
  return seen;
}

function refreshAnswers(status: 200 | 401 | 500, seen: { refresh: number }) {
  server.use(
    http.get(`${BASE_URL}/refresh`, () => {
      seen.refresh += 1;
      return status === 200
        ? HttpResponse.json({ accessToken: NEW })
        : HttpResponse.json({ message: 'no session' }, { status });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token refresh on 403 (docs/product.md#errors)', () => {
  it('refreshes once, stores the new token and retries the request with it', async () => {
    const seen = expiringListas();
    refreshAnswers(200, seen);
    const { client, tokenStore } = testClient(OLD);

    await expect(client.listListas()).resolves.toEqual([{ id: 1, descricao: 'Clientes' }]);
    expect(seen.refresh).toBe(1);
    expect(seen.listas).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(tokenStore.getAccessToken()).toBe(NEW);
  });

  it('shares one refresh among 10 parallel requests that all get 403, then retries each once', async () => {
    const seen = expiringListas();
    refreshAnswers(200, seen);
    const { client } = testClient(OLD);

    const answers = await Promise.all(Array.from({ length: 10 }, () => client.listListas()));

    expect(answers).toHaveLength(10);
    expect(seen.refresh).toBe(1);
    expect(seen.listas.filter((auth) => auth === `Bearer ${OLD}`)).toHaveLength(10);
    expect(seen.listas.filter((auth) => auth === `Bearer ${NEW}`)).toHaveLength(10);
  });

  it('retries a POST with its body intact', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE_URL}/api/listas/:listId/cnpjs`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === `Bearer ${NEW}`
          ? HttpResponse.json({ adicionadas: 2, total: 2 })
          : HttpResponse.json({ message: 'expired' }, { status: 403 });
      }),
    );
    refreshAnswers(200, { refresh: 0 });
    const { client } = testClient(OLD);

    await expect(
      client.addCompaniesToList(7, ['11222333000181', '11444777000161']),
    ).resolves.toEqual({
      adicionadas: 2,
      total: 2,
    });
    expect(bodies).toEqual([
      { cnpjs: ['11222333000181', '11444777000161'] },
      { cnpjs: ['11222333000181', '11444777000161'] },
    ]);
  });

  it('fires forceLogout once when the refresh answers 401, for 10 parallel requests, and never loops', async () => {
    const seen = expiringListas();
    refreshAnswers(401, seen);
    const onForceLogout = vi.fn();
    const { client } = testClient(OLD, { onForceLogout });

    const results = await Promise.allSettled(Array.from({ length: 10 }, () => client.listListas()));
    await expect(client.listListas()).rejects.toMatchObject({ status: 403 });

    expect(
      results.every(
        (r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === 403,
      ),
    ).toBe(true);
    expect(onForceLogout).toHaveBeenCalledTimes(1);
    expect(seen.refresh).toBe(1);
    expect(seen.listas).toHaveLength(11);
  });

  it('dispatches the window event forceLogout by default', async () => {
    const dispatchEvent = vi.fn();
    vi.stubGlobal('dispatchEvent', dispatchEvent);
    const seen = expiringListas();
    refreshAnswers(401, seen);
    const { client } = testClient(OLD, { onForceLogout: undefined });

    await expect(client.listListas()).rejects.toBeInstanceOf(ApiError);
    expect(dispatchEvent).toHaveBeenCalledTimes(1);
    expect((dispatchEvent.mock.calls[0]?.[0] as Event).type).toBe('forceLogout');
  });

  it('does not fire forceLogout when the refresh fails otherwise, and keeps the 403', async () => {
    const seen = expiringListas();
    refreshAnswers(500, seen);
    const onForceLogout = vi.fn();
    const { client } = testClient(OLD, { onForceLogout });

    await expect(client.listListas()).rejects.toMatchObject({ status: 403 });
    expect(onForceLogout).not.toHaveBeenCalled();
  });

  it('does not refresh again when the retry itself gets 403', async () => {
    const seen = { listas: 0, refresh: 0 };
    server.use(
      http.get(`${BASE_URL}/api/listas`, () => {
        seen.listas += 1;
        return HttpResponse.json({ message: 'forbidden' }, { status: 403 });
      }),
    );
    refreshAnswers(200, seen);
    const { client } = testClient(OLD);

    await expect(client.listListas()).rejects.toMatchObject({ status: 403 });
    expect(seen).toEqual({ listas: 2, refresh: 1 });
  });

  it('does not refresh again when /refresh itself answers 403', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${BASE_URL}/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ message: 'forbidden' }, { status: 403 });
      }),
      http.get(`${BASE_URL}/api/listas`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 403 }),
      ),
    );
    const { client } = testClient(OLD);

    await expect(client.listListas()).rejects.toMatchObject({ status: 403 });
    expect(refreshes).toBe(1);
  });

  it('retries with a token stored while the request was in flight, without calling /refresh', async () => {
    const seen = { refresh: 0 };
    refreshAnswers(200, seen);
    const { client, tokenStore } = testClient(OLD);
    server.use(
      http.get(`${BASE_URL}/api/listas`, ({ request }) => {
        if (request.headers.get('Authorization') === `Bearer ${NEW}`) return HttpResponse.json([]);
        tokenStore.setAccessToken(NEW);
        return HttpResponse.json({ message: 'expired' }, { status: 403 });
      }),
    );

    await expect(client.listListas()).resolves.toEqual([]);
    expect(seen.refresh).toBe(0);
  });

  it('refreshes again for a later expiry of the new token', async () => {
    const seen = expiringListas();
    refreshAnswers(200, seen);
    const { client, tokenStore } = testClient(OLD);
    await client.listListas();
    tokenStore.setAccessToken('another-expired-token');

    await client.listListas();
    expect(seen.refresh).toBe(2);
  });
});
