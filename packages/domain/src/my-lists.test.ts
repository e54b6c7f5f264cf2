import { describe, expect, it } from 'vitest';
import { fileSafeName, listFileBase, listFileName, listSummary } from './my-lists';

const day = new Date(2026, 10, 28, 9, 30);

describe('list file names (docs/product.md#my-lists)', () => {
  it('names a list file after the list and the day, never its id', () => {
    expect(listFileName('Prospecção', 'excel', day)).toBe('Prospecção - 28-11-2026.xlsx');
    expect(listFileName('Prospecção', 'emails', day)).toBe(
      'Prospecção - e-mails dos sócios - 28-11-2026.xlsx',
    );
    expect(listFileBase('Prospecção', day)).toBe('Prospecção - 28-11-2026');
  });

  it('turns what no file system takes into spaces and keeps accents', () => {
    expect(fileSafeName('Clientes: SP/RJ <2026>?')).toBe('Clientes SP RJ 2026');
    expect(fileSafeName('  ..Padarias "boas"\t\n.. ')).toBe('Padarias boas');
    expect(fileSafeName('Açaí & Cia')).toBe('Açaí & Cia');
  });

  it('keeps a name a file system accepts when nothing is left or the name is long', () => {
    expect(fileSafeName('///')).toBe('Lista');
    expect(fileSafeName('a'.repeat(200))).toHaveLength(80);
  });
});

describe('a list\'s line in "Minhas Listas" (docs/product.md#my-lists)', () => {
  const at = (day: number, month: number) => new Date(2026, month - 1, day, 10).toISOString();

  it('says how many companies and when the list last changed', () => {
    expect(listSummary({ total: 6, criada_em: at(2, 11), atualizada_em: at(28, 11) })).toBe(
      '6 empresas · atualizada em 28/11/2026',
    );
    expect(listSummary({ total: 1 })).toBe('1 empresa');
    expect(listSummary({ total: 1234 })).toBe('1.234 empresas');
  });

  it('says "criada em" for a list unchanged since the day it was made', () => {
    expect(listSummary({ total: 0, criada_em: at(3, 11), atualizada_em: at(3, 11) })).toBe(
      '0 empresas · criada em 03/11/2026',
    );
  });

  it('says nothing the backend did not send', () => {
    expect(listSummary({})).toBeNull();
    expect(listSummary({ criada_em: 'ontem' })).toBeNull();
    expect(listSummary({ atualizada_em: at(5, 11) })).toBe('atualizada em 05/11/2026');
  });
});
