import { describe, expect, it } from 'vitest';
import { defaultFilters } from '@cnpj/domain';
import { storyLookups } from '../fixtures';
import { activeFilters } from './active-filters';

const chipTexts = (filters: Parameters<typeof activeFilters>[0]) =>
  activeFilters(filters, storyLookups).map((chip) =>
    chip.value ? `${chip.label}: ${chip.value}` : chip.label,
  );

describe('the folded filters (docs/product.md#search)', () => {
  it('shows no chip for the defaults (status Ativas, order Data abertura, regime Todos)', () => {
    expect(activeFilters(defaultFilters(), storyLookups)).toEqual([]);
  });

  it("names each set filter and its value with the form's labels, in the form's order", () => {
    const filters = {
      ...defaultFilters(),
      uf: 'SP' as const,
      cnaes: ['4721102'],
      situacaoCadastral: '08' as const,
      dataAberturaIni: '2024-02-01',
      capitalSocialIni: 5000,
      naturezaJuridica: ['9999'],
      comTelefone: true,
    };
    expect(chipTexts(filters)).toEqual([
      'UF: SP - São Paulo',
      'Situação cadastral: Baixadas',
      'CNAEs: 4721102 - Padaria e confeitaria com predominância de revenda',
      // A code the lookups do not hold shows as itself.
      'Natureza jurídica: 9999',
      'Data de abertura (de): 01/02/2024',
      'Capital social (de): R$\u00a05.000,00',
      'Com telefone',
    ]);
  });

  it("removing a chip restores that filter's default; the UF takes its cities along", () => {
    const filters = {
      ...defaultFilters(),
      uf: 'SP' as const,
      municipios: ['6291'],
      situacaoCadastral: '01' as const,
    };
    const [uf, cities, status] = activeFilters(filters, storyLookups);
    expect(uf?.remove).toEqual({ uf: '', municipios: [] });
    expect(cities?.remove).toEqual({ municipios: [] });
    expect(status?.remove).toEqual({ situacaoCadastral: '02' });
  });

  it('ignores blank text', () => {
    expect(activeFilters({ ...defaultFilters(), nomeEmpresa: '   ' }, storyLookups)).toEqual([]);
  });

  it("names a city chip's cities, never their codes; cities whose names are not loaded are counted", () => {
    const filters = { ...defaultFilters(), uf: 'SP' as const, municipios: ['6291', '9999'] };
    expect(chipTexts(filters)).toEqual(['UF: SP - São Paulo', 'Cidades: Campinas e mais 1 cidade']);
    const unnamed = activeFilters(filters, { ...storyLookups, municipios: [] });
    expect(unnamed[1]?.value).toBe('2 cidades');
    const loading = activeFilters(
      { ...filters, municipios: ['6291'] },
      { ...storyLookups, municipios: [], loadingMunicipios: true },
    );
    expect(loading[1]?.value).toBe('1 cidade (carregando o nome)');
  });
});
