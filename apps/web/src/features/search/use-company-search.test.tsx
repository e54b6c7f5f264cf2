import type { SearchCriteria, SearchResponse } from '@cnpj/domain';
import { defaultFilters } from '@cnpj/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/services/server-state/query-client';
import type { ShownSearch } from './shown-page-url';
import { useCompanySearch, type SearchApi } from './use-company-search';

const row = (cnpj: string) => ({ cnpj }) as never;
const filters = (nomeEmpresa: string) => ({ ...defaultFilters(), uf: 'SP' as const, nomeEmpresa });

/** A search api whose search answers, and optionally pages, the test releases one by one. */
function deferredApi() {
  const pending: Record<string, (answer: { pesquisaId: string; total: number }) => void> = {};
  const pages: Record<number, () => void> = {};
  let holdPages = false;
  const api: SearchApi = {
    countSearches: vi.fn(async () => 0),
    searchCompanies: vi.fn(
      (criteria: SearchCriteria) =>
        new Promise<SearchResponse>((resolve) => (pending[criteria.nomeEmpresa ?? ''] = resolve)),
    ),
    getSearchPage: vi.fn(async ({ pesquisaId, page }) => {
      if (holdPages) await new Promise<void>((resolve) => (pages[page] = resolve));
      return [row(`${pesquisaId}-${page}`)];
    }),
  };
  return { api, pending, pages, holdPages: () => (holdPages = true) };
}

/**
 * The hook with the URL's part played by plain state; with `urlShows` false, the URL never names
 * another search (`show` is only recorded).
 */
function setup(countSearches?: SearchApi['countSearches'], plano = 'M', urlShows = true) {
  const fake = deferredApi();
  if (countSearches) fake.api.countSearches = countSearches;
  const onAlert = vi.fn();
  const recordShow = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const [shown, setShown] = useState<ShownSearch>({ filters: defaultFilters(), page: null });
      const show = urlShows ? setShown : recordShow;
      return { shown, ...useCompanySearch({ api: fake.api, plano, shown, show, onAlert }) };
    },
    { wrapper },
  );
  return { ...hook, ...fake, onAlert, show: recordShow };
}

