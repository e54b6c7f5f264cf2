// From the form's filters to the contract's SearchCriteria (docs/product.md#validation): accents
// stripped on send, capital and revenue already numbers, unparsable dates dropped.
import { parseIsoDate } from '../dates';
import { stripAccents } from '../text';
import type { SearchCriteria } from '../types';
import type { SearchFilters } from './filters';

/** "2024-02-30" or "" -> undefined; a real yyyy-mm-dd date is kept. */
export function parseFilterDate(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) ? value : undefined;
}

/**
 * The filters as the contract's criteria; null while no UF is chosen (the contract requires one).
 * The user segment is not the filters' business: the client adds the signed-in user's id.
 */
export function toSearchCriteria(filters: SearchFilters): SearchCriteria | null {
  if (filters.uf === '') return null;
  return {
    nomeEmpresa: stripAccents(filters.nomeEmpresa).trim(),
    uf: filters.uf,
    municipios: [...filters.municipios],
    bairro: filters.bairro.trim(),
    logradouro: filters.logradouro.trim(),
    cep: filters.cep.trim(),
    cnaes: [...filters.cnaes],
    cnaesSecundarios: [...filters.cnaesSecundarios],
    situacaoCadastral: filters.situacaoCadastral,
    naturezaJuridica: [...filters.naturezaJuridica],
    porte: [...filters.porte],
    dataAberturaIni: parseFilterDate(filters.dataAberturaIni),
    dataAberturaFim: parseFilterDate(filters.dataAberturaFim),
    capitalSocialIni: filters.capitalSocialIni,
    capitalSocialFim: filters.capitalSocialFim,
    faturamentoIni: filters.faturamentoIni,
    faturamentoFim: filters.faturamentoFim,
    regimeTributario: filters.regimeTributario,
    ordenacao: filters.ordenacao,
    comTelefone: filters.comTelefone,
    comEmail: filters.comEmail,
  };
}
