// The search filters in the URL (docs/product.md#screens-and-routes: a search can be bookmarked, shared and restored with back and
// forward). Only values that differ from the defaults are written, so links stay short; reading is
// forgiving: an unknown key or an invalid value is ignored and that filter keeps its default.
import { ordenacaoOptions, porteOptions, situacaoCadastralOptions } from '@cnpj/domain';
import { defaultFilters, stripAccents, parseFilterDate, type SearchFilters } from '@cnpj/domain';

type Key = keyof SearchFilters;

const TEXT_KEYS = ['nomeEmpresa', 'bairro', 'logradouro'] as const satisfies readonly Key[];
const LIST_KEYS = [
  'municipios',
  'cnaes',
  'cnaesSecundarios',
  'naturezaJuridica',
] as const satisfies readonly Key[];
const DATE_KEYS = ['dataAberturaIni', 'dataAberturaFim'] as const satisfies readonly Key[];
const AMOUNT_KEYS = [
  'capitalSocialIni',
  'capitalSocialFim',
  'faturamentoIni',
  'faturamentoFim',
] as const satisfies readonly Key[];
const TOGGLE_KEYS = ['comTelefone', 'comEmail'] as const satisfies readonly Key[];

/** Longest text kept from the URL, so a crafted link cannot fill the form with megabytes. */
const MAX_TEXT = 200;
/** List codes are short digits-and-punctuation codes (codigo_tom, CNAE, natureza). */
const CODE = /^[\w./-]{1,20}$/;

const codes = (options: readonly { value: string }[]) =>
  new Set(options.map((option) => option.value));
const SITUACOES = codes(situacaoCadastralOptions);
const ORDENACOES = codes(ordenacaoOptions);
const PORTES = codes(porteOptions);

/** The filters as URL search params (defaults left out; lists as repeated keys). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const defaults = defaultFilters();
  const params = new URLSearchParams();
  const put = (key: Key, value: string | number | boolean) => {
    if (value !== defaults[key]) params.set(key, String(value));
  };
  put('uf', filters.uf);
  TEXT_KEYS.forEach((key) => put(key, filters[key].trim() === '' ? '' : filters[key]));
  put('cep', filters.cep);
  LIST_KEYS.forEach((key) => filters[key].forEach((code) => params.append(key, code)));
  filters.porte.forEach((code) => params.append('porte', code));
  put('situacaoCadastral', filters.situacaoCadastral);
  put('ordenacao', filters.ordenacao);
  DATE_KEYS.forEach((key) => put(key, filters[key]));
  AMOUNT_KEYS.forEach((key) => put(key, filters[key]));
  TOGGLE_KEYS.forEach((key) => put(key, filters[key]));
  return params;
}

const oneOf = <T extends string>(
  allowed: ReadonlySet<string>,
  value: string | null,
  fallback: T,
): T => (value !== null && allowed.has(value) ? (value as T) : fallback);

const unique = (values: string[]) => [...new Set(values)];

/** Reads filters from URL search params; anything missing or invalid keeps its default. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters = defaultFilters();
  const uf = params.get('uf');
  if (uf && /^[A-Z]{2}$/.test(uf)) filters.uf = uf as SearchFilters['uf'];
  // docs/product.md#validation: the company name never holds accents, whatever the link says.
  for (const key of TEXT_KEYS) filters[key] = (params.get(key) ?? '').slice(0, MAX_TEXT);
  filters.nomeEmpresa = stripAccents(filters.nomeEmpresa);
  const cep = params.get('cep') ?? '';
  if (/^[\d-]{1,9}$/.test(cep)) filters.cep = cep;
  for (const key of LIST_KEYS)
    filters[key] = unique(params.getAll(key).filter((code) => CODE.test(code)));
  filters.porte = unique(
    params.getAll('porte').filter((code) => PORTES.has(code)),
  ) as SearchFilters['porte'];
  // Cities belong to a UF (docs/product.md#states-and-transitions): without one they cannot be chosen.
  if (filters.uf === '') filters.municipios = [];
  filters.situacaoCadastral = oneOf(
    SITUACOES,
    params.get('situacaoCadastral'),
    filters.situacaoCadastral,
  );
  filters.ordenacao = oneOf(ORDENACOES, params.get('ordenacao'), filters.ordenacao);
  for (const key of DATE_KEYS) filters[key] = parseFilterDate(params.get(key) ?? '') ?? '';
  for (const key of AMOUNT_KEYS) filters[key] = readAmount(params.get(key));
  for (const key of TOGGLE_KEYS) filters[key] = params.get(key) === 'true';
  return filters;
}

/** A non-negative finite amount, else 0 (docs/product.md#validation: empty becomes 0). */
function readAmount(value: string | null): number {
  const amount = Number(value ?? '');
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

/** Filters reopened from a saved search: read through the same checks as a link (storage can be edited). */
export function filtersFromSaved(saved: Readonly<Record<string, unknown>>): SearchFilters {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(saved)) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else if (['string', 'number', 'boolean'].includes(typeof value)) params.set(key, String(value));
  }
  return filtersFromParams(params);
}
