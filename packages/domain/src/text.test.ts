import { describe, expect, it } from 'vitest';
import { onlyDigits, searchKey, stripAccents } from './text';

describe('text rules', () => {
  it('strips accents but keeps case', () => {
    expect(stripAccents('São João Ação')).toBe('Sao Joao Acao');
  });
  it('builds accent- and case-insensitive search keys', () => {
    expect(searchKey(' São Paulo ')).toBe('sao paulo');
    expect(searchKey('sao')).toBe('sao');
  });

  it('keys plain ASCII exactly as the full normalisation would', () => {
    const full = (value: string) => stripAccents(value).toLocaleLowerCase('pt-BR').trim();
    for (const label of ['Campo Grande', 'AÇAILÂNDIA', 'a^b`c', ' 4781400 - Comércio ', 'ITU']) {
      expect(searchKey(label)).toBe(full(label));
    }
  });
  it('strips only combining marks, so ^ and ` survive', () => {
    expect(stripAccents('a^b`c ção')).toBe('a^b`c cao');
  });
  it('keeps only digits', () => {
    expect(onlyDigits('12.345-678')).toBe('12345678');
    expect(onlyDigits(null)).toBe('');
  });
});
