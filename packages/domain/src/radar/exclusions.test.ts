import { describe, expect, it } from 'vitest';
import { defaultFilters } from '../search/filters';
import type { EmpresaResumo } from '../types';
import { RADAR_MAX_ROWS, pagesToRead, readStopped } from './bounded-read';
import { backendExclusions, clearNewCompanies } from './exclusions';
import { boundedReadText, radarExclusionNote } from './texts';

const row = (cnpj: string): EmpresaResumo =>
  ({ cnpj, ddd1: '11', fone1: '33334444', ddd2: null, fone2: null }) as unknown as EmpresaResumo;
const rows = ['11111111000111', '22222222000122', '33333333000133', '44444444000144'].map(row);
const filters = { ...defaultFilters(), uf: 'SP' as const };
const known = {
  inLists: new Set(['11111111000111']),
  naoContatar: new Set(['22222222000122']),
  exported: new Set(['33333333000133']),
};

describe('what a check leaves out', () => {
  it('leaves out listed, "Não contatar" and exported companies, here, when the backend applies none', () => {
    const cleared = clearNewCompanies(rows, filters, new Set(), known);
    expect(cleared.rows.map((r) => r.cnpj)).toEqual(['44444444000144']);
    expect(cleared).toMatchObject({
      byBackend: [],
      here: ['listas', 'nao_contatar', 'exportadas'],
      notApplied: [],
      filtersHere: [],
    });
  });

  it('trusts a backend that leaves the lists out, and still leaves "Não contatar" out here', () => {
    // The backend's search already left the listed company out; a company put on "Não contatar"
    // after it ran is left out all the same.
    const cleared = clearNewCompanies(rows.slice(1), filters, new Set(['excluir_listas']), known);
    expect(cleared.rows.map((r) => r.cnpj)).toEqual(['44444444000144']);
    expect(cleared.byBackend).toEqual(['listas', 'nao_contatar']);
    expect(cleared.here).toEqual(['exportadas']);
  });

  it('says when exported companies could not be left out', () => {
    const cleared = clearNewCompanies(rows, filters, new Set(), { ...known, exported: null });
    expect(cleared.rows.map((r) => r.cnpj)).toEqual(['33333333000133', '44444444000144']);
    expect(cleared.notApplied).toEqual(['exportadas']);
    expect(radarExclusionNote(cleared)).toBe(
      'Deixadas de fora neste navegador, entre as empresas lidas: já nas suas listas, na lista "Não contatar". Não foi possível deixar de fora: exportadas antes.',
    );
  });

  it("applies the monitor's own filters the backend did not announce, and names them", () => {
    const matriz = { ...filters, somenteMatriz: true };
    const branch = row('55555555000255');
    const cleared = clearNewCompanies([branch, rows[3]!], matriz, new Set(), known);
    expect(cleared.rows.map((r) => r.cnpj)).toEqual(['44444444000144']);
    expect(cleared.filtersHere).toEqual(['Só matriz']);
  });

  it("names what the backend's check left out and what it did not", () => {
    const note = radarExclusionNote(backendExclusions(['listas', 'nao_contatar']));
    expect(note).toBe(
      'Deixadas de fora pelo servidor: já nas suas listas, na lista "Não contatar". Não foi possível deixar de fora: exportadas antes.',
    );
    expect(radarExclusionNote(clearNewCompanies(rows, filters, new Set(), known))).toContain(
      'as planilhas do Excel vêm do servidor e não contam',
    );
  });
});

describe('the bounded read of a check in this browser', () => {
  it('reads at most 5 pages of 50, newest first, and says where it stopped', () => {
    expect(RADAR_MAX_ROWS).toBe(250);
    expect(pagesToRead(0)).toBe(0);
    expect(pagesToRead(51)).toBe(2);
    expect(pagesToRead(1340)).toBe(5);
    expect(readStopped(250)).toBe(false);
    expect(readStopped(251)).toBe(true);
    expect(boundedReadText(250)).toBeNull();
    expect(boundedReadText(1340)).toContain('as primeiras 250 de 1.340');
  });
});
