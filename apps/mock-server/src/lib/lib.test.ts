// Check digits and the sorted vocabularies the search's ordering relies on.
import { describe, expect, it } from 'vitest';
import {
  ACTIVITIES,
  FANTASY_HEADS,
  FANTASY_TAILS,
  SUFFIXES,
  SURNAMES,
  monotonicWords,
} from '../search/vocabulary.ts';
import { makeCnpj } from './cnpj.ts';
import { formatCnpj, hasValidCheckDigits } from '@cnpj/domain';

describe('CNPJ', () => {
  it('computes the modulo-11 check digits of known CNPJs', () => {
    expect(makeCnpj('11222333', '0001')).toBe('11222333000181');
    expect(makeCnpj('11444777', '0001')).toBe('11444777000161');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('rejects wrong check digits and repeated digits', () => {
    expect(hasValidCheckDigits('11222333000182')).toBe(false);
    expect(hasValidCheckDigits('00000000000000')).toBe(false);
    expect(hasValidCheckDigits('1122233300018')).toBe(false);
  });
});

describe('vocabularies', () => {
  it.each([
    ['SURNAMES', SURNAMES],
    ['ACTIVITIES', ACTIVITIES],
    ['SUFFIXES', SUFFIXES],
    ['FANTASY_HEADS', FANTASY_HEADS],
    ['FANTASY_TAILS', FANTASY_TAILS],
  ])('%s is sorted and no entry is a word-prefix of another', (_name, list) => {
    expect([...list].sort()).toEqual(list);
    for (const a of list)
      for (const b of list) if (a !== b) expect(b.startsWith(`${a} `)).toBe(false);
  });

  it('picks words that never go down as the fraction grows', () => {
    let previous = '';
    for (let i = 0; i < 2000; i += 1) {
      const phrase = monotonicWords(i / 2000, [SURNAMES, ACTIVITIES, SUFFIXES]).join(' ');
      expect(phrase >= previous).toBe(true);
      previous = phrase;
    }
  });
});
