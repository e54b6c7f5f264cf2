// The bulk lookup extension (openapi tag `extensions`, docs/product.md#bulk-cnpj-lookup): the rows of
// many CNPJs in one call. Its scenarios make the app's fallback (one detail per CNPJ) run, fail in part
// or answer slowly.
import { BULK_LOOKUP_LIMIT, hasValidCheckDigits, isCnpj, type EmpresaLote } from '@cnpj/domain';
import { delay } from 'msw';
import type { MockOptions } from '../options.ts';
import { knownSibling } from '../factories/establishment.ts';
import { resolveCompany } from '../search/service.ts';
import { extraKeys, readBody } from './body.ts';
import { authed, fail, has, type Session } from './context.ts';
import { companyRow } from './company-row.ts';
import { http } from './http.ts';

/**
 * The mock register holds every valid CNPJ but those whose root begins with 99 (unless a search
 * showed one): so a bulk lookup, and the detail of such a CNPJ, can find nothing.
 */
export function notInRegister(options: MockOptions, cnpj: string): boolean {
  const shown = (other: string) =>
    options.store.provenance.has(other) ? resolveCompany(options, other) : undefined;
  // A branch of a company a search showed is in the register, as its head office's detail lists it.
  return cnpj.startsWith('99') && !options.store.provenance.has(cnpj) && !knownSibling(cnpj, shown);
}

/** The bulkPartialFailure scenario's victims: about one CNPJ in four, the same ones every time. */
export function failsInPart(cnpj: string): boolean {
  let sum = 0;
  for (const char of cnpj) sum += char.charCodeAt(0);
  return sum % 4 === 0;
}

/** The bulkSlow scenario's delay of each answer (a fifth of the `slow` scenario's). */
export async function bulkDelay(session: Session): Promise<void> {
  if (has(session, 'bulkSlow')) await delay(Math.round(session.options.slowMs / 5));
}

/** Whether the backend lacks the extension for this request (the scenarios that exercise the fallback). */
function missing(session: Session): boolean {
  return has(session, 'bulkUnavailable') || has(session, 'bulkPartialFailure');
}

const NOT_THERE = 'Extensão não implementada (cenário bulkUnavailable)';

function checkLote(body: Record<string, unknown>): string | null {
  const { cnpjs } = body;
  if (!Array.isArray(cnpjs) || cnpjs.length === 0) return 'cnpjs deve ser uma lista não vazia';
  if (cnpjs.length > BULK_LOOKUP_LIMIT) return `cnpjs aceita no máximo ${BULK_LOOKUP_LIMIT}`;
  if (!cnpjs.every((cnpj) => typeof cnpj === 'string' && isCnpj(cnpj)))
    return 'cnpjs deve conter CNPJs de 14 caracteres, sem máscara';
  if (new Set(cnpjs).size !== cnpjs.length) return 'cnpjs não pode repetir CNPJs';
  return extraKeys(body, ['cnpjs']);
}

/** The company row of a bulk lookup: the search row (one projection, `companyRow`) and its head-office flag. */
function loteRow(session: Session, cnpj: string): EmpresaLote {
  const company = resolveCompany(session.options, cnpj);
  const { identificador_matriz_filial } = company;
  return { ...companyRow(session, company), identificador_matriz_filial };
}

/** POST /api/empresas/lote. */
export function loteHandlers(options: MockOptions) {
  return [
    http.post(
      '/api/empresas/lote',
      authed(options, async (info, session) => {
        await bulkDelay(session);
        if (missing(session)) return fail(info, 404, NOT_THERE, 'NOT_FOUND');
        const body = await readBody<{ cnpjs: string[] }>(info.request, checkLote);
        if (!body.ok) return fail(info, 400, body.message);
        const empresas: EmpresaLote[] = [];
        const nao_encontrados: string[] = [];
        for (const cnpj of body.value.cnpjs) {
          if (!hasValidCheckDigits(cnpj) || notInRegister(options, cnpj))
            nao_encontrados.push(cnpj);
          else empresas.push(loteRow(session, cnpj));
        }
        return info.response(200).json({ empresas, nao_encontrados });
      }),
    ),
  ];
}
