// Plans: free (G) by the e-mail rule or at run time; the server enforces the product's (docs/product.md#plans-and-permissions) free-plan limits.
import { beforeEach, describe, expect, it } from 'vitest';
import { createHandlers, planForEmail, resetStore, store } from '../src/index.ts';
import { call, emulatorIdToken, searchPath } from './helpers.ts';

const strict = createHandlers({ auth: 'strict' });

async function signIn(email: string): Promise<{ token: string; userId: string }> {
  const response = await call(strict, '/login', { method: 'POST', body: JSON.stringify({ idToken: emulatorIdToken({ sub: `uid-${email}`, email }) }) });
  const body = await response.json();
  return { token: body.accessToken, userId: body.userId };
}

describe('plans', () => {
  beforeEach(() => resetStore());

  it('puts e-mails starting with "free" or containing "+free" on the free plan', () => {
    expect(planForEmail('free.joao@example.com')).toBe('G');
    expect(planForEmail('maria+free@example.com')).toBe('G');
    expect(planForEmail('maria@example.com')).toBe('M');
  });

  it('stops a free user at 10 searches, and counts them', async () => {
    const { token } = await signIn('free@example.com');
    for (let i = 0; i < 10; i += 1) expect((await call(strict, searchPath({ nomeEmpresa: `LOJA ${i}` }), { token })).status).toBe(200);
    expect(await (await call(strict, '/api/pesquisas/count/x', { token })).json()).toEqual({ count: 10 });
    const refused = await call(strict, searchPath({ nomeEmpresa: 'LOJA 11' }), { token });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'FREE_PLAN_LIMIT' });
  });

  it('gives a free user only the first 50 results, no export and no lists', async () => {
    const { token } = await signIn('free@example.com');
    const { pesquisaId } = await (await call(strict, searchPath({ uf: 'SP', comEmail: true }), { token })).json();
    expect((await (await call(strict, `/api/empresas/pagina/${pesquisaId}/1/50/D/u`, { token })).json()).data).toHaveLength(50);
    expect((await call(strict, `/api/empresas/pagina/${pesquisaId}/2/50/D/u`, { token })).status).toBe(402);
    expect((await (await call(strict, `/api/empresas/all/${pesquisaId}/D/u`, { token })).json()).data).toHaveLength(50);
    expect((await call(strict, `/api/download/${pesquisaId}/D/u`, { token })).status).toBe(402);
    expect((await call(strict, '/api/listas', { method: 'POST', token, body: '{"descricao":"X"}' })).status).toBe(402);
  });

  it('switches a user to a paid plan at run time', async () => {
    const { token, userId } = await signIn('free@example.com');
    expect(await (await call(strict, `/api/users/${userId}`, { token })).json()).toEqual({ plano: 'G' });
    store.users.get(userId)!.plano = 'A';
    expect(await (await call(strict, `/api/users/${userId}`, { token })).json()).toEqual({ plano: 'A' });
    expect((await call(strict, '/api/listas', { method: 'POST', token, body: '{"descricao":"X"}' })).status).toBe(201);
  });

  it('keeps lists per user: created lists, added CNPJs counted once', async () => {
    const ana = await signIn('ana@example.com');
    const bia = await signIn('bia@example.com');
    const lista = await (await call(strict, '/api/listas', { method: 'POST', token: ana.token, body: '{"descricao":"Clientes"}' })).json();
    const add = (cnpjs: string[]) => call(strict, `/api/listas/${lista.id}/cnpjs`, { method: 'POST', token: ana.token, body: JSON.stringify({ cnpjs }) });
    expect(await (await add(['11222333000181', '11444777000161'])).json()).toEqual({ adicionadas: 2, total: 2 });
    expect(await (await add(['11222333000181'])).json()).toEqual({ adicionadas: 0, total: 2 });
    const anaLists = await (await call(strict, '/api/listas', { token: ana.token })).json();
    const biaLists = await (await call(strict, '/api/listas', { token: bia.token })).json();
    expect(anaLists).toContainEqual(lista);
    expect(biaLists).not.toContainEqual(lista);
    expect((await call(strict, `/api/listas/${lista.id}/cnpjs`, { method: 'POST', token: bia.token, body: '{"cnpjs":["11222333000181"]}' })).status).toBe(404);
  });

  it('marks a notification read for good', async () => {
    const { token } = await signIn('ana@example.com');
    const before = await (await call(strict, '/api/notificacoes/x', { token })).json();
    const unread = before.find((n: { lida: string | null }) => n.lida !== 'S');
    expect((await call(strict, `/api/notificacoes/x/${unread.id}/`, { method: 'PUT', token })).status).toBe(204);
    const after = await (await call(strict, '/api/notificacoes/x', { token })).json();
    expect(after.find((n: { id: number }) => n.id === unread.id).lida).toBe('S');
  });
});
