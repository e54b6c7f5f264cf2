import { describe, expect, it } from 'vitest';
import { isActive, isListsRoute, listHref, radarMonitorHref } from './nav';
import { isFreePlan } from '@cnpj/domain';

describe('isActive', () => {
  it('matches the page itself and its sub-pages', () => {
    expect(isActive('/minhas-listas', '/minhas-listas')).toBe(true);
    expect(isActive('/minhas-listas/7', '/minhas-listas')).toBe(true);
  });
  it('does not match a sibling that shares a prefix', () => {
    expect(isActive('/pesquisar-cnpj', '/pesquisar')).toBe(false);
  });
  it('matches Início only on the root', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/pesquisar-empresas', '/')).toBe(false);
  });
});

describe('isListsRoute (docs/product.md#screens-and-routes: the submenu opens on a lists route)', () => {
  it('is true on all lists and on one list', () => {
    expect(isListsRoute('/minhas-listas')).toBe(true);
    expect(isListsRoute(listHref({ id: 12 }))).toBe(true);
  });
  it('is false elsewhere', () => {
    expect(isListsRoute('/minha-assinatura')).toBe(false);
  });
});

describe('isFreePlan (docs/product.md#states-and-transitions)', () => {
  it('treats G, missing, empty and unknown plans as free', () => {
    for (const plan of ['G', null, undefined, '', 'X']) expect(isFreePlan(plan)).toBe(true);
  });
  it('treats the known paid codes as paid', () => {
    for (const plan of ['M', 'S', 'A']) expect(isFreePlan(plan)).toBe(false);
  });
});

describe('radarMonitorHref (docs/product.md#radar: opening a monitor shows its queue)', () => {
  it('is the Radar page followed by the monitor, kept whole in one segment', () => {
    expect(radarMonitorHref('m-1')).toBe('/radar/m-1');
    expect(radarMonitorHref('a/b')).toBe('/radar/a%2Fb');
  });
});
