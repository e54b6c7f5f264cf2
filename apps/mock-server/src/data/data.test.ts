import { describe, expect, it } from 'vitest';
import {
  CNAES,
  MOTIVOS_SITUACAO,
  MUNICIPIOS,
  MUNICIPIO_COUNTS,
  NATUREZAS,
  QUALIFICACOES,
  UFS,
  fullCnaes,
  fullMunicipios,
} from './index';
import type { UfSigla } from '@cnpj/domain';

const SIGLAS = UFS.map((uf) => uf.sigla);
const codesOf = (uf: UfSigla, full: boolean) =>
  (full ? fullMunicipios(uf) : MUNICIPIOS[uf]).map((m) => m.codigo_tom);

describe('reference data', () => {
  it('lists the 27 UFs once each, with area codes and a CEP range', () => {
    expect(new Set(SIGLAS).size).toBe(27);
    for (const uf of UFS) {
      expect(uf.ddds.length).toBeGreaterThan(0);
      expect(uf.cepRange[0] < uf.cepRange[1]).toBe(true);
    }
    expect(UFS.find((uf) => uf.sigla === 'SP')?.cepRange).toEqual(['01000-000', '19999-999']);
  });

  it('gives every UF real municipalities with 4-digit TOM codes unique across the country', () => {
    const all = SIGLAS.flatMap((uf) => codesOf(uf, false));
    expect(all.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    for (const uf of SIGLAS) expect(MUNICIPIOS[uf].length).toBeGreaterThan(0);
  });

  it.each([
    ['SP', '7107', 'São Paulo'],
    ['RJ', '6001', 'Rio de Janeiro'],
    ['MG', '4123', 'Belo Horizonte'],
    ['DF', '9701', 'Brasília'],
    ['BA', '3849', 'Salvador'],
    ['CE', '1389', 'Fortaleza'],
    ['PR', '7535', 'Curitiba'],
    ['RS', '8801', 'Porto Alegre'],
    ['PE', '2531', 'Recife'],
    ['AM', '0255', 'Manaus'],
  ] as const)('knows %s capital %s %s', (uf, codigo_tom, municipio) => {
    expect(MUNICIPIOS[uf]).toContainEqual({ codigo_tom, municipio });
  });

  it('pads to the 5,570 municipalities with the real count per UF and no code reused', () => {
    const all = SIGLAS.flatMap((uf) => codesOf(uf, true));
    expect(all).toHaveLength(5570);
    expect(new Set(all).size).toBe(5570);
    for (const uf of SIGLAS) expect(fullMunicipios(uf)).toHaveLength(MUNICIPIO_COUNTS[uf]);
    expect(fullMunicipios('SP').slice(0, MUNICIPIOS.SP.length)).toEqual(MUNICIPIOS.SP);
  });

  it('generates unique town names per UF, the same on every call', () => {
    const names = fullMunicipios('MG').map((m) => m.municipio);
    expect(new Set(names).size).toBe(853);
    expect(fullMunicipios('MG')).toBe(fullMunicipios('MG'));
  });

  it('has real CNAE subclasses across sections, including the usual anchors', () => {
    expect(CNAES.length).toBeGreaterThanOrEqual(300);
    expect(CNAES).toContainEqual({
      codigo: '4781400',
      descricao: 'Comércio varejista de artigos do vestuário e acessórios',
    });
    expect(CNAES).toContainEqual({
      codigo: '6201501',
      descricao: 'Desenvolvimento de programas de computador sob encomenda',
    });
    expect(CNAES).toContainEqual({ codigo: '5611201', descricao: 'Restaurantes e similares' });
    const divisions = new Set(CNAES.map((c) => c.codigo.slice(0, 2)));
    for (const division of [
      '01',
      '06',
      '10',
      '35',
      '36',
      '41',
      '47',
      '49',
      '56',
      '62',
      '64',
      '68',
      '69',
      '77',
      '84',
      '85',
      '86',
      '90',
      '96',
      '97',
      '99',
    ]) {
      expect(divisions).toContain(division);
    }
  });

  it('pads CNAEs to 1,350 unique 7-digit codes that stay inside real classes', () => {
    const full = fullCnaes();
    expect(full).toHaveLength(1350);
    expect(new Set(full.map((c) => c.codigo)).size).toBe(1350);
    expect(full.every((c) => /^\d{7}$/.test(c.codigo))).toBe(true);
    const realClasses = new Set(CNAES.map((c) => c.codigo.slice(0, 5)));
    expect(full.every((c) => realClasses.has(c.codigo.slice(0, 5)))).toBe(true);
  });

  it('has the natureza jurídica, qualificação and motivo tables with unique codes', () => {
    expect(NATUREZAS).toContainEqual({
      codigo: '2062',
      descricao: 'Sociedade Empresária Limitada',
    });
    expect(NATUREZAS).toContainEqual({ codigo: '2135', descricao: 'Empresário (Individual)' });
    expect(new Set(NATUREZAS.map((n) => n.codigo)).size).toBe(NATUREZAS.length);
    expect(QUALIFICACOES).toContainEqual({ id: 49, descricao: 'Sócio-Administrador' });
    expect(new Set(QUALIFICACOES.map((q) => q.id)).size).toBe(QUALIFICACOES.length);
    expect(MOTIVOS_SITUACAO).toContainEqual({ codigo: '63', descricao: 'Omissão de Declarações' });
    expect(new Set(MOTIVOS_SITUACAO.map((m) => m.codigo)).size).toBe(MOTIVOS_SITUACAO.length);
  });
});
