import { describe, expect, it } from 'vitest';
import * as messages from '../index';
import {
  parseFilterDate,
  toSearchCriteria,
  countAdditionalFilters,
  defaultFilters,
  exportConfirmationMessage,
  exceedsRowCap,
  freePlanAlert,
  hasOtherFilter,
  isCepFilterValid,
  isFreePlan,
  stripAccents,
  searchLimitAlert,
  sendAllAlert,
  sendAllConfirmationMessage,
  totalPages,
  validateSearch,
  type SearchFilters,
} from '../index';

/** Default filters with a UF and the given overrides. */
const withUf = (overrides: Partial<SearchFilters> = {}): SearchFilters => ({
  ...defaultFilters(),
  uf: 'SP',
  ...overrides,
});

describe('default filters (docs/product.md#states-and-transitions clear-filters)', () => {
  it('starts on Ativas, Data abertura, regime Todos, toggles off and nothing else set', () => {
    const filters = defaultFilters();
    expect(filters).toMatchObject({
      situacaoCadastral: '02',
      ordenacao: 'D',
      regimeTributario: 'T',
      comTelefone: false,
      comEmail: false,
      uf: '',
    });
    expect(hasOtherFilter(filters)).toBe(false);
  });
  it('gives a fresh object each time, so clearing never shares arrays with old filters', () => {
    const first = defaultFilters();
    first.municipios.push('7107');
    expect(defaultFilters().municipios).toEqual([]);
  });
});

describe('CEP (docs/product.md#validation)', () => {
  it.each(['', '   ', '01310-100'])('accepts %j', (cep) =>
    expect(isCepFilterValid(cep)).toBe(true),
  );
  it.each(['01310-10', '0131', '01310-1000', 'abcde-fgh'])('rejects %j', (cep) =>
    expect(isCepFilterValid(cep)).toBe(false),
  );
});

describe('search validation (docs/product.md#validation)', () => {
  it('stops on an invalid CEP before anything else', () => {
    expect(validateSearch({ ...defaultFilters(), cep: '0131' })).toBe(messages.CEP_INVALID_ALERT);
  });
  it('asks for a UF when none is chosen, even with other filters', () => {
    expect(validateSearch({ ...defaultFilters(), nomeEmpresa: 'Padaria' })).toBe(
      messages.MISSING_FILTERS_ALERT,
    );
  });
  it('asks for another filter when only the UF is chosen', () => {
    expect(validateSearch(withUf())).toBe(messages.MISSING_FILTERS_ALERT);
  });
  it('does not count status, order or revenue as the other filter', () => {
    expect(
      validateSearch(
        withUf({
          situacaoCadastral: '08',
          ordenacao: 'R',
          faturamentoIni: 1000,
          faturamentoFim: 5000,
        }),
      ),
    ).toBe(messages.MISSING_FILTERS_ALERT);
  });
  it.each<[string, Partial<SearchFilters>]>([
    ['name', { nomeEmpresa: 'Padaria' }],
    ['cities', { municipios: ['7107'] }],
    ['district', { bairro: 'Centro' }],
    ['street', { logradouro: 'Paulista' }],
    ['CEP', { cep: '01310-100' }],
    ['CNAEs', { cnaes: ['4721102'] }],
    ['secondary CNAEs', { cnaesSecundarios: ['4721102'] }],
    ['legal natures', { naturezaJuridica: ['2062'] }],
    ['sizes', { porte: ['01'] }],
    ['opening date from', { dataAberturaIni: '2020-01-01' }],
    ['opening date to', { dataAberturaFim: '2020-12-31' }],
    ['capital from', { capitalSocialIni: 1000 }],
    ['capital to', { capitalSocialFim: 5000 }],
    ['phone toggle', { comTelefone: true }],
    ['e-mail toggle', { comEmail: true }],
  ])('lets the search run with a UF and %s', (_name, overrides) => {
    expect(validateSearch(withUf(overrides))).toBeNull();
  });
  it('ignores blank text as a filter', () => {
    expect(validateSearch(withUf({ nomeEmpresa: '   ' }))).toBe(messages.MISSING_FILTERS_ALERT);
  });
});

