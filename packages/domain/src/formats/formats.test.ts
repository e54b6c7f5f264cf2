import { describe, expect, it } from 'vitest';
import { formatCep } from '../cep';
import { formatAddress, formatStreet } from './address';
import { formatPhone } from './phone';

describe('phone (docs/product.md#formats)', () => {
  it('writes a landline and a mobile with the area code', () => {
    expect(formatPhone('11', '33334444')).toBe('(11) 3333-4444');
    expect(formatPhone('11', '987654321')).toBe('(11) 98765-4321');
  });
  it('reads digits from whatever the register holds', () => {
    expect(formatPhone(' 11 ', '3333-4444')).toBe('(11) 3333-4444');
    expect(formatPhone('011', '33334444')).toBe('(11) 3333-4444');
  });
  it('is blank for a null number or "-" (docs/product.md#entities)', () => {
    expect(formatPhone('11', null)).toBe('');
    expect(formatPhone(null, '-')).toBe('');
    expect(formatPhone('-', '-')).toBe('');
  });
  it('writes the number alone when the area code is missing', () => {
    expect(formatPhone(null, '33334444')).toBe('3333-4444');
  });
  it('leaves a number of an unknown length as its digits', () => {
    expect(formatPhone('11', '1234')).toBe('(11) 1234');
  });
});

describe('CEP (docs/product.md#formats)', () => {
  it('writes 00000-000 whether it came masked or not', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
  });
});

describe('address (docs/product.md#formats)', () => {
  it('writes street with its type, number and neighbourhood', () => {
    expect(
      formatAddress({
        tipo_logradouro: 'RUA',
        logradouro: 'DAS FLORES',
        numero: '123',
        bairro: 'CENTRO',
      }),
    ).toBe('RUA DAS FLORES, 123 - CENTRO');
  });
  it('keeps a street that has no separate type as it is', () => {
    expect(formatAddress({ logradouro: 'AV PAULISTA', numero: '1000', bairro: 'BELA VISTA' })).toBe(
      'AV PAULISTA, 1000 - BELA VISTA',
    );
  });
  it('never writes the type twice', () => {
    expect(formatStreet('RUA', 'RUA DAS FLORES')).toBe('RUA DAS FLORES');
    expect(formatStreet('RUA', 'RUAL DO ALTO')).toBe('RUA RUAL DO ALTO');
  });
  it('skips missing parts with their separators', () => {
    expect(formatAddress({ logradouro: 'DAS FLORES', numero: null, bairro: 'CENTRO' })).toBe(
      'DAS FLORES - CENTRO',
    );
    expect(formatAddress({ logradouro: null, numero: '12', bairro: null })).toBe('12');
    expect(
      formatAddress({ tipo_logradouro: 'RUA', logradouro: '  ', numero: '-', bairro: '' }),
    ).toBe('');
  });
  it('tidies spaces', () => {
    expect(
      formatAddress({ logradouro: ' DAS   FLORES ', numero: ' 12 ', bairro: ' CENTRO ' }),
    ).toBe('DAS FLORES, 12 - CENTRO');
  });
});
