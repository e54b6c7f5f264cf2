// The bulk lookup's run (docs/product.md#bulk-cnpj-lookup): the extension in one call; on its 404, one
// detail per CNPJ, at most 4 at a time, each failure tried once more before it counts as "falhou".
// Cancelling stops at once and keeps every answer already in.
import { isAborted, isNotFound } from '@cnpj/api-client';
import {
  bulkCompanyFromDetail,
  type BulkCompany,
  type ConsultaLoteResponse,
  type EmpresaDetalhe,
} from '@cnpj/domain';

/** Detail calls in flight at once in the fallback. */
export const FALLBACK_CONCURRENCY = 4;

/** The calls a run makes. */
export interface BulkCalls {
  /** The extension; a 404 (ApiError) means the backend lacks it. */
  lookupInBulk(cnpjs: string[], signal: AbortSignal): Promise<ConsultaLoteResponse>;
  /** One company's detail; null or a 404 means not found. */
  lookupDetail(cnpj: string, signal: AbortSignal): Promise<EmpresaDetalhe | null>;
}

/** One CNPJ's answer. */
export type BulkOutcome =
  | { cnpj: string; status: 'encontrada'; company: BulkCompany }
  | { cnpj: string; status: 'nao_encontrada' | 'falhou' };

/** How a run went about it and ended. */
export interface BulkRunResult {
  /** The backend lacks the extension: each CNPJ was read on its own. */
  fallback: boolean;
  cancelled: boolean;
}

/** Options of {@link runBulkLookup}. */
export interface BulkRunOptions {
  signal: AbortSignal;
  /** Each CNPJ's answer as it comes in. */
  onOutcome: (outcome: BulkOutcome) => void;
  /** Skip the extension (a previous run found it missing). */
  fallback?: boolean;
  /** Called once when the extension turns out to be missing. */
  onFallback?: () => void;
}

async function twice<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal.aborted || isAborted(error) || isNotFound(error)) throw error;
    return call();
  }
}

async function viaExtension(cnpjs: string[], calls: BulkCalls, options: BulkRunOptions) {
  const { signal, onOutcome } = options;
  let answer: ConsultaLoteResponse;
  try {
    answer = await twice(signal, () => calls.lookupInBulk(cnpjs, signal));
  } catch (error) {
    if (isNotFound(error) || signal.aborted || isAborted(error)) throw error;
    for (const cnpj of cnpjs) onOutcome({ cnpj, status: 'falhou' });
    return;
  }
  const found = new Map(answer.empresas.map((company) => [company.cnpj, company]));
  for (const cnpj of cnpjs) {
    const company = found.get(cnpj);
    // A CNPJ the backend left out of both lists is no answer: it failed.
    if (company) onOutcome({ cnpj, status: 'encontrada', company });
    else
      onOutcome({
        cnpj,
        status: answer.nao_encontrados.includes(cnpj) ? 'nao_encontrada' : 'falhou',
      });
  }
}

async function detailOutcome(
  cnpj: string,
  calls: BulkCalls,
  signal: AbortSignal,
): Promise<BulkOutcome> {
  try {
    const detail = await twice(signal, () => calls.lookupDetail(cnpj, signal));
    return detail
      ? { cnpj, status: 'encontrada', company: bulkCompanyFromDetail(detail) }
      : { cnpj, status: 'nao_encontrada' };
  } catch (error) {
    if (signal.aborted || isAborted(error)) throw error;
    return { cnpj, status: isNotFound(error) ? 'nao_encontrada' : 'falhou' };
  }
}

async function viaDetails(cnpjs: string[], calls: BulkCalls, options: BulkRunOptions) {
  const { signal, onOutcome } = options;
  let next = 0;
  async function worker() {
    while (next < cnpjs.length && !signal.aborted) {
      const cnpj = cnpjs[next++]!;
      onOutcome(await detailOutcome(cnpj, calls, signal));
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(FALLBACK_CONCURRENCY, cnpjs.length) }, () => worker()),
  );
}

/** Looks `cnpjs` up; resolves when every one has an answer or the run was cancelled. */
export async function runBulkLookup(
  cnpjs: string[],
  calls: BulkCalls,
  options: BulkRunOptions,
): Promise<BulkRunResult> {
  let fallback = options.fallback ?? false;
  try {
    if (!fallback) {
      try {
        await viaExtension(cnpjs, calls, options);
        return { fallback, cancelled: false };
      } catch (error) {
        if (!isNotFound(error)) throw error;
        fallback = true;
        options.onFallback?.();
      }
    }
    await viaDetails(cnpjs, calls, options);
    return { fallback, cancelled: options.signal.aborted };
  } catch (error) {
    if (options.signal.aborted || isAborted(error)) return { fallback, cancelled: true };
    throw error;
  }
}
