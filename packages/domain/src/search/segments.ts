// Turns the search screen's criteria into the 22 decoded path segments of docs/product.md#calls, following the
// contract's x-segment-encoding: empty text or list is one space, empty number is 0, dates are
// yyyy-mm-dd (unparsable means empty), lists comma-joined, booleans 'true'/'false'.
import { parseBrDate, parseIsoDate, toIsoDate } from '../dates';
import { stripAccents } from '../text';
import type { SearchPathParams, SearchRequest } from '../types';

/** The segment an empty text, list or date travels as (docs/product.md#calls). */
export const EMPTY_SEGMENT = ' ';

/** The segments in the order the path carries them (docs/product.md#calls). */
export const SEARCH_SEGMENT_ORDER = [
  'nomeEmpresa',
  'uf',
  'municipios',
  'bairro',
  'logradouro',
  'cep',
  'cnaes',
  'cnaesSecundarios',
  'situacaoCadastral',
  'naturezaJuridica',
  'porte',
  'dataAberturaIni',
  'dataAberturaFim',
  'capitalSocialIni',
  'capitalSocialFim',
  'faturamentoIni',
  'faturamentoFim',
  'regimeTributario',
  'comTelefone',
  'comEmail',
  'ordenacao',
  'user_id',
] as const satisfies readonly (keyof SearchPathParams)[];

/** The decoded value of every segment of the search path. */
export function toSearchSegments(criteria: SearchRequest): SearchPathParams {
  if (!criteria.user_id) throw new Error('The search needs the backend user id (user_id)');
  return {
    nomeEmpresa: textSegment(
      criteria.nomeEmpresa === undefined ? undefined : stripAccents(criteria.nomeEmpresa),
    ),
    uf: criteria.uf,
    municipios: listSegment(criteria.municipios),
    bairro: textSegment(criteria.bairro),
    logradouro: textSegment(criteria.logradouro),
    cep: cepSegment(criteria.cep),
    cnaes: listSegment(criteria.cnaes),
    cnaesSecundarios: listSegment(criteria.cnaesSecundarios),
    situacaoCadastral: criteria.situacaoCadastral,
    naturezaJuridica: listSegment(criteria.naturezaJuridica),
    porte: listSegment(criteria.porte),
    dataAberturaIni: dateSegment(criteria.dataAberturaIni),
    dataAberturaFim: dateSegment(criteria.dataAberturaFim),
    capitalSocialIni: numberSegment(criteria.capitalSocialIni),
    capitalSocialFim: numberSegment(criteria.capitalSocialFim),
    faturamentoIni: numberSegment(criteria.faturamentoIni),
    faturamentoFim: numberSegment(criteria.faturamentoFim),
    regimeTributario: criteria.regimeTributario,
    comTelefone: criteria.comTelefone ? 'true' : 'false',
    comEmail: criteria.comEmail ? 'true' : 'false',
    ordenacao: criteria.ordenacao,
    user_id: criteria.user_id,
  };
}

/**
 * Free text, or one space when blank. A segment that is exactly "." or ".." cannot travel:
 * the URL standard removes it (even as %2E%2E) and every later segment would shift, so such
 * text, which names nothing, is sent as empty.
 */
export function textSegment(value: string | null | undefined): string {
  if (value === undefined || value === null || value.trim() === '') return EMPTY_SEGMENT;
  if (value === '.' || value === '..') return EMPTY_SEGMENT;
  return value;
}

/** Comma-joined non-blank items, or one space when there are none. */
export function listSegment(values: readonly string[] | null | undefined): string {
  const items = (values ?? []).map((item) => item.trim()).filter((item) => item !== '');
  return items.length === 0 ? EMPTY_SEGMENT : items.join(',');
}

/** A finite number as written by String(), else 0 (docs/product.md#validation: empty becomes 0). */
export function numberSegment(value: number | string | null | undefined): number {
  const parsed = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

/** The CEP's 8 digits without the mask, one space when empty; other input is sent for the server to reject. */
export function cepSegment(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits === '' ? EMPTY_SEGMENT : digits;
}

/** yyyy-mm-dd from an ISO date (or date-time) or a pt-BR dd/mm/yyyy; one space when empty or unparsable. */
export function dateSegment(value: string | null | undefined): string {
  const day = parseIsoDate(value) ?? parseBrDate(value);
  return day ? toIsoDate(day) : EMPTY_SEGMENT;
}
