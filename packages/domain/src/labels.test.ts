import { describe, expect, it } from 'vitest';
import {
  faixaEtariaLabel,
  companyDisplayName,
  isHiddenNomeFantasia,
  matrizFilialLabel,
  porteLabel,
  situacaoCadastralLabel,
} from './labels';

describe('enumeration labels', () => {
  it('labels the registration status and size', () => {
    expect(situacaoCadastralLabel('02')).toBe('Ativas');
    expect(porteLabel('03')).toBe('Empresa de pequeno porte');
    expect(matrizFilialLabel('2')).toBe('Filial');
  });
  it('labels age ranges, with "Não informado" outside 0-9 (docs/product.md#enumerations)', () => {
    expect(faixaEtariaLabel(9)).toBe('Maiores de 80 anos');
    expect(faixaEtariaLabel(0)).toBe('Não se aplica');
    expect(faixaEtariaLabel(12)).toBe('Não informado');
    expect(faixaEtariaLabel(null)).toBe('Não informado');
  });
  it('does not treat inherited object keys as codes', () => {
    expect(porteLabel('toString')).toBe('Não informado');
  });
});

describe('the hidden trade name (docs/product.md#entities, Company row)', () => {
  it('recognises the placeholder the backend sends, and nothing else', () => {
    expect(isHiddenNomeFantasia('********')).toBe(true);
    expect(isHiddenNomeFantasia(' ******** ')).toBe(true);
    expect(isHiddenNomeFantasia('Padaria')).toBe(false);
    expect(isHiddenNomeFantasia(null)).toBe(false);
  });
});

describe("a company's shown name (docs/product.md#entities, Company row)", () => {
  it('is the trade name, else the legal name when the trade name is hidden or blank', () => {
    expect(companyDisplayName({ razao_social: 'ACME LTDA', nome_fantasia: ' Acme ' })).toBe('Acme');
    expect(companyDisplayName({ razao_social: 'ACME LTDA', nome_fantasia: '********' })).toBe(
      'ACME LTDA',
    );
    expect(companyDisplayName({ razao_social: 'ACME LTDA', nome_fantasia: null })).toBe(
      'ACME LTDA',
    );
  });
});
