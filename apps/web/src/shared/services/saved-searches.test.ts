import { describe, expect, it } from 'vitest';
import { savedSearches } from './saved-searches';

describe('saved searches', () => {
  it('saves the current filters under a name and reopens them', () => {
    const store = savedSearches();
    const filters = { uf: 'SP' as const, municipios: ['7107'], comEmail: true };

    const saved = store.save('  Padarias SP  ', filters);
    filters.municipios.push('changed after saving');

    expect(saved.name).toBe('Padarias SP');
    expect(store.open(saved.id)).toEqual({ uf: 'SP', municipios: ['7107'], comEmail: true });
  });

  it('lists the newest first', () => {
    const store = savedSearches();
    store.save('primeira', { uf: 'RJ' });
    store.save('segunda', { uf: 'MG' });

    expect(store.list().map((s) => s.name)).toEqual(['segunda', 'primeira']);
  });

  it('deletes a search, which then cannot be reopened', () => {
    const store = savedSearches();
    const saved = store.save('apagar', { uf: 'BA' });

    expect(store.delete(saved.id)).toBe(true);
    expect(store.open(saved.id)).toBeUndefined();
    expect(store.list()).toEqual([]);
  });

  it('refuses a blank name', () => {
    expect(() => savedSearches().save('   ', { uf: 'SP' })).toThrow();
  });
});
