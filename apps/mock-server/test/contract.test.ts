// Every call of the contract answers something openapi.yaml allows (Ajv over the contract's schemas).
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, resetStore } from '../src/index.ts';
import { call, expectContract, searchPath } from './helpers.ts';

const SEARCH =
  '/api/empresas/{nomeEmpresa}/{uf}/{municipios}/{bairro}/{logradouro}/{cep}/{cnaes}/{cnaesSecundarios}/{situacaoCadastral}/{naturezaJuridica}/{porte}/{dataAberturaIni}/{dataAberturaFim}/{capitalSocialIni}/{capitalSocialFim}/{faturamentoIni}/{faturamentoFim}/{regimeTributario}/{comTelefone}/{comEmail}/{ordenacao}/{user_id}';

async function check(template: string, method: string, path: string, init?: RequestInit) {
  const response = await call(handlers, path, { method: method.toUpperCase(), ...init });
  return expectContract(template, method, response);
}

describe('answers match openapi.yaml', () => {
  beforeEach(() => resetStore());

  it('auth, plan, notifications, lookups and misc', async () => {
    await check('/login', 'post', '/login', { body: JSON.stringify({ idToken: 'anything' }) });
    await check('/refresh', 'get', '/refresh');
    await check('/logout', 'post', '/logout');
    await check('/api/users/{id}', 'get', '/api/users/u1');
    await check('/api/notificacoes/{uid}', 'get', '/api/notificacoes/demo-uid');
    await check('/api/notificacoes/{uid}/{id}/', 'put', '/api/notificacoes/demo-uid/1/');
    await check('/api/ufs', 'get', '/api/ufs');
    await check('/api/municipios/{uf}', 'get', '/api/municipios/MG');
    await check('/api/cnaes', 'get', '/api/cnaes');
    await check('/api/naturezas', 'get', '/api/naturezas');
    await check('/api/atualizacao', 'get', '/api/atualizacao');
    await check('/api/obrigado', 'post', '/api/obrigado', {
      body: JSON.stringify({ user_id: 'demo-uid' }),
    });
    await check('/api/pesquisas/count/{userUid}', 'get', '/api/pesquisas/count/demo-uid');
  });

  it('search, page, all, detail and partners', async () => {
    const found = await check(
      SEARCH,
      'get',
      searchPath({ uf: 'RJ', cnaes: ['5611201'], bairro: 'Centro', comEmail: true }),
    );
    const { pesquisaId, total } = found as { pesquisaId: string; total: number };
    expect(total).toBeGreaterThan(50);
    expect(total).toBeLessThan(5000);
    const page = (await check(
      '/api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}',
      'get',
      `/api/empresas/pagina/${pesquisaId}/1/50/D/u1`,
    )) as { data: { cnpj: string }[] };
    expect(page.data).toHaveLength(50);
    await check(
      '/api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}',
      'get',
      `/api/empresas/all/${pesquisaId}/R/u1`,
    );
    for (const row of page.data.slice(0, 10)) {
      await check('/api/empresas/detalhe/{cnpj}', 'get', `/api/empresas/detalhe/${row.cnpj}`);
      await check('/api/empresas/socios/{cnpj}', 'get', `/api/empresas/socios/${row.cnpj}`);
    }
  }, 30_000);

  it('lists and the extensions', async () => {
    const lista = (await check('/api/listas', 'post', '/api/listas', {
      body: JSON.stringify({ descricao: 'Clientes' }),
    })) as { id: number };
    await check('/api/listas', 'get', '/api/listas');
    await check('/api/listas/{listId}/cnpjs', 'post', `/api/listas/${lista.id}/cnpjs`, {
      body: JSON.stringify({ cnpjs: ['11222333000181'] }),
    });
    await check('/api/listas/{listId}', 'get', `/api/listas/${lista.id}?page=1&recordsPerPage=10`);
    await check(
      '/api/listas/{listId}/cnpjs/{cnpj}',
      'delete',
      `/api/listas/${lista.id}/cnpjs/11222333000181`,
    );
    await check('/api/listas/{listId}', 'delete', `/api/listas/${lista.id}`);
    await check('/api/stats/usuarios', 'get', '/api/stats/usuarios');
    await check(
      '/api/stats/usuarios/{userId}',
      'get',
      `/api/stats/usuarios/${(await (await call(handlers, '/login', { method: 'POST', body: '{"idToken":"x"}' })).json()).userId}`,
    );
    await check('/api/atualizacao/historico', 'get', '/api/atualizacao/historico');
  });

  it('errors carry the contract Error body', async () => {
    await check('/api/empresas/detalhe/{cnpj}', 'get', '/api/empresas/detalhe/11222333000199');
    await check('/api/listas', 'post', '/api/listas', { body: '{"descricao":"   "}' });
    await check('/api/listas/{listId}/cnpjs', 'post', '/api/listas/999/cnpjs', {
      body: '{"cnpjs":["11222333000181"]}',
    });
    await check(SEARCH, 'get', searchPath({ cep: '123' }));
  });
});
