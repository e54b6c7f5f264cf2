import { describe, expect, it } from 'vitest';
import { buildSearchPath } from './path';
import { stripAccents } from '../text';
import type { SearchRequest } from '../types';

const base: SearchRequest = {
  uf: 'SP',
  situacaoCadastral: '02',
  regimeTributario: 'T',
  ordenacao: 'D',
  capitalSocialIni: 0,
  capitalSocialFim: 0,
  faturamentoIni: 0,
  faturamentoFim: 0,
  comTelefone: false,
  comEmail: false,
  user_id: 'user-1',
};

/** The decoded segments after /api/empresas/. */
function segmentsOf(criteria: Partial<SearchRequest>): string[] {
  const path = buildSearchPath({ ...base, ...criteria });
  expect(path.startsWith('/api/empresas/')).toBe(true);
  return path.slice('/api/empresas/'.length).split('/').map(decodeURIComponent);
}

describe('buildSearchPath', () => {
  it('sends the 22 segments in the product order, empty text as one space and empty numbers as 0', () => {
    expect(buildSearchPath(base)).toBe(
      '/api/empresas/%20/SP/%20/%20/%20/%20/%20/%20/02/%20/%20/%20/%20/0/0/0/0/T/false/false/D/user-1',
    );
  });

  it('places every criterion in its own segment', () => {
    const segments = segmentsOf({
      nomeEmpresa: 'Padaria',
      municipios: ['7107', '6291'],
      bairro: 'Centro',
      logradouro: 'Rua A',
      cep: '01310-100',
      cnaes: ['4721102'],
      cnaesSecundarios: ['5611201', '5611203'],
      situacaoCadastral: '08',
      naturezaJuridica: ['2062'],
      porte: ['01', '03'],
      dataAberturaIni: '2020-01-31',
      dataAberturaFim: '2021-12-01',
      capitalSocialIni: 1000,
      capitalSocialFim: 50000,
      faturamentoIni: 1,
      faturamentoFim: 2.5,
      regimeTributario: 'LP',
      comTelefone: true,
      comEmail: true,
      ordenacao: 'R',
      user_id: 'u-9',
    });
    expect(segments).toEqual([
      'Padaria',
      'SP',
      '7107,6291',
      'Centro',
      'Rua A',
      '01310100',
      '4721102',
      '5611201,5611203',
      '08',
      '2062',
      '01,03',
      '2020-01-31',
      '2021-12-01',
      '1000',
      '50000',
      '1',
      '2.5',
      'LP',
      'true',
      'true',
      'R',
      'u-9',
    ]);
  });

  it('keeps a hostile name inside its segment, byte for byte once decoded', () => {
    const name = 'A/B ? C # 100% .. & + = ; "x" \\ <y>';
    const path = buildSearchPath({ ...base, nomeEmpresa: name });
    expect(path.split('/')).toHaveLength(3 + 22);
    expect(segmentsOf({ nomeEmpresa: name })[0]).toBe(name);
  });

  it('strips accents from the company name only', () => {
    const segments = segmentsOf({ nomeEmpresa: 'Ação São João Ltda', bairro: 'Jardim Paulistão' });
    expect(segments[0]).toBe('Acao Sao Joao Ltda');
    expect(segments[3]).toBe('Jardim Paulistão');
  });

  it('sends blank text and names of only "." or ".." as one space, since URLs drop those segments', () => {
    expect(segmentsOf({ nomeEmpresa: '   ' })[0]).toBe(' ');
    expect(segmentsOf({ nomeEmpresa: '..' })[0]).toBe(' ');
    expect(segmentsOf({ bairro: '.' })[3]).toBe(' ');
    expect(segmentsOf({ nomeEmpresa: '...' })[0]).toBe('...');
  });

  it('formats dates as yyyy-mm-dd and sends unparsable ones as empty', () => {
    const dates = (ini: string, fim: string) =>
      segmentsOf({ dataAberturaIni: ini, dataAberturaFim: fim }).slice(11, 13);
    expect(dates('2024-03-05T10:00:00Z', '05/03/2024')).toEqual(['2024-03-05', '2024-03-05']);
    expect(dates('not a date', '2024-02-30')).toEqual([' ', ' ']);
    expect(dates('', '31/12/2023')).toEqual([' ', '2023-12-31']);
  });

  it('sends numbers that are not finite as 0', () => {
    const segments = segmentsOf({ capitalSocialIni: NaN, capitalSocialFim: Infinity });
    expect(segments.slice(13, 15)).toEqual(['0', '0']);
  });

  it('drops blank list items and sends an empty list as one space', () => {
    expect(segmentsOf({ municipios: ['', ' '], cnaes: [' 4721102 ', ''] }).slice(2, 7)).toEqual([
      ' ',
      ' ',
      ' ',
      ' ',
      '4721102',
    ]);
  });

  it('refuses to build a path without the user id', () => {
    expect(() => buildSearchPath({ ...base, user_id: '' })).toThrow(/user_id/);
  });
});

describe('stripAccents', () => {
  it('removes diacritics and keeps other symbols', () => {
    expect(stripAccents('Çàéîõü ñ ^ ` ´')).toBe('Caeiou n ^ ` ´');
  });
});
