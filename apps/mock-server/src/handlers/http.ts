// The typed `http` of every handler: paths, params, bodies and answers come from the generated contract
// types, and `baseUrl: '*'` matches any origin (browser worker, msw/node, the Express host).
import type { paths } from '@cnpj/domain';
import { createOpenApiHttp } from 'openapi-msw';

/** Typed MSW `http` for the contract. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
