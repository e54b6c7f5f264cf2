// Paths that name a user (strict mode): another user's id answers 403 USER_MISMATCH, one's own id the
// usual answer. Each path takes the id the contract and the app's client send: the backend `userId`
// from POST /login (users, and the user_id segment of search, page, all and download) or the identity
// provider's `uid` (notifications and the search count).
import { beforeEach, describe, expect, it } from 'vitest';
import { createHandlers, handlers, resetStore } from '../src/index.ts';
import { call, expectContract, searchPath, signIn, type SignedIn } from './helpers.ts';

const strict = createHandlers({ auth: 'strict' });
const SEARCH =
  '/api/empresas/{nomeEmpresa}/{uf}/{municipios}/{bairro}/{logradouro}/{cep}/{cnaes}/{cnaesSecundarios}/{situacaoCadastral}/{naturezaJuridica}/{porte}/{dataAberturaIni}/{dataAberturaFim}/{capitalSocialIni}/{capitalSocialFim}/{faturamentoIni}/{faturamentoFim}/{regimeTributario}/{comTelefone}/{comEmail}/{ordenacao}/{user_id}';

interface UserPath {
  template: string;
  method: 'get' | 'put';
  /** The path for the user `who`, with `ana`'s own resources (a search, a notification) where needed. */
  path: (who: SignedIn) => string;
  ok: number;
}

let ana: SignedIn;
let bia: SignedIn;
let pesquisaId = '';
let notificationId = 0;

/** Every path that names a user; Ana's token is sent to each. */
const paths: UserPath[] = [
  {
    template: '/api/users/{id}',
    method: 'get',
    path: (who) => `/api/users/${who.userId}`,
    ok: 200,
  },
  {
    template: '/api/notificacoes/{uid}',
    method: 'get',
    path: (who) => `/api/notificacoes/${who.uid}`,
    ok: 200,
  },
  {
    template: '/api/notificacoes/{uid}/{id}/',
    method: 'put',
    path: (who) => `/api/notificacoes/${who.uid}/${notificationId}/`,
    ok: 204,
  },
  {
    template: '/api/pesquisas/count/{userUid}',
    method: 'get',
    path: (who) => `/api/pesquisas/count/${who.uid}`,
    ok: 200,
  },
  {
    template: SEARCH,
    method: 'get',
    path: (who) => searchPath({ uf: 'RR', cnaes: ['5611201'], user_id: who.userId }),
    ok: 200,
  },
  {
    template: '/api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}',
    method: 'get',
    path: (who) => `/api/empresas/pagina/${pesquisaId}/1/50/D/${who.userId}`,
    ok: 200,
  },
  {
    template: '/api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}',
    method: 'get',
    path: (who) => `/api/empresas/all/${pesquisaId}/D/${who.userId}`,
    ok: 200,
  },
  {
    template: '/api/download/{pesquisa_id}/{ordenacao}/{user_id}',
    method: 'get',
    path: (who) => `/api/download/${pesquisaId}/D/${who.userId}`,
    ok: 200,
  },
];

/** The same user under the other kind of id: the uid where the path wants the userId, and vice versa. */
const otherId = (who: SignedIn): SignedIn => ({ ...who, userId: who.uid, uid: who.userId });

const send = (path: UserPath, who: SignedIn, token = ana.token) =>
  call(strict, path.path(who), { method: path.method.toUpperCase(), token });

describe('paths that name a user (strict)', () => {
  beforeEach(async () => {
    resetStore();
    ana = await signIn(strict, 'ana-uid', 'ana@example.com');
    bia = await signIn(strict, 'bia-uid', 'bia@example.com');
    pesquisaId = (
      await (
        await call(strict, searchPath({ uf: 'RR', cnaes: ['5611201'], user_id: ana.userId }), {
          token: ana.token,
        })
      ).json()
    ).pesquisaId;
    notificationId = (
      await (await call(strict, `/api/notificacoes/${ana.uid}`, { token: ana.token })).json()
    )[0].id;
  });

  const label = (path: UserPath) =>
    `${path.method.toUpperCase()} ${path.template === SEARCH ? '/api/empresas/…/{user_id}' : path.template}`;

  it.each(paths.map((path) => [label(path), path] as const))(
    "%s: 403 USER_MISMATCH with another user's id or the other kind of id, the answer with one's own",
    async (_label, path) => {
      const mismatch = await send(path, bia);
      expect(mismatch.status).toBe(403);
      expect(await mismatch.clone().json()).toMatchObject({ code: 'USER_MISMATCH' });
      await expectContract(path.template, path.method, mismatch);
      expect((await send(path, otherId(ana))).status).toBe(403);
      expect((await send(path, ana)).status).toBe(path.ok);
      expect((await send(path, bia, bia.token)).status).not.toBe(403);
    },
  );

  it('checks the token before the user: no token stays TOKEN_MISSING', async () => {
    const missing = await call(strict, `/api/users/${bia.userId}`);
    expect(await missing.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });

  it('leaves the admin extension /api/stats/usuarios/{userId} open to any signed-in user', async () => {
    expect(
      (await call(strict, `/api/stats/usuarios/${bia.userId}`, { token: ana.token })).status,
    ).toBe(200);
  });
});

describe('paths that name a user (lenient, for stories and unit tests)', () => {
  beforeEach(() => resetStore());

  it('answers for the demo user whatever id the path carries', async () => {
    expect((await call(handlers, '/api/users/someone-else')).status).toBe(200);
    expect((await call(handlers, '/api/notificacoes/someone-else')).status).toBe(200);
    expect((await call(handlers, '/api/pesquisas/count/someone-else')).status).toBe(200);
    expect(
      (await call(handlers, searchPath({ uf: 'RR', cnaes: ['5611201'], user_id: 'someone-else' })))
        .status,
    ).toBe(200);
  });
});
