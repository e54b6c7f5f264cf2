// Every scenario produces its state on purpose, by header, per user (store) or per handler set.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createHandlers,
  handlers,
  resetStore,
  scenarios,
  store,
  type ScenarioName,
} from '../src/index.ts';
import { DEMO_IDENTITY } from '../src/handlers/context.ts';
import { call, searchPath } from './helpers.ts';

const CNPJ = '11222333000181';

// [scenario, method, path, expected status, expected body (when it matters)]
const CASES: [ScenarioName, string, string, number, unknown?][] = [
  ['tokenExpired', 'GET', '/api/ufs', 403],
  ['refreshFails', 'GET', '/refresh', 401],
  ['loginFails', 'POST', '/login', 401],
  ['planError', 'GET', '/api/users/u1', 500],
  ['freePlan', 'GET', '/api/users/u1', 200, { plano: 'G' }],
  ['searchLimitReached', 'GET', '/api/pesquisas/count/u1', 200, { count: 10 }],
  ['detailNotFound', 'GET', `/api/empresas/detalhe/${CNPJ}`, 404],
  ['detailError', 'GET', `/api/empresas/detalhe/${CNPJ}`, 500],
  ['detailEmpty', 'GET', `/api/empresas/detalhe/${CNPJ}`, 200, null],
  ['partnersEmpty', 'GET', `/api/empresas/socios/${CNPJ}`, 200, []],
  ['notificationsError', 'GET', '/api/notificacoes/u1', 500],
  ['emptyNotifications', 'GET', '/api/notificacoes/u1', 200, []],
  ['markReadError', 'PUT', '/api/notificacoes/u1/1/', 500],
  ['listsError', 'GET', '/api/listas', 500],
  ['noLists', 'GET', '/api/listas', 200, []],
  ['createListError', 'POST', '/api/listas', 500],
  ['addToListError', 'POST', '/api/listas/1/cnpjs', 500],
  ['removeFromListError', 'DELETE', '/api/listas/1/cnpjs/11222333000181', 500],
  ['renameListError', 'PATCH', '/api/listas/1', 500],
  ['renameListUnavailable', 'PATCH', '/api/listas/1', 404],
  ['countError', 'GET', '/api/pesquisas/count/u1', 500],
  ['searchError', 'GET', searchPath({ cnaes: ['4781400'] }), 500],
  ['emptySearch', 'GET', searchPath({ cnaes: ['4781400'] }), 200],
  ['pageError', 'GET', '/api/empresas/pagina/p1/1/50/D/u1', 500],
  ['allError', 'GET', '/api/empresas/all/p1/D/u1', 500],
  ['exportError', 'GET', '/api/listas/export/1', 500],
  ['lookupsError', 'GET', '/api/cnaes', 500],
  ['updateDateForbidden', 'GET', '/api/atualizacao', 403],
  ['updateDateMissing', 'GET', '/api/atualizacao', 200, { dt_atualizado_ate: null }],
  ['subscriptionUnavailable', 'GET', '/api/planos', 404],
  ['capabilitiesUnavailable', 'GET', '/api/capacidades', 404],
  ['subscriptionError', 'GET', '/api/assinaturas/atual', 500],
  // Their effect on the answer is checked in subscriptions.test.ts (the status and the provider's return).
  ['checkoutFails', 'POST', '/api/assinaturas/checkout', 201],
  ['subscriptionOverdue', 'GET', '/api/assinaturas/atual', 200],
  ['subscriptionCancelled', 'GET', '/api/assinaturas/atual', 200],
  ['bulkUnavailable', 'POST', '/api/empresas/lote', 404],
  // The row extension left out: the same companies, without CEP, street type, complement, size, capital.
  ['rowExtensionMissing', 'POST', '/api/empresas/lote', 200],
  ['savedSearchesMissing', 'GET', '/api/pesquisas-salvas', 404],
  ['savedSearchesError', 'GET', '/api/pesquisas-salvas', 500],
  ['radarMissing', 'GET', '/api/radar/monitores', 404],
  ['radarError', 'GET', '/api/radar/monitores/r1/novas', 500],
  ['radarChangesError', 'GET', '/api/radar/listas/1/mudancas?desde=2026-10-31', 500],
  ['bulkPartialFailure', 'POST', '/api/empresas/lote', 404],
  ['networkError', 'GET', '/api/ufs', 0],
];

const BODIES: Record<string, string> = {
  '/login': '{"idToken":"x"}',
  '/api/listas': '{"descricao":"X"}',
  '/api/listas/1/cnpjs': `{"cnpjs":["${CNPJ}"]}`,
  '/api/listas/1': '{"descricao":"Y"}',
  '/api/empresas/lote': `{"cnpjs":["${CNPJ}"]}`,
  '/api/assinaturas/checkout':
    '{"plano":"M","periodicidade":"mensal","retorno_sucesso":"http://app.test/obrigado","retorno_falha":"http://app.test/minha-assinatura"}',
};

describe('scenarios', () => {
  beforeEach(() => resetStore());

  it('covers every scenario in this table (besides the slow ones)', () => {
    expect(new Set([...CASES.map(([name]) => name), 'slow', 'bulkSlow'])).toEqual(
      new Set(scenarios.map((s) => s.name)),
    );
  });

  it.each(CASES)(
    '%s via the x-mock-scenario header',
    async (scenario, method, path, status, body) => {
      const payload = method === 'GET' ? undefined : BODIES[path];
      const response = await call(handlers, path, { method, scenario, body: payload });
      expect(response.status).toBe(status);
      const text = response.status === 0 ? '' : await response.clone().text();
      if (body !== undefined) expect(JSON.parse(text)).toEqual(body);
      if (scenario === 'emptySearch') expect(JSON.parse(text).total).toBe(0);
      const normal = await call(handlers, path, { method, body: payload });
      expect(`${normal.status} ${await normal.text()}`, 'without the scenario').not.toBe(
        `${status} ${text}`,
      );
    },
  );

  it('applies scenarios stored for a user and for a handler set', async () => {
    store.ensureUser(DEMO_IDENTITY, 42).scenarios.add('detailNotFound');
    expect((await call(handlers, `/api/empresas/detalhe/${CNPJ}`)).status).toBe(404);
    resetStore();
    const story = createHandlers({ scenarios: ['emptyNotifications'] });
    expect(await (await call(story, '/api/notificacoes/u1')).json()).toEqual([]);
  });

  it('delays answers when slow', async () => {
    const quick = createHandlers({ slowMs: 30 });
    const started = Date.now();
    await call(quick, '/api/ufs', { scenario: 'slow' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
