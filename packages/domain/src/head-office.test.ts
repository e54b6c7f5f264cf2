import { describe, expect, it } from 'vitest';
import { withCheckDigits } from './cnpj';
import { headOfficeVerdict } from './head-office';
import { applyToShownPage, pageOnlyNote } from './search/extra-criteria';
import { defaultFilters } from './search/filters';
import type { EmpresaResumo } from './types';

const numericHeadOffice = withCheckDigits('112223330001');
const numericBranch = withCheckDigits('112223330002');
// An alphanumeric CNPJ whose order reads 0001, and a branch of a numeric root with a lettered order.
const alphanumeric0001 = withCheckDigits('12ABC3450001');
const alphanumericBranch = withCheckDigits('1122233301DE');

describe('headOfficeVerdict', () => {
  it("follows the register's matriz/filial flag whenever the row carries it", () => {
    expect(headOfficeVerdict({ cnpj: numericBranch, identificador_matriz_filial: '1' })).toBe(true);
    expect(headOfficeVerdict({ cnpj: alphanumeric0001, identificador_matriz_filial: '2' })).toBe(
      false,
    );
  });

  it('without the flag, judges a numeric CNPJ by its order 0001', () => {
    expect(headOfficeVerdict({ cnpj: numericHeadOffice })).toBe(true);
    expect(headOfficeVerdict({ cnpj: numericBranch, identificador_matriz_filial: null })).toBe(
      false,
    );
  });

  it('without the flag, never judges an alphanumeric CNPJ: the register promises nothing', () => {
    expect(headOfficeVerdict({ cnpj: alphanumeric0001 })).toBeNull();
    expect(headOfficeVerdict({ cnpj: alphanumericBranch })).toBeNull();
  });
});

describe('"Só matriz" applied to the page shown', () => {
  const row = (cnpj: string) => ({ cnpj }) as unknown as EmpresaResumo;
  const rows = [numericHeadOffice, numericBranch, alphanumeric0001, alphanumericBranch].map(row);
  const filters = { ...defaultFilters(), uf: 'SP' as const, somenteMatriz: true };
  const exclusion = { inLists: new Set<string>(), naoContatar: new Set<string>() };

  it('keeps the rows it cannot judge, and the note says how many', () => {
    const shown = applyToShownPage(rows, filters, new Set(), exclusion);
    expect(shown.rows.map((r) => r.cnpj)).toEqual([
      numericHeadOffice,
      alphanumeric0001,
      alphanumericBranch,
    ]);
    const note = pageOnlyNote(shown.pageOnly, shown.undecided);
    expect(note).toContain('Só matriz: filtro aplicado às empresas desta página');
    expect(note).toContain(
      'Não foi possível saber se 2 empresas desta página são matriz ou filial',
    );
  });

  it('says nothing of the kind when every row could be judged', () => {
    const shown = applyToShownPage(rows.slice(0, 2), filters, new Set(), exclusion);
    expect(shown.undecided).toEqual([]);
    expect(pageOnlyNote(shown.pageOnly, shown.undecided)).not.toContain('Não foi possível');
  });
});
