// Company detail and partners (docs/product.md#screens-and-routes detail screen, #errors). A CNPJ with wrong check digits does not
// exist (404); a valid one always has a company, the same one the search showed. Its linked companies
// are listed as their own details read (docs/product.md#company-detail: each opens its own detail).
import { asLinked, rootSize, siblingCnpjs } from '../factories/linked.ts';
import { partnersOf } from '../factories/partner.ts';
import {
  CNPJ_LENGTH_MESSAGE,
  DETAIL_FAILED_TITLE,
  DETAIL_NOT_FOUND_TITLE,
  hasValidCheckDigits,
  isCnpj,
  type EmpresaDetalhe,
} from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import type { MockStore } from '../store.ts';
import { resolveCompany } from '../search/service.ts';
import { authed, fail, has } from './context.ts';
import { http } from './http.ts';
import { bulkDelay, failsInPart, notInRegister } from './lote.ts';

// The messages are the product's own (docs/product.md#errors), so what QA reads in a response body
// is what the app shows for it.
function cnpjProblem(cnpj: string): { status: number; message: string } | null {
  if (!isCnpj(cnpj)) return { status: 400, message: CNPJ_LENGTH_MESSAGE };
  return hasValidCheckDigits(cnpj) ? null : { status: 404, message: DETAIL_NOT_FOUND_TITLE };
}

/** Per store, the most establishments each root has been seen with (see `knownRootSize`). */
const rootSizes = new WeakMap<MockStore, Map<string, number>>();
const ROOT_SIZES_LIMIT = 100_000;

/**
 * How many establishments a root has, as far as anyone has been shown: a search row may be branch
 * 0004 of a root whose seeded size is smaller, and its head office must then list it back.
 */
function knownRootSize(store: MockStore, cnpj: string): number {
  let sizes = rootSizes.get(store);
  if (!sizes) rootSizes.set(store, (sizes = new Map()));
  const root = cnpj.slice(0, 8);
  const size = Math.max(rootSize(cnpj), sizes.get(root) ?? 0);
  sizes.delete(root);
  sizes.set(root, size);
  if (sizes.size > ROOT_SIZES_LIMIT) sizes.delete(sizes.keys().next().value!);
  return size;
}

/**
 * The company with its head office and branches as their own details read (a row of the search
 * keeps its searched fields), so each link opens the company it names.
 */
export function companyWithLinked(options: MockOptions, cnpj: string): EmpresaDetalhe {
  const company = resolveCompany(options, cnpj);
  const vinculadas = siblingCnpjs(cnpj, knownRootSize(options.store, cnpj)).map((other) =>
    asLinked(resolveCompany(options, other)),
  );
  return { ...company, vinculadas };
}

/** The failures the detail scenarios force, naming the scenario so QA can tell them from real ones. */
const SCENARIO_NOT_FOUND = `${DETAIL_NOT_FOUND_TITLE} (cenário detailNotFound)`;
const SCENARIO_FAILED = `${DETAIL_FAILED_TITLE} (cenário detailError)`;

/** GET detail and partners. */
export function detalheHandlers(options: MockOptions) {
  return [
    http.get(
      '/api/empresas/detalhe/{cnpj}',
      authed(options, async (info, session) => {
        if (has(session, 'detailNotFound')) return fail(info, 404, SCENARIO_NOT_FOUND, 'NOT_FOUND');
        if (has(session, 'detailError')) return fail(info, 500, SCENARIO_FAILED);
        const problem = cnpjProblem(info.params.cnpj);
        if (problem) return fail(info, problem.status, problem.message);
        await bulkDelay(session);
        if (has(session, 'bulkPartialFailure') && failsInPart(info.params.cnpj))
          return fail(info, 500, `${DETAIL_FAILED_TITLE} (cenário bulkPartialFailure)`);
        if (notInRegister(options, info.params.cnpj))
          return fail(info, 404, DETAIL_NOT_FOUND_TITLE, 'NOT_FOUND');
        if (has(session, 'detailEmpty')) return info.response(200).json(null);
        return info.response(200).json(companyWithLinked(options, info.params.cnpj));
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
