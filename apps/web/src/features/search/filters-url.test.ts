import { defaultFilters, type SearchFilters } from '@cnpj/domain';
import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersFromSaved, filtersToParams } from './filters-url';

const full: SearchFilters = {
  ...defaultFilters(),
  nomeEmpresa: 'PADARIA SAO JOAO',
  uf: 'SP',
  municipios: ['7107', '6291'],
  bairro: 'Centro',
  logradouro: 'Rua A',
  cep: '01310-100',
  cnaes: ['4721102'],
  cnaesSecundarios: ['5611201'],
  situacaoCadastral: '08',
  naturezaJuridica: ['2062'],
  porte: ['01', '03'],
  dataAberturaIni: '2020-01-31',
  dataAberturaFim: '2024-12-01',
  capitalSocialIni: 1000,
  capitalSocialFim: 50000,
  faturamentoIni: 2000,
  faturamentoFim: 9000,
  ordenacao: 'R',
  comTelefone: true,
  comEmail: true,
};

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('filters in the URL', () => {
  it('reads back every filter it wrote', () => {
    expect(filtersFromParams(filtersToParams(full))).toEqual(full);
  });

  it('writes nothing for the default filters, and reads the defaults from an empty query', () => {
    expect(filtersToParams(defaultFilters()).toString()).toBe('');
    expect(read('')).toEqual(defaultFilters());
  });

  it('writes lists as repeated keys so codes never need escaping', () => {
    expect(filtersToParams({ ...defaultFilters(), uf: 'RJ', cnaes: ['1', '2'] }).toString()).toBe(
      'uf=RJ&cnaes=1&cnaes=2',
    );
  });

  it('ignores unknown keys and invalid values, keeping those filters at their defaults', () => {
    const filters = read(
      'foo=bar&uf=sao&situacaoCadastral=99&ordenacao=X&porte=07&dataAberturaIni=2024-02-30&capitalSocialIni=-5&faturamentoFim=abc&comEmail=yes&cep=abc',
    );
    expect(filters).toEqual(defaultFilters());
  });

  it('strips accents from a company name that arrives in a link (docs/product.md#validation)', () => {
    expect(read('uf=SP&nomeEmpresa=Padaria%20S%C3%A3o%20Jo%C3%A3o').nomeEmpresa).toBe(
      'Padaria Sao Joao',
    );
  });

  it('drops cities without a UF, duplicate codes and codes that cannot be codes', () => {
    expect(read('municipios=7107').municipios).toEqual([]);
    expect(read('uf=SP&cnaes=1&cnaes=1&cnaes=%3Cscript%3E').cnaes).toEqual(['1']);
  });

  it('never keeps the hidden tax regime from a link (docs/product.md#screens-and-routes hides that control)', () => {
    expect(read('uf=SP&regimeTributario=LR').regimeTributario).toBe(
      defaultFilters().regimeTributario,
    );
  });

  it('reopens saved criteria as filters, through the same checks', () => {
    const saved = {
      uf: 'SP',
      municipios: ['7107'],
      capitalSocialIni: 1000,
      comEmail: true,
      dataAberturaIni: undefined,
      porte: ['99'],
    };
    expect(filtersFromSaved(saved)).toEqual({
      ...defaultFilters(),
      uf: 'SP',
      municipios: ['7107'],
      capitalSocialIni: 1000,
      comEmail: true,
    });
  });
});
