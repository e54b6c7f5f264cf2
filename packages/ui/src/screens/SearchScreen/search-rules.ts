// The search screen's rules as pure functions (SPEC §4, §5, §6, §9), so the screen and the app that binds
// it to data apply the same ones and tests can prove each rule on its own.
import type { components } from '@cnpj/api-client/schema';
import { planoOptions, ordenacaoDefault, regimeTributarioDefault, situacaoCadastralDefault } from '@cnpj/api-client/enums';
import { formatInteger } from '../../format/numbers';
import { isValidCep } from '../../format/documents';
import { stripAccents } from '../../format/text';
import * as messages from './messages';

type Schemas = components['schemas'];

/** Everything the filter form holds: a plain, serialisable object (the app mirrors it in the URL). */
export interface SearchFilters {
  nomeEmpresa: string;
  /** '' until a UF is chosen. */
  uf: Schemas['UfSigla'] | '';
  /** codigo_tom values of the chosen cities. */
  municipios: string[];
  bairro: string;
  logradouro: string;
  /** As typed, masked 00000-000. */
  cep: string;
  cnaes: string[];
  cnaesSecundarios: string[];
  situacaoCadastral: Schemas['SituacaoCadastral'];
  naturezaJuridica: string[];
  porte: Schemas['Porte'][];
  /** yyyy-mm-dd or ''. */
  dataAberturaIni: string;
  dataAberturaFim: string;
  /** 0 means "no bound" (SPEC §5: empty becomes 0). */
  capitalSocialIni: number;
  capitalSocialFim: number;
  faturamentoIni: number;
  faturamentoFim: number;
  /** Not editable: SPEC §2 hides the control, so it keeps its default. */
  regimeTributario: Schemas['RegimeTributario'];
  ordenacao: Schemas['Ordenacao'];
  comTelefone: boolean;
  comEmail: boolean;
}

/** Actions the free plan blocks (SPEC §6). */
export type FreePlanAction = 'paging' | 'export' | 'lists';

/** SPEC §9: page size, also the free plan's result cap. */
export const PAGE_SIZE = 50;
/** SPEC §9: at most 10 searches on the free plan. */
export const FREE_PLAN_SEARCH_LIMIT = 10;
/** SPEC §9: rows an Excel sheet can take; above it the user must confirm. */
export const EXPORT_ROW_CAP = 65535;

/** SPEC §4 "Clear-filters": every filter empty, status Ativas, order Data abertura, regime Todos, toggles off. */
export function defaultFilters(): SearchFilters {
  return {
    nomeEmpresa: '',
    uf: '',
    municipios: [],
    bairro: '',
    logradouro: '',
    cep: '',
    cnaes: [],
    cnaesSecundarios: [],
    situacaoCadastral: situacaoCadastralDefault,
    naturezaJuridica: [],
    porte: [],
    dataAberturaIni: '',
    dataAberturaFim: '',
    capitalSocialIni: 0,
    capitalSocialFim: 0,
    faturamentoIni: 0,
    faturamentoFim: 0,
    regimeTributario: regimeTributarioDefault,
    ordenacao: ordenacaoDefault,
    comTelefone: false,
    comEmail: false,
  };
}

/** SPEC §5: the company name is stripped of accents as typed and again on send. */
export function normaliseCompanyName(name: string): string {
  return stripAccents(name);
}

/** SPEC §5: the CEP must match 00000-000 when it is not empty. */
export function isCepFilterValid(cep: string): boolean {
  return cep.trim() === '' || isValidCep(cep);
}

/** SPEC §5: the filters that count besides the UF (faturamento, status and order do not). */
export function hasOtherFilter(filters: SearchFilters): boolean {
  const texts = [filters.nomeEmpresa, filters.bairro, filters.logradouro, filters.cep, filters.dataAberturaIni, filters.dataAberturaFim];
  const lists = [filters.municipios, filters.cnaes, filters.cnaesSecundarios, filters.naturezaJuridica, filters.porte];
  return (
    texts.some((text) => text.trim() !== '') ||
    lists.some((list) => list.length > 0) ||
    filters.capitalSocialIni > 0 ||
    filters.capitalSocialFim > 0 ||
    filters.comTelefone ||
    filters.comEmail
  );
}

/** How many additional filters (SPEC §2's second block) hold a value, for the folded block's badge. */
export function countAdditionalFilters(filters: SearchFilters): number {
  const set = [
    filters.cnaes.length > 0,
    filters.cnaesSecundarios.length > 0,
    filters.naturezaJuridica.length > 0,
    filters.porte.length > 0,
    filters.bairro.trim() !== '',
    filters.logradouro.trim() !== '',
    filters.dataAberturaIni !== '',
    filters.dataAberturaFim !== '',
    filters.capitalSocialIni > 0,
    filters.capitalSocialFim > 0,
    filters.faturamentoIni > 0,
    filters.faturamentoFim > 0,
    filters.comTelefone,
    filters.comEmail,
  ];
  return set.filter(Boolean).length;
}

/** SPEC §5, in order: an invalid CEP stops the search first, then UF plus one other filter. Null = go. */
export function validateSearch(filters: SearchFilters): string | null {
  if (!isCepFilterValid(filters.cep)) return messages.CEP_INVALID_ALERT;
  if (filters.uf === '' || !hasOtherFilter(filters)) return messages.MISSING_FILTERS_ALERT;
  return null;
}

/** SPEC §4/§9: ceil(total / 50), at least 1 so the pager never reads "de 0". */
export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** SPEC §9: exports above 65,535 rows need the user's confirmation. */
export function exportNeedsConfirmation(total: number): boolean {
  return total > EXPORT_ROW_CAP;
}

/** SPEC §9: the confirmation text, giving the total in pt-BR and the 65.535 cap. */
export function exportConfirmationMessage(total: number): string {
  return (
    `A pesquisa retornou ${formatInteger(total)} resultados. Apenas os primeiros ${formatInteger(EXPORT_ROW_CAP)} ` +
    'serão exportados. Refine os filtros para exportar menos resultados.'
  );
}

const paidPlans = new Set<string>(planoOptions.map((option) => option.value).filter((code) => code !== 'G'));

/** SPEC §4: G, a missing, empty or unknown plano all mean the free plan. */
export function isFreePlan(plano: string | null | undefined): boolean {
  return !paidPlans.has(plano ?? '');
}

const freePlanAlerts: Record<FreePlanAction, string> = {
  paging: messages.FREE_PLAN_PAGING_ALERT,
  export: messages.FREE_PLAN_EXPORT_ALERT,
  lists: messages.FREE_PLAN_LISTS_ALERT,
};

/** SPEC §6: the alert that blocks `action` on the free plan, or null on a paid plan. */
export function freePlanAlert(action: FreePlanAction, plano: string | null | undefined): string | null {
  return isFreePlan(plano) ? freePlanAlerts[action] : null;
}

/** SPEC §6: free-plan users with 10 or more searches get the limit alert; null lets the search run. */
export function searchLimitAlert(count: number, plano: string | null | undefined): string | null {
  return isFreePlan(plano) && count >= FREE_PLAN_SEARCH_LIMIT ? messages.SEARCH_LIMIT_ALERT : null;
}

/** SPEC §8 "Send-all": no results, then no search id, block sending everything to a list. */
export function sendAllAlert(total: number, pesquisaId: string | null | undefined): string | null {
  if (total <= 0) return messages.NO_RESULTS_TO_SEND_ALERT;
  if (!pesquisaId) return messages.MISSING_SEARCH_ID_ALERT;
  return null;
}
