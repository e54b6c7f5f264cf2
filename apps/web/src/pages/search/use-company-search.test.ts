import type { SearchCriteria, SearchResponse } from '@cnpj/domain';
import { defaultFilters } from '@cnpj/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCompanySearch, type SearchApi } from './use-company-search';

const row = (cnpj: string) => ({ cnpj }) as never;
const filters = (nomeEmpresa: string) => ({ ...defaultFilters(), uf: 'SP' as const, nomeEmpresa });

/** A search api whose answers the test releases one by one. */
function deferredApi() {
  const pending: Record<string, (answer: { pesquisaId: string; total: number }) => void> = {};
  const api: SearchApi = {
    countSearches: vi.fn(async () => 0),
    searchCompanies: vi.fn(
      (criteria: SearchCriteria) =>
        new Promise<SearchResponse>((resolve) => (pending[criteria.nomeEmpresa ?? ''] = resolve)),
    ),
    getSearchPage: vi.fn(async ({ pesquisaId, page }) => [row(`${pesquisaId}-${page}`)]),
  };
  return { api, pending };
}

function setup() {
  const { api, pending } = deferredApi();
  const onAlert = vi.fn();
  const user = { uid: 'uid-1' };
  const hook = renderHook(() => useCompanySearch({ api, user, plano: 'M', onAlert }));
  return { ...hook, api, pending, onAlert };
}

describe('useCompanySearch (docs/product.md#states-and-transitions)', () => {
  it('keeps only the latest search when an older one answers last', async () => {
    const { result, pending } = setup();
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => void (first = result.current.search(filters('ANTIGA'))));
    act(() => void result.current.search(filters('NOVA')));
    await waitFor(() => expect(pending.NOVA).toBeDefined());

    await act(async () => pending.NOVA?.({ pesquisaId: 'nova', total: 1 }));
    await act(async () => pending.ANTIGA?.({ pesquisaId: 'antiga', total: 9 }));

    expect(await first).toBe(false);
    expect(result.current.run?.pesquisaId).toBe('nova');
    expect(result.current.results).toEqual({
      kind: 'ready',
      total: 1,
      page: 1,
      rows: [row('nova-1')],
    });
  });

  it('sends the accent-free name, and no user id of its own (the client adds the stored one)', async () => {
    const { result, pending, api } = setup();
    act(() => void result.current.search(filters('Padaria São João')));
    await waitFor(() => expect(api.searchCompanies).toHaveBeenCalled());
    expect(api.searchCompanies).toHaveBeenCalledWith(
      expect.objectContaining({ nomeEmpresa: 'Padaria Sao Joao' }),
    );
    expect(api.searchCompanies).toHaveBeenCalledWith(
      expect.not.objectContaining({ user_id: expect.anything() }),
    );
    await act(async () => pending['Padaria Sao Joao']?.({ pesquisaId: 'p', total: 0 }));
    expect(result.current.results).toEqual({ kind: 'empty' });
  });

  it('goes back to idle when cleared', async () => {
    const { result, pending } = setup();
    act(() => void result.current.search(filters('X')));
    await waitFor(() => expect(pending.X).toBeDefined());
    await act(async () => pending.X?.({ pesquisaId: 'x', total: 120 }));
    await act(async () => result.current.goToPage(3));
    expect(result.current.results).toMatchObject({ kind: 'ready', page: 3 });

    act(() => result.current.clear());
    expect(result.current.results).toEqual({ kind: 'idle' });
    expect(result.current.run).toBeNull();
  });
});
