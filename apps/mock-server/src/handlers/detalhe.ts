// Company detail and partners (docs/product.md#screens-and-routes detail screen, #errors). A CNPJ with wrong check digits does not
// exist (404); a valid one always has a company, the same one the search showed.
import { partnersOf } from '../factories/partner.ts';
import {
  CNPJ_LENGTH_MESSAGE,
  DETAIL_FAILED_TITLE,
  DETAIL_NOT_FOUND_TITLE,
  hasValidCheckDigits,
  isCnpj,
} from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import { resolveCompany } from '../search/service.ts';
import { authed, fail, has } from './context.ts';
import { http } from './http.ts';

// The messages are the product's own (docs/product.md#errors), so what QA reads in a response body
// is what the app shows for it.
function cnpjProblem(cnpj: string): { status: number; message: string } | null {
  if (!isCnpj(cnpj)) return { status: 400, message: CNPJ_LENGTH_MESSAGE };
  return hasValidCheckDigits(cnpj) ? null : { status: 404, message: DETAIL_NOT_FOUND_TITLE };
}

/** The failures the detail scenarios force, naming the scenario so QA can tell them from real ones. */
const SCENARIO_NOT_FOUND = `${DETAIL_NOT_FOUND_TITLE} (cenário detailNotFound)`;
const SCENARIO_FAILED = `${DETAIL_FAILED_TITLE} (cenário detailError)`;

/** GET detail and partners. */
export function detalheHandlers(options: MockOptions) {
  return [
    http.get(
      '/api/empresas/detalhe/{cnpj}',
      authed(options, (info, session) => {
        if (has(session, 'detailNotFound')) return fail(info, 404, SCENARIO_NOT_FOUND, 'NOT_FOUND');
        if (has(session, 'detailError')) return fail(info, 500, SCENARIO_FAILED);
        const problem = cnpjProblem(info.params.cnpj);
        if (problem) return fail(info, problem.status, problem.message);
        if (has(session, 'detailEmpty')) return info.response(200).json(null);
        return info.response(200).json(resolveCompany(options, info.params.cnpj));
      }),
    ),
    http.get(
      '/api/empresas/socios/{cnpj}',
      authed(options, (info, session) => {
        if (has(session, 'detailNotFound')) return fail(info, 404, SCENARIO_NOT_FOUND, 'NOT_FOUND');
        const problem = cnpjProblem(info.params.cnpj);
        if (problem) return fail(info, problem.status, problem.message);
        if (has(session, 'partnersEmpty') || has(session, 'detailEmpty'))
          return info.response(200).json([]);
        const company = resolveCompany(options, info.params.cnpj);
        return info
          .response(200)
          .json(partnersOf(options.seed, company.cnpj, company.data_inicio_atividade));
      }),
    ),
  ];
}
