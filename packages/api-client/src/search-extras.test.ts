// The extension criteria travel as query parameters of the unchanged search path (decision 043).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '@cnpj/domain';
import { BASE_URL, server, testClient, useMswServer } from './test/msw';

useMswServer();

const criteria: SearchCriteria = {
  uf: 'SP',
  cnaes: ['4721102'],
  situacaoCadastral: '02',
  regimeTributario: 'T',
  ordenacao: 'D',
  capitalSocialIni: 0,
  capitalSocialFim: 0,
  faturamentoIni: 0,
  faturamentoFim: 0,
  comTelefone: false,
  comEmail: false,
  somenteMatriz: true,
};

/** Records the URL of every search call. */
function recordSearches(): URL[] {
  const urls: URL[] = [];
  server.use(
    http.get(`${BASE_URL}/api/empresas/*`, ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json({ pesquisaId: 'p-1', total: 3 });
    }),
  );
  return urls;
}

describe('searchCompanies with extra criteria', () => {
  it('sends announced criteria as query parameters, the lists comma-joined, after the same 22 segments', async () => {
    const urls = recordSearches();
    const { client } = testClient('t', {}, 'u1');
    await client.searchCompanies(criteria, { somente_matriz: true, excluir_listas: [7, 9] });
    expect(urls).toHaveLength(1);
    const [url] = urls;
    expect(url!.pathname.split('/')).toHaveLength(2 + 1 + 22);
    expect(url!.searchParams.get('somente_matriz')).toBe('true');
    expect(url!.searchParams.getAll('excluir_listas')).toEqual(['7,9']);
  });

  it('sends no query at all without extras, whatever the criteria hold', async () => {
    const urls = recordSearches();
    const { client } = testClient('t', {}, 'u1');
    await client.searchCompanies(criteria);
    expect(urls[0]!.search).toBe('');
  });
});
