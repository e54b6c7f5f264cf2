// Test helpers: call the handlers without a network (msw getResponse), build search paths, and check
// answers against openapi.yaml with Ajv (the contract, not our own types, is the judge).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { getResponse, type RequestHandler } from 'msw';
import { parse } from 'yaml';
import { expect } from 'vitest';

/** The origin tests send requests to (handlers match any origin). */
export const ORIGIN = 'http://mock.test';

/** Sends a request through the handlers; fails the test when nothing matches. */
export async function call(handlers: RequestHandler[], path: string, init: RequestInit & { scenario?: string; token?: string } = {}): Promise<Response> {
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
  nomeEmpresa?: string; uf?: string; municipios?: string[]; bairro?: string; logradouro?: string; cep?: string;
  cnaes?: string[]; cnaesSecundarios?: string[]; situacaoCadastral?: string; naturezaJuridica?: string[]; porte?: string[];
  dataAberturaIni?: string; dataAberturaFim?: string; capitalSocialIni?: number; capitalSocialFim?: number;
  faturamentoIni?: number; faturamentoFim?: number; regimeTributario?: string; comTelefone?: boolean; comEmail?: boolean;
  ordenacao?: string; user_id?: string;
}

const seg = (text: string | undefined) => encodeURIComponent(text && text !== '' ? text : ' ');

/** The 22-segment search path, encoded as the contract's x-segment-encoding says. */
export function searchPath(c: SearchInput): string {
  const parts = [
    seg(c.nomeEmpresa), c.uf ?? 'SP', seg(c.municipios?.join(',')), seg(c.bairro), seg(c.logradouro), seg(c.cep),
    seg(c.cnaes?.join(',')), seg(c.cnaesSecundarios?.join(',')), c.situacaoCadastral ?? '02', seg(c.naturezaJuridica?.join(',')),
    seg(c.porte?.join(',')), seg(c.dataAberturaIni), seg(c.dataAberturaFim), c.capitalSocialIni ?? 0, c.capitalSocialFim ?? 0,
    c.faturamentoIni ?? 0, c.faturamentoFim ?? 0, c.regimeTributario ?? 'T', String(c.comTelefone ?? false), String(c.comEmail ?? false),
    c.ordenacao ?? 'D', c.user_id ?? 'u1',
  ];
  return `/api/empresas/${parts.join('/')}`;
}

type Json = Record<string, unknown>;
const contract = parse(readFileSync(fileURLToPath(new URL('../../../openapi.yaml', import.meta.url)), 'utf8')) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: contract.components }, 'openapi');

function deref(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return ref.slice(2).split('/').reduce<Json>((at, key) => at[key] as Json, contract);
}

/** Asserts that the response is one the contract allows for this operation, body included. */
export async function expectContract(template: string, method: string, response: Response): Promise<unknown> {
  const operation = ((contract.paths as Json)[template] as Json)[method] as Json;
  const responses = operation.responses as Json;
  const declared = responses[String(response.status)] ?? responses.default;
  expect(declared, `${method} ${template} may not answer ${response.status}`).toBeDefined();
  const content = deref(declared as Json).content as Json | undefined;
  const json = content?.['application/json'] as Json | undefined;
  if (!json) return undefined;
  const body: unknown = await response.clone().json();
  const schema = JSON.parse(JSON.stringify(json.schema).replace(/"#\/components/g, '"openapi#/components')) as Json;
  const validate = ajv.compile(schema);
  const valid = validate(body);
  expect(valid, `${method} ${template} ${response.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return body;
}

/** An unsigned emulator ID token (alg none), as the Firebase Auth Emulator issues. */
export function emulatorIdToken(claims: Json): string {
  const b64 = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://securetoken.google.com/demo-cnpj', aud: 'demo-cnpj', iat: now, exp: now + 3600, ...claims })}.`;
}
