import { describe, expect, it } from 'vitest';
import { cnaeMatcher, matchCnaes, parseCnaeQuery } from './match';
import { CNAE_SYNONYMS } from './synonyms';

// Real CNAE 2.3 subclasses (official descriptions), in code order as GET /api/cnaes returns them.
const CNAES = [
  { codigo: '1091101', descricao: 'Fabricação de produtos de panificação industrial' },
  {
    codigo: '1091102',
    descricao:
      'Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
  },
  {
    codigo: '4520001',
    descricao: 'Serviços de manutenção e reparação mecânica de veículos automotores',
  },
  {
    codigo: '4520002',
    descricao: 'Serviços de lanternagem ou funilaria e pintura de veículos automotores',
  },
  { codigo: '4721102', descricao: 'Padaria e confeitaria com predominância de revenda' },
  { codigo: '4721104', descricao: 'Comércio varejista de doces, balas, bombons e semelhantes' },
  {
    codigo: '4789004',
    descricao:
      'Comércio varejista de animais vivos e de artigos e alimentos para animais de estimação',
  },
  { codigo: '5611201', descricao: 'Restaurantes e similares' },
  { codigo: '5611203', descricao: 'Lanchonetes, casas de chá, de sucos e similares' },
  { codigo: '5612100', descricao: 'Serviços ambulantes de alimentação' },
  { codigo: '6920601', descricao: 'Atividades de contabilidade' },
  { codigo: '6920602', descricao: 'Atividades de consultoria e auditoria contábil e tributária' },
  { codigo: '8630503', descricao: 'Atividade médica ambulatorial restrita a consultas' },
  { codigo: '8630504', descricao: 'Atividade odontológica' },
  { codigo: '9313100', descricao: 'Atividades de condicionamento físico' },
  { codigo: '9329801', descricao: 'Discotecas, danceterias, salões de dança e similares' },
  { codigo: '9602501', descricao: 'Cabeleireiros, manicure e pedicure' },
  {
    codigo: '9602502',
    descricao: 'Atividades de estética e outros serviços de cuidados com a beleza',
  },
];

/** The codes found for a query, best first. */
const codes = (query: string) => matchCnaes(CNAES, query).map((item) => item.codigo);

describe('CNAE matching: words in any order, accents and case aside', () => {
  it('finds the bakery by "padaria confeitaria" and "confeitaria padaria"', () => {
    expect(codes('padaria confeitaria')).toEqual(['4721102', '1091102']);
    expect(codes('confeitaria padaria')).toEqual(['4721102', '1091102']);
  });
  it('ignores accents and case in the query and the descriptions', () => {
    expect(codes('ODONTOLOGICA')).toEqual(['8630504']);
    expect(codes('mecanica reparação')).toEqual(['4520001']);
  });
  it('needs every word: one unknown word means no match', () => {
    expect(codes('padaria xyz')).toEqual([]);
    expect(codes('qwerty')).toEqual([]);
  });
  it('finds a word typed halfway, as the user types', () => {
    expect(codes('confei')).toEqual(['4721102', '1091102']);
  });
  it('ranks descriptions that start with the word before those that only contain it', () => {
    // "Padaria e confeitaria…" comes after "Fabricação de produtos de padaria…" in the list.
    expect(codes('padaria')).toEqual(['4721102', '1091102']);
  });
  it('keeps the list order among equal matches', () => {
    expect(codes('atividades')).toEqual(['6920601', '6920602', '9313100', '9602502']);
  });
  it('lists every item in order for a blank query', () => {
    expect(codes('   ')).toEqual(CNAES.map((item) => item.codigo));
  });
});

describe('CNAE matching: codes in any printed form', () => {
  it.each(['5611-2/01', '56.11-2-01', '5611201', '5611-2-01'])(
    'finds the restaurant by "%s"',
    (query) => {
      expect(codes(query)).toEqual(['5611201']);
    },
  );
  it('takes a partial code as a prefix, in code order', () => {
    expect(codes('5611')).toEqual(['5611201', '5611203']);
    expect(codes('56')).toEqual(['5611201', '5611203', '5612100']);
  });
  it('narrows a code prefix by words typed with it', () => {
    expect(codes('5611 lanchonetes')).toEqual(['5611203']);
  });
  it('finds nothing for a code not in the list', () => {
    expect(codes('1234-5/67')).toEqual([]);
  });
});

describe('CNAE matching: everyday words', () => {
  it.each([
    ['academia', '9313100'],
    ['salão de beleza', '9602501'],
    ['dentista', '8630504'],
    ['oficina mecânica', '4520001'],
    ['pet shop', '4789004'],
    ['contabilidade', '6920601'],
  ])('offers "%s" as %s first', (query, code) => {
    expect(codes(query)[0]).toBe(code);
  });
  it('finds an everyday name in any order, accents aside, and before partial matches', () => {
    expect(codes('BELEZA SALAO')[0]).toBe('9602501');
    expect(codes('mecanica oficina')).toEqual(['4520001']);
  });
  it('finds an everyday name typed halfway', () => {
    expect(codes('denti')).toEqual(['8630504']);
  });
  it('does not let one or two letters pick everyday names', () => {
    // "pe" is inside descriptions ("pedicure"), and starts "pet shop": only the description counts.
    expect(codes('pe')).not.toContain('4789004');
  });
  it('mixes an everyday word with a description word', () => {
    expect(codes('academia condicionamento')).toEqual(['9313100']);
  });
});

describe('parseCnaeQuery', () => {
  it('separates codes from words and drops small words', () => {
    expect(parseCnaeQuery(' 56.11-2-01  Salão de Beleza ')).toEqual({
      codes: ['5611201'],
      words: ['salao', 'beleza'],
    });
  });
  it('keeps a small word typed alone (the user is still typing)', () => {
    expect(parseCnaeQuery('de').words).toEqual(['de']);
  });
});

describe('cnaeMatcher', () => {
  it('is one matcher per list, shared by the pickers given that list', () => {
    expect(cnaeMatcher(CNAES)).toBe(cnaeMatcher(CNAES));
    expect(cnaeMatcher([...CNAES])).not.toBe(cnaeMatcher(CNAES));
  });
  it('keys the list ahead when asked, once, and matches as it would have', () => {
    const matcher = cnaeMatcher([...CNAES]);
    matcher.prepare();
    matcher.prepare();
    expect(Array.from(matcher.match('dentista'))).toEqual([13]);
    expect(matcher.match('').length).toBe(CNAES.length);
  });
  it('returns positions in the list', () => {
    expect(Array.from(cnaeMatcher(CNAES).match('5611-2/01'))).toEqual([7]);
  });
});

describe('CNAE_SYNONYMS', () => {
  it('has at least 60 everyday words, each once', () => {
    const words = CNAE_SYNONYMS.map((synonym) => synonym.words);
    expect(words.length).toBeGreaterThanOrEqual(60);
    expect(new Set(words).size).toBe(words.length);
  });
  it('writes every code as the CNPJ card prints a subclass ("9313-1/00")', () => {
    for (const synonym of CNAE_SYNONYMS)
      for (const code of synonym.codes) expect(code).toMatch(/^\d{4}-\d\/\d{2}$/);
  });
});
