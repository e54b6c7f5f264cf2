import { describe, expect, it } from 'vitest';
import { fileSafeName, listFileBase, listFileName } from './list-files';

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