describe('useCompanySearch (docs/product.md#states-and-transitions)', () => {
  it('keeps only the latest search when an older one answers last', async () => {
    const { result, pending } = setup();
    act(() => result.current.search(filters('ANTIGA')));
    await waitFor(() => expect(pending.ANTIGA).toBeDefined());
    act(() => result.current.search(filters('NOVA')));
    await waitFor(() => expect(pending.NOVA).toBeDefined());

    await act(async () => pending.NOVA?.({ pesquisaId: 'nova', total: 1 }));
    await act(async () => pending.ANTIGA?.({ pesquisaId: 'antiga', total: 9 }));

    await waitFor(() => expect(result.current.results.kind).toBe('ready'));
    expect(result.current.run?.pesquisaId).toBe('nova');
    expect(result.current.shown.filters.nomeEmpresa).toBe('NOVA');
    expect(result.current.results).toEqual({
      kind: 'ready',
      total: 1,
      page: 1,
      rows: [row('nova-1')],
    });
  });

  it('starts reading the first page as the search is stored, before the URL names it', async () => {
    const { result, pending, api, show } = setup(undefined, 'M', false);
    act(() => result.current.search(filters('PADARIA')));
    await waitFor(() => expect(pending.PADARIA).toBeDefined());
    await act(async () => pending.PADARIA?.({ pesquisaId: 'p', total: 3 }));
    // The URL has not named the search (`show` only recorded it): the read has started all the same.
    expect(show).toHaveBeenCalledTimes(1);
    expect(result.current.run).toBeNull();
    await waitFor(() => expect(api.getSearchPage).toHaveBeenCalledTimes(1));
    expect(api.getSearchPage).toHaveBeenCalledWith(
      expect.objectContaining({ pesquisaId: 'p', page: 1 }),
    );
  });

  it('reads the first page once, the screen sharing the read started early', async () => {
    const { result, pending, api, pages, holdPages } = setup();
    holdPages();
    act(() => result.current.search(filters('PADARIA')));
    await waitFor(() => expect(pending.PADARIA).toBeDefined());
    await act(async () => pending.PADARIA?.({ pesquisaId: 'p', total: 3 }));
    await waitFor(() => expect(pages[1]).toBeDefined());
    await act(async () => pages[1]?.());
    await waitFor(() => expect(result.current.results.kind).toBe('ready'));
    expect(api.getSearchPage).toHaveBeenCalledTimes(1);
  });

  it('reads no page for a search that found nothing', async () => {
    const { result, pending, api } = setup();
    act(() => result.current.search(filters('NADA')));
    await waitFor(() => expect(pending.NADA).toBeDefined());
    await act(async () => pending.NADA?.({ pesquisaId: 'n', total: 0 }));
    await waitFor(() => expect(result.current.results.kind).toBe('empty'));
    expect(api.getSearchPage).not.toHaveBeenCalled();
  });

  it('sends the accent-free name, and no user id of its own (the client adds the stored one)', async () => {
    const { result, pending, api } = setup();
    act(() => result.current.search(filters('Padaria São João')));
    await waitFor(() => expect(api.searchCompanies).toHaveBeenCalled());
    expect(api.searchCompanies).toHaveBeenCalledWith(
      expect.objectContaining({ nomeEmpresa: 'Padaria Sao Joao' }),
    );
    expect(api.searchCompanies).toHaveBeenCalledWith(
      expect.not.objectContaining({ user_id: expect.anything() }),
    );
    await act(async () => pending['Padaria Sao Joao']?.({ pesquisaId: 'p', total: 0 }));
    await waitFor(() => expect(result.current.results).toEqual({ kind: 'empty' }));
  });

  it('keeps the page on screen while the next loads, and names the next only once it has loaded', async () => {
    const { result, pending, pages, holdPages } = setup();
    act(() => result.current.search(filters('X')));
    await waitFor(() => expect(pending.X).toBeDefined());
    await act(async () => pending.X?.({ pesquisaId: 'x', total: 120 }));
    await waitFor(() => expect(result.current.results).toMatchObject({ kind: 'ready', page: 1 }));

    holdPages();
    act(() => result.current.goToPage(3));
    await waitFor(() => expect(pages[3]).toBeDefined());
    expect(result.current.pageLoading).toBe(true);
    expect(result.current.results).toMatchObject({ kind: 'ready', page: 1, rows: [row('x-1')] });
    expect(result.current.shown.page?.page).toBe(1);

    await act(async () => pages[3]?.());
    await waitFor(() => expect(result.current.results).toMatchObject({ kind: 'ready', page: 3 }));
    expect(result.current.shown.page?.page).toBe(3);
    expect(result.current.pageLoading).toBe(false);
  });

  it('a search refused by the free-plan limit changes nothing shown', async () => {
    const { result, pending, api, onAlert } = setup(async () => 0, 'G');
    act(() => result.current.search(filters('PRIMEIRA')));
    await waitFor(() => expect(pending.PRIMEIRA).toBeDefined());
    await act(async () => pending.PRIMEIRA?.({ pesquisaId: 'primeira', total: 2 }));
    await waitFor(() => expect(result.current.results.kind).toBe('ready'));
    const shown = result.current.shown;

    api.countSearches = vi.fn(async () => 10);
    act(() => result.current.search(filters('SEGUNDA')));
    await waitFor(() => expect(onAlert).toHaveBeenCalled());
    expect(api.searchCompanies).toHaveBeenCalledTimes(1);
    expect(result.current.shown).toBe(shown);
    await waitFor(() =>
      expect(result.current.results).toMatchObject({ kind: 'ready', rows: [row('primeira-1')] }),
    );
  });
});
