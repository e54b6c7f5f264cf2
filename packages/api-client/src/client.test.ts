import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@cnpj/domain';
import { ApiError, NotSignedInError, isNetworkError, isNotFound } from './errors';
import { BASE_URL, server, testClient, useMswServer } from './test/msw';

useMswServer();

/** Records the request /api/ufs receives. */
function recordUfs() {
  const seen: Request[] = [];
  server.use(
    http.get(`${BASE_URL}/api/ufs`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json([{ codigo: 'SP', descricao: 'São Paulo' }]);
    }),
  );
  return seen;
}

describe('every request', () => {
  it('carries the stored token as a Bearer header', async () => {
    const seen = recordUfs();
    const { client } = testClient('token-123');
    await client.listUfs();
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('carries no Authorization header when no token is stored', async () => {
    const seen = recordUfs();
    const { client } = testClient();
    await client.listUfs();
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('includes credentials and declares JSON', async () => {
    const seen = recordUfs();
    const { client } = testClient('t');
    await client.listUfs();
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('uses the configured base URL even with a trailing slash', async () => {
    const seen = recordUfs();
    const { client } = testClient('t', { baseUrl: `${BASE_URL}/` });
    await client.listUfs();
    expect(seen[0]?.url).toBe(`${BASE_URL}/api/ufs`);
  });
});

describe('login', () => {
  it('sends the ID token and stores accessToken and userId', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE_URL}/login`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ accessToken: 'access-1', userId: 'backend-7' });
      }),
    );
    const { client, tokenStore } = testClient();

    await expect(client.login('id-token')).resolves.toEqual({
      accessToken: 'access-1',
      userId: 'backend-7',
    });
    expect(bodies).toEqual([{ idToken: 'id-token' }]);
    expect(tokenStore.getAccessToken()).toBe('access-1');
    expect(tokenStore.getUserId()).toBe('backend-7');
  });
});

describe('failures', () => {
  it('reports a network-level failure as "Network Error"', async () => {
    server.use(http.get(`${BASE_URL}/api/ufs`, () => HttpResponse.error()));
    const { client } = testClient('t');

    const error = await client.listUfs().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('Network Error');
    expect(isNetworkError(error)).toBe(true);
  });

  it('reports "Network Error" when an injected fetch rejects', async () => {
    const { client } = testClient('t', {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(client.listCnaes()).rejects.toThrow(/^Network Error$/);
  });

  it('throws ApiError with the status and body of a non-2xx answer', async () => {
    server.use(
      http.get(`${BASE_URL}/api/stats/usuarios`, () =>
        HttpResponse.json({ message: 'Not here' }, { status: 404 }),
      ),
    );
    const { client } = testClient('t');

    const error = await client.getUserStats().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      body: { message: 'Not here' },
      message: 'Not here',
    });
    expect(isNotFound(error)).toBe(true);
    expect(isNotFound(new ApiError(500, null))).toBe(false);
  });
});

describe('calls with special answers', () => {
  it('answers null for a company the backend has no data for', async () => {
    server.use(http.get(`${BASE_URL}/api/empresas/detalhe/:cnpj`, () => HttpResponse.json(null)));
    const { client } = testClient('t');
    await expect(client.getCompanyDetail('11222333000181')).resolves.toBeNull();
  });

  it('marks a notification read on the path with its trailing slash', async () => {
    const urls: string[] = [];
    server.use(
      http.put(`${BASE_URL}/api/notificacoes/:uid/:id/`, ({ request }) => {
        urls.push(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { client, tokenStore } = testClient('t');
    tokenStore.setIdentityUid('uid-1');
    await client.markNotificationRead(3);
    expect(urls).toEqual([`${BASE_URL}/api/notificacoes/uid-1/3/`]);
  });

  it('answers the number of searches run, on the path of the identity uid the store holds', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/pesquisas/count/:uid`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ count: 7 });
      }),
    );
    const { client, tokenStore } = testClient('t');
    tokenStore.setIdentityUid('uid-1');
    await expect(client.countSearches()).resolves.toBe(7);
    expect(urls).toEqual([`${BASE_URL}/api/pesquisas/count/uid-1`]);
  });

  it('reads the notifications of the identity uid, and refuses without one', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/notificacoes/:uid`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    const { client, tokenStore } = testClient('t');
    await expect(client.listNotifications()).rejects.toBeInstanceOf(NotSignedInError);
    tokenStore.setIdentityUid('uid-1');
    await expect(client.listNotifications()).resolves.toEqual([]);
    expect(urls).toEqual([`${BASE_URL}/api/notificacoes/uid-1`]);
  });

  it('sends page and recordsPerPage of a list as query parameters', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/listas/:listId`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ id: 4, descricao: 'A', total: 0, data: [] });
      }),
    );
    const { client } = testClient('t');
    await client.getLista(4, { page: 2, recordsPerPage: 50 });
    expect(urls).toEqual([`${BASE_URL}/api/listas/4?page=2&recordsPerPage=50`]);
  });

  it('asks for a page of PAGE_SIZE rows unless told otherwise', async () => {
    const params: Record<string, unknown>[] = [];
    server.use(
      http.get(
        `${BASE_URL}/api/empresas/pagina/:pesquisaId/:page/:recordsPerPage/:ordenacao/:userId`,
        (info) => {
          params.push({ ...info.params });
          return HttpResponse.json({ data: [] });
        },
      ),
    );
    const { client } = testClient('t', {}, 'u-1');
    await client.getSearchPage({ pesquisaId: 'p-1', page: 2, ordenacao: 'R' });
    expect(params).toEqual([
      { pesquisaId: 'p-1', page: '2', recordsPerPage: '50', ordenacao: 'R', userId: 'u-1' },
    ]);
  });
});

describe('the signed-in user in the paths', () => {
  it('fills every user segment from the stored backend user id', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/users/:id`, ({ request }) => {
        urls.push(new URL(request.url).pathname);
        return HttpResponse.json({ plano: 'M' });
      }),
      http.get(`${BASE_URL}/api/empresas/all/:pesquisaId/:ordenacao/:userId`, ({ request }) => {
        urls.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: [] });
      }),
    );
    const { client } = testClient('t', {}, 'backend-7');
    await client.getUser();
    await client.getAllSearchRows({ pesquisaId: 'p-1', ordenacao: 'D' });
    await client.getUser('other-9');
    expect(urls).toEqual([
      '/api/users/backend-7',
      '/api/empresas/all/p-1/D/backend-7',
      '/api/users/other-9',
    ]);
  });

  it('refuses, without a request, when no backend session is stored (never another id instead)', async () => {
    let requests = 0;
    server.use(
      http.get(`${BASE_URL}/api/*`, () => {
        requests += 1;
        return HttpResponse.json({});
      }),
    );
    const { client } = testClient();
    await expect(client.getUser()).rejects.toBeInstanceOf(NotSignedInError);
    await expect(
      client.downloadSearch({ pesquisaId: 'p-1', ordenacao: 'D' }),
    ).rejects.toBeInstanceOf(NotSignedInError);
    expect(requests).toBe(0);
  });
});
