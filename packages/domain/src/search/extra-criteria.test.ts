import { describe, expect, it } from 'vitest';
import { NAO_CONTATAR_EXCEL_NOTE } from '../messages/prospecting';
import type { EmpresaResumo } from '../types';
import { toSearchCriteria } from './criteria';
import {
  applyToShownPage,
  extraSearchQuery,
  naoContatarMarks,
  pageOnlyNote,
  withoutNaoContatar,
} from './extra-criteria';
import { defaultFilters, hasOtherFilter } from './filters';
import { filtersFromParams, filtersToParams } from './url';
import { activeOpeningDays, openedInLastDays } from './quick-filters';
import { toSearchSegments } from './segments';

const filters = {
  ...defaultFilters(),
  uf: 'SP' as const,
  cnaes: ['4721102'],
  somenteMatriz: true,
  somenteCelular: true,
  ocultarEmListas: true,
};
const criteria = toSearchCriteria(filters)!;
const lists = { naoContatar: 3, all: [1, 2, 3] };

const row = (cnpj: string, fone1: string | null): EmpresaResumo =>
  ({ cnpj, ddd1: '11', fone1, ddd2: null, fone2: null }) as unknown as EmpresaResumo;

describe('extra search criteria', () => {
  it('sends only what the backend announced, and only when set', () => {
    expect(extraSearchQuery(criteria, new Set(), lists)).toEqual({});
    expect(extraSearchQuery(criteria, new Set(['somente_matriz']), lists)).toEqual({
      somente_matriz: true,
    });
    expect(
      extraSearchQuery(
        criteria,
        new Set(['somente_matriz', 'somente_celular', 'excluir_listas']),
        lists,
      ),
    ).toEqual({ somente_matriz: true, somente_celular: true, excluir_listas: [3, 1, 2] });
  });

  it('always leaves the "Não contatar" list out when excluir_listas is announced', () => {
    const plain = toSearchCriteria({ ...defaultFilters(), uf: 'SP', cnaes: ['4721102'] })!;
    expect(extraSearchQuery(plain, new Set(['excluir_listas']), lists)).toEqual({
      excluir_listas: [3],
    });
    expect(
      extraSearchQuery(plain, new Set(['excluir_listas']), { naoContatar: null, all: [1] }),
    ).toEqual({});
  });

  it('never puts an extension criterion in the path', () => {
    const segments = toSearchSegments({ ...criteria, user_id: 'u1' });
    expect(Object.keys(segments)).not.toContain('somenteMatriz');
    expect(Object.keys(segments)).toHaveLength(22);
  });

  it('travels in a link and reads back', () => {
    const params = filtersToParams(filters);
    expect(params.get('somenteMatriz')).toBe('true');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('is not enough on its own besides the UF', () => {
    expect(hasOtherFilter({ ...defaultFilters(), uf: 'SP', somenteMatriz: true })).toBe(false);
  });
});

describe('the page-only fallback', () => {
  const rows = [
    row('11222333000181', '987654321'), // head office, mobile
    row('11222333000262', '987654321'), // branch, mobile
    row('44555666000100', '32345678'), // head office, landline
    row('77888999000155', '87654321'), // head office, old mobile, on "Não contatar"
  ];
  const exclusion = {
    inLists: new Set(['44555666000100']),
    naoContatar: new Set(['77888999000155']),
  };

  it('applies the criteria the backend did not announce, and names them', () => {
    const shown = applyToShownPage(rows, filters, new Set(), exclusion);
    expect(shown.rows.map((r) => r.cnpj)).toEqual(['11222333000181']);
    expect(shown.pageOnly).toEqual([
      'Só matriz',
      'Somente com celular',
      'Ocultar empresas que já estão nas minhas listas',
      'Não contatar',
    ]);
    expect(pageOnlyNote(shown.pageOnly)).toContain('filtro aplicado às empresas desta página');
  });

  it('leaves to the backend what it announced, and says nothing', () => {
    const all = new Set(['somente_matriz', 'somente_celular', 'excluir_listas'] as const);
    const shown = applyToShownPage(rows, filters, all, exclusion);
    // A company put on "Não contatar" after the search still leaves the page at once.
    expect(shown.rows.map((r) => r.cnpj)).not.toContain('77888999000155');
    expect(shown.rows).toHaveLength(3);
    expect(pageOnlyNote(shown.pageOnly)).toBeNull();
  });
});

describe('"Não contatar", one rule wherever companies are shown (docs/product.md#search)', () => {
  const rows = [row('11222333000181', '987654321'), row('77888999000155', '87654321')];
  const naoContatar = new Set(['77888999000155']);
  const none = new Set<string>();

  it('keeps a company just put on the list in its place, marked, so the next row does not slide up', () => {
    const shown = applyToShownPage(rows, defaultFilters(), new Set(), {
      inLists: none,
      naoContatar,
      keptInPlace: naoContatar,
    });
    expect(shown.rows.map((r) => r.cnpj)).toEqual(['11222333000181', '77888999000155']);
    expect([...shown.marked]).toEqual(['77888999000155']);
    // Kept in place is not left out: no note says the page was narrowed.
    expect(shown.pageOnly).toEqual([]);
  });

  it('leaves them out of a page shown before the backend said what it applies', () => {
    const shown = applyToShownPage(rows, filters, null, { inLists: naoContatar, naoContatar });
    expect(shown.rows.map((r) => r.cnpj)).toEqual(['11222333000181']);
    expect(shown.pageOnly).toEqual([]);
  });

  it("says the backend's spreadsheet keeps them when only the page left them out", () => {
    expect(pageOnlyNote(['Não contatar'])).toContain(NAO_CONTATAR_EXCEL_NOTE);
    expect(pageOnlyNote(['Só matriz'])).not.toContain(NAO_CONTATAR_EXCEL_NOTE);
  });

  it('marks them in a set the user chose by name (a list, the bulk lookup) and leaves them out of files', () => {
    expect([...naoContatarMarks(rows, naoContatar)]).toEqual(['77888999000155']);
    expect(naoContatarMarks(rows, none).size).toBe(0);
    expect(withoutNaoContatar(rows, naoContatar).map((r) => r.cnpj)).toEqual(['11222333000181']);
  });
});

describe('quick opening ranges', () => {
  const today = new Date(2026, 2, 1); // 1 March 2026, local
  it('fills the range from that many days ago to today', () => {
    expect(openedInLastDays(30, today)).toEqual({
      dataAberturaIni: '2026-01-30',
      dataAberturaFim: '2026-03-01',
    });
    expect(openedInLastDays(365, today).dataAberturaIni).toBe('2025-03-01');
  });
  it('tells which quick range the filters hold', () => {
    expect(activeOpeningDays(openedInLastDays(90, today), today)).toBe(90);
    expect(activeOpeningDays({ dataAberturaIni: '2026-01-01', dataAberturaFim: '' }, today)).toBe(
      null,
    );
  });
});
