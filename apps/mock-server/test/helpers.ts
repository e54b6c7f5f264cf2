// Test helpers: call the handlers without a network (msw getResponse), build search paths, and check
// answers against openapi.yaml (the contract, not our own types, is the judge).
import { getResponse, type RequestHandler } from 'msw';
import { expect } from 'vitest';
import { loadContract } from '../../../scripts/verify-backend/contract.ts';

/** The origin tests send requests to (handlers match any origin). */
export const ORIGIN = 'http://mock.test';

/** Sends a request through the handlers; fails the test when nothing matches. */
export async function call(
  handlers: RequestHandler[],
  path: string,
  init: RequestInit & { scenario?: string; token?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.scenario) headers.set('x-mock-scenario', init.scenario);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await getResponse(handlers, new Request(ORIGIN + path, { ...init, headers }));
  if (!response) throw new Error(`no handler for ${init.method ?? 'GET'} ${path}`);
  return response;
}

/** The search criteria of docs/product.md#entities, with the app's defaults. */
export interface SearchInput {
  nomeEmpresa?: string;
  uf?: string;
  municipios?: string[];
  bairro?: string;
  logradouro?: string;
  cep?: string;
  cnaes?: string[];
  cnaesSecundarios?: string[];
  situacaoCadastral?: string;
  naturezaJuridica?: string[];
  porte?: string[];
  dataAberturaIni?: string;
  dataAberturaFim?: string;
  capitalSocialIni?: number;
  capitalSocialFim?: number;
  faturamentoIni?: number;
  faturamentoFim?: number;
  regimeTributario?: string;
  comTelefone?: boolean;
  comEmail?: boolean;
  ordenacao?: string;
  user_id?: string;
}

const seg = (text: string | undefined) => encodeURIComponent(text && text !== '' ? text : ' ');

/** The 22-segment search path, encoded as the contract's x-segment-encoding says. */
export function searchPath(c: SearchInput): string {
  const parts = [
    seg(c.nomeEmpresa),
    c.uf ?? 'SP',
    seg(c.municipios?.join(',')),
    seg(c.bairro),
    seg(c.logradouro),
    seg(c.cep),
    seg(c.cnaes?.join(',')),
    seg(c.cnaesSecundarios?.join(',')),
    c.situacaoCadastral ?? '02',
    seg(c.naturezaJuridica?.join(',')),
    seg(c.porte?.join(',')),
    seg(c.dataAberturaIni),
    seg(c.dataAberturaFim),
    c.capitalSocialIni ?? 0,
    c.capitalSocialFim ?? 0,
    c.faturamentoIni ?? 0,
    c.faturamentoFim ?? 0,
    c.regimeTributario ?? 'T',
    String(c.comTelefone ?? false),
    String(c.comEmail ?? false),
    c.ordenacao ?? 'D',
    c.user_id ?? 'u1',
  ];
  return `/api/empresas/${parts.join('/')}`;
}

type Json = Record<string, unknown>;

// The same judge as `npm run verify:backend`: the mock is held to the contract exactly as a real
// backend is.
const contract = loadContract();

/** Asserts that the response is one the contract allows for this operation: status, content type, headers and body. */
export async function expectContract(
  template: string,
  method: string,
  response: Response,
): Promise<unknown> {
  const json = (response.headers.get('content-type') ?? '').includes('json');
  const body: unknown = json ? await response.clone().json() : undefined;
  const differences = contract.check(method, template, {
    status: response.status,
    headers: response.headers,
    body,
  });
  expect(differences, `${method} ${template} ${response.status}`).toEqual([]);
  return body;
}

/** An unsigned emulator ID token (alg none), as the Firebase Auth Emulator issues. */
export function emulatorIdToken(claims: Json): string {
  const b64 = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://securetoken.google.com/demo-cnpj', aud: 'demo-cnpj', iat: now, exp: now + 3600, ...claims })}.`;
}

/** A strict-mode sign-in: the access token, the session cookie (`session=...`) and both ids of the user. */
export interface SignedIn {
  token: string;
  cookie: string;
  userId: string;
  uid: string;
}

/** Signs in through POST /login with an emulator ID token for `uid`. */
export async function signIn(
  handlers: RequestHandler[],
  uid: string,
  email = `${uid}@example.com`,
): Promise<SignedIn> {
  const response = await call(handlers, '/login', {
    method: 'POST',
    body: JSON.stringify({ idToken: emulatorIdToken({ sub: uid, email }) }),
  });
  expect(response.status).toBe(200);
  const { accessToken, userId } = (await response.json()) as {
    accessToken: string;
    userId: string;
  };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { token: accessToken, cookie, userId, uid };
}
