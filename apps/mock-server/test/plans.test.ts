// Plans: free (G) by the e-mail rule or at run time; the server enforces the product's (docs/product.md#plans-and-permissions) free-plan limits.
import type { AddressInfo } from 'node:net';
import { configurePaidPlans } from '@cnpj/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { createHandlers, planForEmail, resetStore, store } from '../src/index.ts';
import { call, emulatorIdToken, searchPath } from './helpers.ts';

const strict = createHandlers({ auth: 'strict' });

/** Signs in; paths name the user by backend `userId` or by the identity `uid`, as the app does. */
async function signIn(email: string): Promise<{ token: string; userId: string; uid: string }> {
  const uid = `uid-${email}`;
  const response = await call(strict, '/login', {
    method: 'POST',
    body: JSON.stringify({ idToken: emulatorIdToken({ sub: uid, email }) }),
  });
  const body = await response.json();
  return { token: body.accessToken, userId: body.userId, uid };
}

describe('plans', () => {
  beforeEach(() => resetStore());

  it('puts e-mails starting with "free" or containing "+free" on the free plan', () => {
    expect(planForEmail('free.joao@example.com')).toBe('G');
    expect(planForEmail('maria+free@example.com')).toBe('G');
    expect(planForEmail('maria@example.com')).toBe('M');
  });

  it('stops a free user at 10 searches, and counts them', async () => {
    const { token, userId, uid } = await signIn('free@example.com');
    for (let i = 0; i < 10; i += 1)
      expect(
        (await call(strict, searchPath({ nomeEmpresa: `LOJA ${i}`, user_id: userId }), { token }))
          .status,
      ).toBe(200);
    expect(await (await call(strict, `/api/pesquisas/count/${uid}`, { token })).json()).toEqual({
      count: 10,
    });
    const refused = await call(strict, searchPath({ nomeEmpresa: 'LOJA 11', user_id: userId }), {
      token,
    });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'FREE_PLAN_LIMIT' });
  });

  it('gives a free user only the first 50 results, no export and no lists', async () => {
    const { token, userId: u } = await signIn('free@example.com');
    const { pesquisaId } = await (
      await call(strict, searchPath({ uf: 'SP', comEmail: true, user_id: u }), { token })
    ).json();
    expect(
      (
        await (
          await call(strict, `/api/empresas/pagina/${pesquisaId}/1/50/D/${u}`, { token })
        ).json()
      ).data,
    ).toHaveLength(50);
    expect(
      (await call(strict, `/api/empresas/pagina/${pesquisaId}/2/50/D/${u}`, { token })).status,
    ).toBe(402);
    expect(
      (await (await call(strict, `/api/empresas/all/${pesquisaId}/D/${u}`, { token })).json()).data,
    ).toHaveLength(50);
    expect((await call(strict, `/api/download/${pesquisaId}/D/${u}`, { token })).status).toBe(402);
    expect(
      (await call(strict, '/api/listas', { method: 'POST', token, body: '{"descricao":"X"}' }))
        .status,
    ).toBe(402);
  });

  it('switches a user to a paid plan at run time', async () => {
    const { token, userId } = await signIn('free@example.com');
    expect(await (await call(strict, `/api/users/${userId}`, { token })).json()).toEqual({
      plano: 'G',
    });
    store.users.get(userId)!.plano = 'A';
    expect(await (await call(strict, `/api/users/${userId}`, { token })).json()).toEqual({
      plano: 'A',
    });
    expect(
      (await call(strict, '/api/listas', { method: 'POST', token, body: '{"descricao":"X"}' }))
        .status,
    ).toBe(201);
  });

  it('keeps lists per user: created lists, added CNPJs counted once', async () => {
    const ana = await signIn('ana@example.com');
    const bia = await signIn('bia@example.com');
    const lista = await (
      await call(strict, '/api/listas', {
        method: 'POST',
        token: ana.token,
        body: '{"descricao":"Clientes"}',
      })
    ).json();
    const add = (cnpjs: string[]) =>
      call(strict, `/api/listas/${lista.id}/cnpjs`, {
        method: 'POST',
        token: ana.token,
        body: JSON.stringify({ cnpjs }),
      });
    expect(await (await add(['11222333000181', '11444777000161'])).json()).toEqual({
      adicionadas: 2,
      total: 2,
    });
    expect(await (await add(['11222333000181'])).json()).toEqual({ adicionadas: 0, total: 2 });
    const anaLists = await (await call(strict, '/api/listas', { token: ana.token })).json();
    const biaLists = await (await call(strict, '/api/listas', { token: bia.token })).json();
    // The list as read now: its count and last change moved with the two CNPJs added.
    expect(anaLists).toContainEqual(
      expect.objectContaining({ id: lista.id, descricao: 'Clientes', total: 2 }),
    );
    expect(biaLists).not.toContainEqual(expect.objectContaining({ id: lista.id }));
    expect(
      (
        await call(strict, `/api/listas/${lista.id}/cnpjs`, {
          method: 'POST',
          token: bia.token,
          body: '{"cnpjs":["11222333000181"]}',
        })
      ).status,
    ).toBe(404);
  });

  it('marks a notification read for good', async () => {
    const { token, uid } = await signIn('ana@example.com');
    const before = await (await call(strict, `/api/notificacoes/${uid}`, { token })).json();
    const unread = before.find((n: { lida: string | null }) => n.lida !== 'S');
    expect(
      (await call(strict, `/api/notificacoes/${uid}/${unread.id}/`, { method: 'PUT', token }))
        .status,
    ).toBe(204);
    const after = await (await call(strict, `/api/notificacoes/${uid}`, { token })).json();
    expect(after.find((n: { id: number }) => n.id === unread.id).lida).toBe('S');
  });
});