describe('paging and export (docs/product.md#limits-and-constants)', () => {
  it.each([
    [1, 1],
    [50, 1],
    [51, 2],
    [1234, 25],
    [0, 1],
  ])('%i results make %i pages', (total, pages) => expect(totalPages(total)).toBe(pages));
  it('asks for confirmation only above 65,535 rows', () => {
    expect(exceedsRowCap(65535)).toBe(false);
    expect(exceedsRowCap(65536)).toBe(true);
  });
  it('gives the total in pt-BR and the cap in the confirmation', () => {
    const text = exportConfirmationMessage(120000);
    expect(text).toContain('120.000');
    expect(text).toContain('Apenas os primeiros 65.535 serão exportados');
    expect(text).toContain('Refine os filtros');
  });
  it('gives "Enviar todos para lista" above the cap the same facts, for a list', () => {
    expect(sendAllConfirmationMessage(120000)).toBe(
      'A pesquisa retornou 120.000 resultados. Apenas os primeiros 65.535 serão enviados para a lista. Refine os filtros para enviar menos resultados.',
    );
  });
});

describe('plan rules (docs/product.md#states-and-transitions, #plans-and-permissions)', () => {
  it.each([null, undefined, '', 'G', 'X'])('treats plano %j as free', (plano) =>
    expect(isFreePlan(plano)).toBe(true),
  );
  it.each(['M', 'S', 'A'])('treats plano %j as paid', (plano) =>
    expect(isFreePlan(plano)).toBe(false),
  );
  it('blocks paging, export and lists with their own messages on the free plan', () => {
    expect(freePlanAlert('paging', 'G')).toBe(messages.FREE_PLAN_PAGING_ALERT);
    expect(freePlanAlert('export', 'G')).toBe(messages.FREE_PLAN_EXPORT_ALERT);
    expect(freePlanAlert('lists', null)).toBe(messages.FREE_PLAN_LISTS_ALERT);
  });
  it('lets paid plans page, export and use lists', () => {
    expect(freePlanAlert('paging', 'M')).toBeNull();
    expect(freePlanAlert('export', 'A')).toBeNull();
    expect(freePlanAlert('lists', 'S')).toBeNull();
  });
  it('stops free searches at 10 and never paid ones', () => {
    expect(searchLimitAlert(9, 'G')).toBeNull();
    expect(searchLimitAlert(10, 'G')).toBe(messages.SEARCH_LIMIT_ALERT);
    expect(searchLimitAlert(500, 'M')).toBeNull();
  });
});

describe('send all to a list (docs/product.md#errors)', () => {
  it('needs results first, then a search id', () => {
    expect(sendAllAlert(0, null)).toBe(messages.NO_RESULTS_TO_SEND_ALERT);
    expect(sendAllAlert(10, null)).toBe(messages.MISSING_SEARCH_ID_ALERT);
    expect(sendAllAlert(10, 'abc')).toBeNull();
  });
});

describe('criteria for the contract (docs/product.md#entities, #validation)', () => {
  it('strips accents from the company name', () => {
    expect(stripAccents('Padaria São João')).toBe('Padaria Sao Joao');
    expect(toSearchCriteria(withUf({ nomeEmpresa: ' Açaí do Zé ' }))?.nomeEmpresa).toBe(
      'Acai do Ze',
    );
  });
  it('drops unparsable dates and keeps real ones', () => {
    expect(parseFilterDate('2024-02-30')).toBeUndefined();
    expect(parseFilterDate('')).toBeUndefined();
    expect(parseFilterDate('2024-02-29')).toBe('2024-02-29');
  });
  it('has no criteria without a UF', () => {
    expect(toSearchCriteria(defaultFilters())).toBeNull();
  });
  it('leaves the user segment to the client', () => {
    expect(toSearchCriteria(withUf())).not.toHaveProperty('user_id');
  });
});

describe('additional filters badge', () => {
  it('counts only the second block, not UF, name or status', () => {
    expect(countAdditionalFilters(withUf({ nomeEmpresa: 'x', situacaoCadastral: '08' }))).toBe(0);
    expect(
      countAdditionalFilters(withUf({ porte: ['01', '03'], comEmail: true, faturamentoFim: 10 })),
    ).toBe(3);
  });
});
