// The plans and subscription extensions (docs/product.md#my-subscription): answers the contract allows, each
// status on purpose, cancellation, and the provider's hosted checkout over real HTTP, paid and failed.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { handlers, resetStore, store } from '../src/index.ts';
import { call, emulatorIdToken, expectContract } from './helpers.ts';

const APP = 'http://127.0.0.1:5173';
const returns = {
  retorno_sucesso: `${APP}/obrigado`,
  retorno_falha: `${APP}/minha-assinatura?pagamento=nao-concluido`,
};

async function current(scenario?: string) {
  const response = await call(handlers, '/api/assinaturas/atual', { scenario });
  return (await expectContract('/api/assinaturas/atual', 'get', response)) as {
    status: string | null;
    proxima_renovacao: string | null;
    acesso_ate: string | null;
    url_pagamento: string | null;
    faturas: { status: string; url_nfse: string | null; emitida_em: string }[];
  };
}

describe('plans and subscription answers', () => {
  beforeEach(() => resetStore());

  it('offers the paid plans, cheapest first, each lifting the free limits', async () => {
    const plans = (await expectContract(
      '/api/planos',
      'get',
      await call(handlers, '/api/planos'),
    )) as { codigo: string; preco_mensal: number }[];
    expect(plans.map((plan) => plan.codigo)).toEqual(['M', 'S', 'A']);
    const prices = plans.map((plan) => plan.preco_mensal);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers each status on purpose', async () => {
    const active = await current();
    expect(active.status).toBe('ativa');
    expect(active.proxima_renovacao).not.toBeNull();
    expect(active.faturas.every((fatura) => fatura.url_nfse !== null)).toBe(true);
    const overdue = await current('subscriptionOverdue');
    expect(overdue.status).toBe('em_atraso');
    expect(overdue.url_pagamento).toMatch(/\/pagamento\/faturas\//);
    expect(overdue.faturas[0]?.status).toBe('vencida');
    const cancelled = await current('subscriptionCancelled');
    expect(cancelled.status).toBe('cancelada');
    expect(cancelled.proxima_renovacao).toBeNull();
    expect(cancelled.acesso_ate).not.toBeNull();
    expect((await current('freePlan')).status).toBeNull();
  });

  it('renews ahead of today, never on a day already past', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    const active = await current();
    expect(active.proxima_renovacao! > today).toBe(true);
    expect(active.faturas.every((fatura) => fatura.emitida_em <= today)).toBe(true);
    expect((await current('subscriptionCancelled')).acesso_ate! > today).toBe(true);
  });

  it('cancels once, keeping the plan until the renewal date', async () => {
    const renewal = (await current()).proxima_renovacao;
    const cancel = () => call(handlers, '/api/assinaturas/atual/cancelamento', { method: 'POST' });
    const done = (await expectContract(
      '/api/assinaturas/atual/cancelamento',
      'post',
      await cancel(),
    )) as { status: string; acesso_ate: string };
    expect(done).toMatchObject({ status: 'cancelada', acesso_ate: renewal });
    const again = await cancel();
    expect(again.status).toBe(409);
    await expectContract('/api/assinaturas/atual/cancelamento', 'post', again);
  });

  it('refuses a checkout for a free plan, or returning to another site', async () => {
    const checkout = (body: object, origin?: string) =>
      call(handlers, '/api/assinaturas/checkout', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: origin ? { origin } : {},
      });
    const ok = await checkout({ plano: 'S', periodicidade: 'anual', ...returns }, APP);
    expect(ok.status).toBe(201);
    await expectContract('/api/assinaturas/checkout', 'post', ok);
    expect((await checkout({ plano: 'G', periodicidade: 'mensal', ...returns })).status).toBe(400);
    const elsewhere = { ...returns, retorno_sucesso: 'https://evil.example/obrigado' };
    const refused = await checkout({ plano: 'S', periodicidade: 'anual', ...elsewhere }, APP);
    expect(refused.status).toBe(400);
    await expectContract('/api/assinaturas/checkout', 'post', refused);
  });

  it('answers 404 for all four without the extensions', async () => {
    const scenario = 'subscriptionUnavailable';
    for (const [method, path] of [
      ['GET', '/api/planos'],
      ['GET', '/api/assinaturas/atual'],
      ['POST', '/api/assinaturas/checkout'],
      ['POST', '/api/assinaturas/atual/cancelamento'],
    ] as const)
      expect((await call(handlers, path, { method, scenario })).status).toBe(404);
  });
});

describe("the provider's hosted checkout", () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createApp(readConfig({}), store, () => undefined).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => resetStore());

  async function openCheckout(email: string, scenario?: string) {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP },
      body: JSON.stringify({ idToken: emulatorIdToken({ sub: `uid-${email}`, email }) }),
    });
    const { accessToken, userId } = (await login.json()) as { accessToken: string; userId: string };
    const headers = {
      'content-type': 'application/json',
      origin: APP,
      authorization: `Bearer ${accessToken}`,
      ...(scenario ? { 'x-mock-scenario': scenario } : {}),
    };
    const response = await fetch(`${base}/api/assinaturas/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ plano: 'S', periodicidade: 'anual', ...returns }),
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    return { url, userId, headers };
  }

  it('shows the plan and its price in BRL, and a payment returns to /obrigado on the new plan', async () => {
    const { url, userId, headers } = await openCheckout('free@example.com');
    expect(url.startsWith(`${base}/pagamento/`)).toBe(true);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Profissional');
    expect(page).toContain('R$\u00a01.499,00');
    const paid = await fetch(`${url}/pagar`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(returns.retorno_sucesso);
    const plan = await fetch(`${base}/api/users/${userId}`, { headers });
    expect(await plan.json()).toEqual({ plano: 'S' });
    const again = await fetch(`${url}/pagar`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(404);
  });

  it('starts the subscription paid for now: one invoice issued today, the renewal ahead (docs/product.md#my-subscription)', async () => {
    // 22h30 in São Paulo is already the next day in UTC: the days are Brazil's.
    vi.useFakeTimers({ now: new Date('2026-11-29T01:30:00Z'), toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { url, headers } = await openCheckout('free@example.com');
    await fetch(`${url}/pagar`, { method: 'POST', redirect: 'manual' });
    const answer = await fetch(`${base}/api/assinaturas/atual`, { headers });
    const subscription = (await answer.json()) as {
      status: string;
      periodicidade: string;
      proxima_renovacao: string;
      faturas: { emitida_em: string; status: string; valor: number }[];
    };
    expect(subscription).toMatchObject({ status: 'ativa', periodicidade: 'anual' });
    expect(subscription.faturas).toEqual([
      expect.objectContaining({ emitida_em: '2026-11-28', status: 'paga', valor: 1499 }),
    ]);
    expect(subscription.proxima_renovacao).toBe('2027-11-28');
  });

  it('returns to the failure address when the user gives up or the payment fails', async () => {
    const quit = await openCheckout('free@example.com');
    const back = await fetch(`${quit.url}/desistir`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toBe(returns.retorno_falha);
    const failing = await openCheckout('free@example.com', 'checkoutFails');
    const refused = await fetch(`${failing.url}/pagar`, { method: 'POST', redirect: 'manual' });
    expect(refused.headers.get('location')).toBe(returns.retorno_falha);
    const plan = await fetch(`${base}/api/users/${failing.userId}`, { headers: failing.headers });
    expect(await plan.json()).toEqual({ plano: 'G' });
  });
});