describe('paid plan codes of another backend (MOCK_PAID_PLANS, decision 018)', () => {
  afterEach(() => configurePaidPlans(null));

  it('reads MOCK_PAID_PLANS, else VITE_PAID_PLANS, else the contract list', () => {
    expect(readConfig({ MOCK_PAID_PLANS: 'P, PRO' }).paidPlans).toEqual(['P', 'PRO']);
    expect(readConfig({ VITE_PAID_PLANS: 'P' }).paidPlans).toEqual(['P']);
    expect(readConfig({ MOCK_PAID_PLANS: 'X', VITE_PAID_PLANS: 'P' }).paidPlans).toEqual(['X']);
    expect(readConfig({}).paidPlans).toBeNull();
  });

  it('answers the first configured code for new paid users, treats M as free, and offers the codes on /__mock', async () => {
    resetStore();
    const app = createApp(readConfig({ MOCK_PAID_PLANS: 'P' }), store, () => {});
    expect(planForEmail('maria@example.com')).toBe('P');
    expect(planForEmail('free@example.com')).toBe('G');
    const { token, userId } = await signIn('maria@example.com');
    expect(await (await call(strict, `/api/users/${userId}`, { token })).json()).toEqual({
      plano: 'P',
    });
    const { pesquisaId } = await (
      await call(strict, searchPath({ uf: 'RR', comEmail: true, user_id: userId }), { token })
    ).json();
    // Page 2 is the free plan's first refusal.
    expect(
      (await call(strict, `/api/empresas/pagina/${pesquisaId}/2/50/D/${userId}`, { token })).status,
    ).toBe(200);
    store.users.get(userId)!.plano = 'M';
    expect(
      (await call(strict, `/api/empresas/pagina/${pesquisaId}/2/50/D/${userId}`, { token })).status,
    ).toBe(402);

    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { plans } = await (
        await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/__mock/api/state`)
      ).json();
      expect(plans).toEqual([
        { code: 'G', label: 'Grátis' },
        { code: 'P', label: 'P' },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
