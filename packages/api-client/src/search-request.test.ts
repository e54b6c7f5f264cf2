import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildSearchPath } from '@cnpj/domain';
import { BASE_URL, server, testClient, useMswServer } from './test/msw';
import type { SearchCriteria, SearchRequest } from '@cnpj/domain';

useMswServer();

const hostileCriteria: SearchCriteria = {
  nomeEmpresa: 'Ação/Comércio ? #1 100% ../..',
  uf: 'RJ',
  municipios: ['6001'],
  bairro: 'São Cristóvão',
  logradouro: 'Rua ../../etc/passwd?x=1#frag',
  cep: '20000-000',
  cnaes: [],
  situacaoCadastral: '02',
  regimeTributario: 'T',
  ordenacao: 'N',
  capitalSocialIni: 0,
  capitalSocialFim: 0,
  faturamentoIni: 0,
  faturamentoFim: 0,
  comTelefone: true,
  comEmail: false,
};
/** The same criteria with the stored backend user id the client adds. */
const hostile: SearchRequest = { ...hostileCriteria, user_id: 'user 1/2' };

/** The contract's search path as an MSW route: 22 named parameters. */
const SEARCH_ROUTE =
  '/api/empresas/:nomeEmpresa/:uf/:municipios/:bairro/:logradouro/:cep/:cnaes/:cnaesSecundarios/:situacaoCadastral/:naturezaJuridica/:porte/:dataAberturaIni/:dataAberturaFim/:capitalSocialIni/:capitalSocialFim/:faturamentoIni/:faturamentoFim/:regimeTributario/:comTelefone/:comEmail/:ordenacao/:user_id';

describe('searchCompanies over the wire', () => {
  it('delivers hostile text to the server intact, each value in its own parameter', async () => {
    const received: Record<string, unknown>[] = [];
    server.use(
      http.get(`${BASE_URL}${SEARCH_ROUTE}`, ({ params }) => {
        received.push({ ...params });
        return HttpResponse.json({ pesquisaId: 'p-1', total: 3 });
      }),
    );
    const { client } = testClient('t', {}, 'user 1/2');

    await expect(client.searchCompanies(hostileCriteria)).resolves.toEqual({
      pesquisaId: 'p-1',
      total: 3,
    });
    expect(received).toEqual([
      expect.objectContaining({
        nomeEmpresa: 'Acao/Comercio ? #1 100% ../..',
        bairro: 'São Cristóvão',
        logradouro: 'Rua ../../etc/passwd?x=1#frag',
        cep: '20000000',
        cnaes: ' ',
        comTelefone: 'true',
        ordenacao: 'N',
        user_id: 'user 1/2',
      }),
    ]);
  });

  it('hands fetch the exact bytes buildSearchPath makes', async () => {
    const urls: string[] = [];
    const fakeFetch = async (request: Request | string | URL) => {
      urls.push(request instanceof Request ? request.url : String(request));
      return Response.json({ pesquisaId: 'p-2', total: 0 });
    };
    const { client } = testClient('t', { fetch: fakeFetch as typeof fetch }, 'user 1/2');

    await client.searchCompanies(hostileCriteria);
    expect(urls).toEqual([`${BASE_URL}${buildSearchPath(hostile)}`]);
    expect(urls[0]).toContain('/api/empresas/Acao%2FComercio%20%3F%20%231%20100%25%20..%2F../RJ/');
  });
});
