import { describe, expect, it } from 'vitest';
import { toSearchCriteria } from '../search/criteria';
import { defaultFilters } from '../search/filters';
import type { SearchCriteria } from '../types';
import { radarAvailable, releaseDue } from './plan';
import {
  afterCheck,
  afterMarkSeen,
  checkCriteria,
  checkWindow,
  inQueue,
  releaseToCheck,
} from './releases';
import type { RadarMonitor } from './types';

const monitor: RadarMonitor = {
  id: 'm1',
  nome: 'Padarias Campinas',
  filtros: toSearchCriteria({ ...defaultFilters(), uf: 'SP', nomeEmpresa: 'PADARIA' })!,
  pausado: false,
  base_verificada: null,
  verificado_em: null,
  novas: 0,
  novas_desde: null,
  visto_ate: null,
  criado_em: '2026-11-02T12:00:00.000Z',
};

describe('which release a monitor checks', () => {
  it('checks the update date when it is newer than the release checked last', () => {
    expect(releaseToCheck('2026-11-30T03:00:00.000Z', '2026-10-31')).toBe('2026-11-30');
    expect(releaseToCheck('2026-10-31', '2026-10-31')).toBeNull();
    // A backend that went back (a re-import) brings nothing to check.
    expect(releaseToCheck('2026-09-30', '2026-10-31')).toBeNull();
  });

  it('checks any release for a monitor never checked, and nothing without a date', () => {
    expect(releaseToCheck('2026-10-31', null)).toBe('2026-10-31');
    expect(releaseToCheck(null, null)).toBeNull();
    expect(releaseToCheck('31/10/2026', null)).toBeNull();
  });
});

describe('the opening dates of a check', () => {
  it('takes the 30 days up to the release for a first check', () => {
    expect(checkWindow('2026-10-31', null)).toEqual({
      after: '2026-10-01',
      from: '2026-10-02',
      until: '2026-10-31',
    });
  });

  it('takes every day after the release checked last, however many releases came between', () => {
    expect(checkWindow('2026-11-30', '2026-10-31')).toEqual({
      after: '2026-10-31',
      from: '2026-11-01',
      until: '2026-11-30',
    });
    expect(checkWindow('2027-01-31', '2026-10-31').from).toBe('2026-11-01');
    expect(checkWindow('2028-03-01', '2028-02-28').from).toBe('2028-02-29');
  });

  it("keeps the monitor's own opening dates and searches newest first", () => {
    const window = checkWindow('2026-11-30', '2026-10-31');
    const own: SearchCriteria = { ...monitor.filtros, dataAberturaIni: '2026-11-10' };
    expect(checkCriteria(own, window)).toMatchObject({
      dataAberturaIni: '2026-11-10',
      dataAberturaFim: '2026-11-30',
      ordenacao: 'D',
      uf: 'SP',
    });
    expect(checkCriteria({ ...monitor.filtros, dataAberturaFim: '2025-12-31' }, window)).toBeNull();
  });
});

describe('a monitor through its checks', () => {
  it('counts its queue from the first check and keeps it until marked as seen', () => {
    const first = afterCheck(monitor, '2026-10-31', 12, new Date('2026-11-02T12:00:00Z'));
    expect(first).toMatchObject({
      base_verificada: '2026-10-31',
      novas: 12,
      novas_desde: '2026-10-01',
    });
    const second = afterCheck(first, '2026-11-30', 20, new Date('2026-12-03T12:00:00Z'));
    expect(second.novas_desde).toBe('2026-10-01');
    expect(inQueue('2026-10-31', second)).toBe(true);

    const seen = afterMarkSeen(second, '2026-11-30', 0);
    expect(seen).toMatchObject({ visto_ate: '2026-11-30', novas_desde: '2026-11-30', novas: 0 });
    expect(inQueue('2026-11-30', seen)).toBe(false);
    expect(inQueue('2026-12-31', seen)).toBe(true);
  });

  it('marks as seen only up to the release the user was shown', () => {
    const checked = afterCheck(monitor, '2026-11-30', 5, new Date());
    // The page showed 31/10 while 30/11 arrived: its companies stay.
    expect(afterMarkSeen(checked, '2026-10-31', 5).visto_ate).toBe('2026-10-31');
    // A date past the release checked counts as that release.
    expect(afterMarkSeen(checked, '2027-01-31', 0).visto_ate).toBe('2026-11-30');
  });
});

describe('the Radar and the plans', () => {
  it('is for paid plans only', () => {
    expect(radarAvailable('M')).toBe(true);
    expect(radarAvailable('G')).toBe(false);
    expect(radarAvailable(null)).toBe(false);
  });

  it('never checks on the free plan, while the plan is read, or while paused', () => {
    expect(releaseDue(monitor, 'M', '2026-10-31')).toBe('2026-10-31');
    expect(releaseDue(monitor, 'G', '2026-10-31')).toBeNull();
    expect(releaseDue(monitor, undefined, '2026-10-31')).toBeNull();
    expect(releaseDue({ ...monitor, pausado: true }, 'M', '2026-10-31')).toBeNull();
    expect(releaseDue({ ...monitor, base_verificada: '2026-10-31' }, 'M', '2026-10-31')).toBeNull();
  });
});
