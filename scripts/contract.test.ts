// Every call docs/product.md#calls lists must be in openapi.yaml with the same method and path; every entity of
// docs/product.md#entities must have a schema. The lists below are transcribed from docs/product.md, not read from the contract,
// so that removing or renaming anything in the contract fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { 'x-extension'?: boolean; tags?: string[] }>>;
  components: { schemas: Record<string, unknown> };
};

const SEARCH_SEGMENTS = [
  'nomeEmpresa',
  'uf',
  'municipios',
  'bairro',
  'logradouro',
  'cep',
  'cnaes',
  'cnaesSecundarios',
  'situacaoCadastral',
  'naturezaJuridica',
  'porte',
  'dataAberturaIni',
  'dataAberturaFim',
  'capitalSocialIni',
  'capitalSocialFim',
  'faturamentoIni',
  'faturamentoFim',
  'regimeTributario',
  'comTelefone',
  'comEmail',
  'ordenacao',
  'user_id',
];

/** docs/product.md#calls, one row per call, in the product's order. */
const PRODUCT_CALLS: Array<[method: string, path: string]> = [
  ['post', '/login'],
  ['post', '/logout'],
  ['get', '/refresh'],
  ['get', '/api/users/{id}'],
  ['get', '/api/notificacoes/{uid}'],
  ['put', '/api/notificacoes/{uid}/{id}/'],
  ['get', '/api/cnaes'],
  ['get', '/api/ufs'],
  ['get', '/api/naturezas'],
  ['get', '/api/municipios/{uf}'],
  ['get', '/api/pesquisas/count/{userUid}'],
  ['get', `/api/empresas/${SEARCH_SEGMENTS.map((s) => `{${s}}`).join('/')}`],
  ['get', '/api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}'],
  ['get', '/api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}'],
  ['get', '/api/download/{pesquisa_id}/{ordenacao}/{user_id}'],
  ['get', '/api/listas'],
  ['post', '/api/listas'],
  ['post', '/api/listas/{listId}/cnpjs'],
  ['get', '/api/listas/export/{listId}'],
  ['get', '/api/listas/export-emails-socios/{listId}'],
  ['get', '/api/empresas/detalhe/{cnpj}'],
  ['get', '/api/empresas/socios/{cnpj}'],
  ['get', '/api/atualizacao'],
  ['post', '/api/obrigado'],
];

/** docs/product.md#entities entities and the schema that carries each. */
const PRODUCT_ENTITIES = [
  'LoginResponse',
  'RefreshResponse',
  'UserDetailResponse',
  'Notificacao',
  'SearchCriteria',
  'SearchResponse',
  'PageResponse',
  'EmpresaResumo',
  'EmpresaDetalhe',
  'EmpresaVinculada',
  'Socio',
  'Cnae',
  'Uf',
  'NaturezaJuridica',
  'Municipio',
  'Lista',
  'Atualizacao',
  'ObrigadoRequest',
  'SituacaoCadastral',
  'Porte',
  'Ordenacao',
  'RegimeTributario',
  'FaixaEtaria',
];

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

describe('openapi.yaml covers docs/product.md#calls, #entities', () => {
  it('lists 24 calls in docs/product.md#calls', () => {
    expect(PRODUCT_CALLS).toHaveLength(24);
    expect(SEARCH_SEGMENTS).toHaveLength(22);
  });

  it.each(PRODUCT_CALLS)('has %s %s', (method, path) => {
    expect(contract.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
  });

  it('marks every call that docs/product.md#calls lacks as an extension', () => {
    const spec = new Set(PRODUCT_CALLS.map(([m, p]) => `${m} ${p}`));
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        if (spec.has(`${method} ${path}`)) continue;
        expect(item[method]?.['x-extension'], `${method} ${path}`).toBe(true);
        expect(item[method]?.tags, `${method} ${path}`).toEqual(['extensions']);
      }
    }
  });

  it.each(PRODUCT_ENTITIES)('has the schema %s', (name) => {
    expect(contract.components.schemas[name]).toBeDefined();
  });
});
