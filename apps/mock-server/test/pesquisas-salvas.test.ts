// The saved-searches extension (docs/product.md#saved-searches): each user's saved searches, kept under
// that user so another user never reads them, and the scenarios of a backend without it or failing.
import { beforeEach, describe, expect, it } from 'vitest';
import { createHandlers, handlers, resetStore } from '../src/index.ts';
import { call, signIn } from './helpers.ts';

const filtros = { uf: 'SP', situacaoCadastral: 'ATIVA', ordenacao: 'D', regimeTributario: 'T' };
const strict = createHandlers({ auth: 'strict', tokenSecret: 'pesquisas-salvas-test-secret' });

const put = (id: string, body: unknown, token?: string, scenario?: string) =>
  call(strict, `/api/pesquisas-salvas/${id}`, {
    method: 'PUT',
    body: JSON.stringify(body),
    token,
    scenario,
  });
const list = async (token: string) =>
  (await call(strict, '/api/pesquisas-salvas', { token })).json() as Promise<{ nome: string }[]>;

describe('/api/pesquisas-salvas', () => {
  beforeEach(() => resetStore());

  it("keeps each user's saved searches apart, newest first", async () => {
    const ana = await signIn(strict, 'ana-uid');
    const bruno = await signIn(strict, 'bruno-uid');
    expect((await put('a-1', { nome: 'Padarias', filtros }, ana.token)).status).toBe(200);
    await put('a-2', { nome: ' Mercados ', filtros }, ana.token);
    await put('b-1', { nome: 'Do Bruno', filtros }, bruno.token);

    expect((await list(ana.token)).map((search) => search.nome)).toEqual(['Mercados', 'Padarias']);
    expect((await list(bruno.token)).map((search) => search.nome)).toEqual(['Do Bruno']);

    // Deleting another user's search changes nothing of theirs.
    const gone = await call(strict, '/api/pesquisas-salvas/b-1', {
      method: 'DELETE',
      token: ana.token,
    });
    expect(gone.status).toBe(204);
    expect(await list(bruno.token)).toHaveLength(1);
  });

  it('refuses a body that breaks the contract', async () => {
    const { token } = await signIn(strict, 'ana-uid');
    expect((await put('x', { nome: '', filtros }, token)).status).toBe(400);
    expect((await put('x', { nome: 'Sem UF', filtros: {} }, token)).status).toBe(400);
    expect((await put('x', { nome: 'A', filtros, extra: 1 }, token)).status).toBe(400);
  });

  it('answers 404 without the extension and 500 when it fails', async () => {
    const get = (scenario: string) => call(handlers, '/api/pesquisas-salvas', { scenario });
    expect((await get('savedSearchesMissing')).status).toBe(404);
    expect((await get('savedSearchesError')).status).toBe(500);
    const { token } = await signIn(strict, 'ana-uid');
    expect((await put('x', { nome: 'A', filtros }, token, 'savedSearchesMissing')).status).toBe(
      404,
    );
  });
});
