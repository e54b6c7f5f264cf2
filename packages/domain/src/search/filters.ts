// The search form's filters and the rules over them (docs/product.md#search, #validation,
// #states-and-transitions): defaults, what counts as a filter, and what stops a search.
import { isCepFilterValid } from '../cep';
import {
  ordenacaoDefault,
  regimeTributarioDefault,
  situacaoCadastralDefault,
} from '../generated/enums';
import { EXPORT_ROW_CAP } from '../limits';
import * as messages from '../messages/search';
import { formatPtBrInteger } from '../numbers';
import type { Ordenacao, Porte, RegimeTributario, SituacaoCadastral, UfSigla } from '../types';

/** Everything the filter form holds: a plain, serialisable object (the app mirrors it in the URL). */
export interface SearchFilters {
  nomeEmpresa: string;
  /** '' until a UF is chosen. */
  uf: UfSigla | '';
  /** codigo_tom values of the chosen cities. */
  municipios: string[];
  bairro: string;
  logradouro: string;
  /** As typed, masked 00000-000. */
  cep: string;
  cnaes: string[];
  cnaesSecundarios: string[];
  situacaoCadastral: SituacaoCadastral;
  naturezaJuridica: string[];
  porte: Porte[];
  /** yyyy-mm-dd or ''. */
  dataAberturaIni: string;
  dataAberturaFim: string;
  /** 0 means "no bound" (an empty field becomes 0). */
  capitalSocialIni: number;
  capitalSocialFim: number;
  faturamentoIni: number;
  faturamentoFim: number;
  /** Not editable: the product hides the control, so it keeps its default. */
  regimeTributario: RegimeTributario;
  ordenacao: Ordenacao;
  comTelefone: boolean;
  comEmail: boolean;
}

/** "Limpar Filtros": every filter empty, status Ativas, order Data abertura, regime Todos, toggles off. */
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

/** The filters that count besides the UF (faturamento, status and order do not). */
export function hasOtherFilter(filters: SearchFilters): boolean {
  const texts = [
    filters.nomeEmpresa,
    filters.bairro,
    filters.logradouro,
    filters.cep,
    filters.dataAberturaIni,
    filters.dataAberturaFim,
  ];
  const lists = [
    filters.municipios,
    filters.cnaes,
    filters.cnaesSecundarios,
    filters.naturezaJuridica,
    filters.porte,
  ];
  return (
    texts.some((text) => text.trim() !== '') ||
    lists.some((list) => list.length > 0) ||
    filters.capitalSocialIni > 0 ||
    filters.capitalSocialFim > 0 ||
    filters.comTelefone ||
    filters.comEmail
  );
}

/** How many additional filters (the form's second block) hold a value, for the folded block's badge. */
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

/** In order: an invalid CEP stops the search first, then UF plus one other filter. Null = go. */
export function validateSearch(filters: SearchFilters): string | null {
  if (!isCepFilterValid(filters.cep)) return messages.CEP_INVALID_ALERT;
  if (filters.uf === '' || !hasOtherFilter(filters)) return messages.MISSING_FILTERS_ALERT;
  return null;
}

/** "Enviar todos para lista": no results, then no search id, block sending everything. */
export function sendAllAlert(total: number, pesquisaId: string | null | undefined): string | null {
  if (total <= 0) return messages.NO_RESULTS_TO_SEND_ALERT;
  if (!pesquisaId) return messages.MISSING_SEARCH_ID_ALERT;
  return null;
}

/** The confirmation above the row cap: the total in pt-BR, what happens to the first 65.535, and the advice. */
function rowCapMessage(total: number, outcome: string, advice: string): string {
  return `A pesquisa retornou ${formatPtBrInteger(total)} resultados. Apenas os primeiros ${formatPtBrInteger(EXPORT_ROW_CAP)} ${outcome}. ${advice}`;
}

/** The export confirmation, giving the total in pt-BR and the 65.535 cap. */
export function exportConfirmationMessage(total: number): string {
  return rowCapMessage(
    total,
    'serão exportados',
    'Refine os filtros para exportar menos resultados.',
  );
}

/** "Enviar todos para lista" above the cap (docs/product.md#search "Long operations"): the same facts, for a list. */
export function sendAllConfirmationMessage(total: number): string {
  return rowCapMessage(
    total,
    'serão enviados para a lista',
    'Refine os filtros para enviar menos resultados.',
  );
}
