import { describe, expect, it } from 'vitest';
import { situacaoCadastralLabel } from './labels';
import { companySituacaoLabel, situacaoCode } from './situacao';

describe('one company status (docs/product.md#enumerations)', () => {
  it.each([
    ['01', 'Nula'],
    ['02', 'Ativa'],
    ['03', 'Suspensa'],
    ['04', 'Inapta'],
    ['08', 'Baixada'],
  ])('names code %s in the singular, "%s"', (code, label) =>
    expect(companySituacaoLabel(code)).toBe(label),
  );

  it.each(['ATIVA', 'Ativa', 'ativa', ' ATIVAS ', '2', 2, '02'])('reads %j as Ativa', (value) => {
    expect(situacaoCode(value)).toBe('02');
    expect(companySituacaoLabel(value)).toBe('Ativa');
  });

  it.each([null, undefined, '', '05', 'EXTINTA', '123'])('says "Não informado" for %j', (value) => {
    expect(situacaoCode(value)).toBeNull();
    expect(companySituacaoLabel(value)).toBe('Não informado');
  });

  it('leaves the filter its plural labels', () => {
    expect(situacaoCadastralLabel('02')).toBe('Ativas');
  });
});
