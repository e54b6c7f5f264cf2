// The search flow against the shared mock handlers: the test holds the backend's answers to searches
// and pages, and lets them go in the order it needs (an older search answering last, a page still
// loading), then the shared handlers answer as they do for the app.
import { defaultFilters, type SearchFilters, type SearchResponse } from '@cnpj/domain';
import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/services/api';
import { sessionStore } from '../../shared/services/session-store';
import { startMockBackend } from '../../test/mock-backend';
import { recordPaths, searchRequests } from '../../test/render-search-page';
import { renderQueryHook } from '../../test/server-state';
import type { ShownSearch } from './shown-page-url';
import { useCompanySearch } from './use-company-search';

const backend = startMockBackend();

/** The backend user id the client puts in the search and page paths. */
const USER_ID = 'u-demo';

const filters = (nomeEmpresa: string, more: Partial<SearchFilters> = {}): SearchFilters => ({
  ...defaultFilters(),
  uf: 'SP',
  nomeEmpresa,
  ...more,
});
/** Finds 2 companies in the mock. */
const TWO = filters('PADARIA SAO JOAO LTDA', { cep: '01310-100' });
/** Finds 533 companies in the mock: 11 pages. */
const MANY = filters('PADARIA', { bairro: 'Centro' });

const PAGE_PATH = /^\/api\/empresas\/pagina\/([^/]+)\/(\d+)\//;
const segments = (path: string) => path.split('/');

/**
 * Holds every answer to a search or a page until the test lets it go; the shared handlers then
 * answer. Searches are named by their company-name segment, pages by their number.
 */
function holdBackend() {
  const searches = new Map<string, () => void>();
  const pages = new Map<number, () => void>();
  let holdingPages = false;
  backend.server.use(
    http.get('*/api/empresas/*', async ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname);
      const page = PAGE_PATH.exec(path);
      if (page) {
        if (holdingPages) await new Promise<void>((go) => pages.set(Number(page[2]), go));
      } else if (searchRequests([path]).length === 1) {
        const name = [TWO, MANY, ...named]
          .map((f) => f.nomeEmpresa ?? '')
          .find((n) => segments(path).includes(n));
        await new Promise<void>((go) => searches.set(name ?? path, go));
      }
      // Nothing returned: the shared handlers answer.
      return undefined;
    }),
  );
  return { searches, pages, holdPages: () => (holdingPages = true) };
}

/** Names of other searches the tests run (the held searches are told apart by them). */
const named: SearchFilters[] = [];

/** The searches' answers as the backend gave them, by company name, and every path it saw. */
function recordAnswers() {
  const answers = new Map<string, SearchResponse>();
  backend.server.events.on('response:mocked', async ({ request, response }) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (searchRequests([path]).length === 0 || !response.ok) return;
    const name = segments(path).find((s) => [TWO, MANY, ...named].some((f) => f.nomeEmpresa === s));
    if (name) answers.set(name, (await response.clone().json()) as SearchResponse);
  });
  return { answers, paths: recordPaths(backend.server) };
}

const pageReads = (paths: string[]) => paths.filter((path) => PAGE_PATH.test(path));

/** What the backend gives as page `page` of the search `name` answered. */
async function pageOf(answer: SearchResponse | undefined, page: number) {
  if (!answer) throw new Error('no answer');
  return api.getSearchPage({ pesquisaId: answer.pesquisaId, ordenacao: 'D', page });
}

/**
 * The hook with the URL's part played by plain state; with `urlShows` false, the URL never names
 * another search (`show` is only recorded).
 */
function setup(plano = 'M', urlShows = true) {
  // The mock's lenient demo user, signed in as the page has it.
  sessionStore.setAccessToken('token-demo');
  sessionStore.setUserId(USER_ID);
  sessionStore.setIdentityUid('demo-uid');
  const held = holdBackend();
  const recorded = recordAnswers();
  const onAlert = vi.fn();
  const recordShow = vi.fn();
  const hook = renderQueryHook(() => {
    const [shown, setShown] = useState<ShownSearch>({ filters: defaultFilters(), page: null });
    const show = urlShows ? setShown : recordShow;
    return { shown, ...useCompanySearch({ plano, shown, show, onAlert }) };
  });
  return { ...hook, ...held, ...recorded, onAlert, show: recordShow };
}

const nameOf = (f: SearchFilters) => f.nomeEmpresa ?? '';

describe('useCompanySearch (docs/product.md#states-and-transitions)', { timeout: 30_000 }, () => {
  it('keeps only the latest search when an older one answers last', async () => {
    const { result, searches, answers } = setup();
    act(() => result.current.search(MANY));
    await waitFor(() => expect(searches.get(nameOf(MANY))).toBeDefined());
    act(() => result.current.search(TWO));
    await waitFor(() => expect(searches.get(nameOf(TWO))).toBeDefined());

    await act(async () => searches.get(nameOf(TWO))?.());
    await waitFor(() => expect(answers.get(nameOf(TWO))).toBeDefined());
    await act(async () => searches.get(nameOf(MANY))?.());
    await waitFor(() => expect(answers.get(nameOf(MANY))).toBeDefined());

    await waitFor(() => expect(result.current.results.kind).toBe('ready'));
    const newer = answers.get(nameOf(TWO));
    expect(result.current.run?.pesquisaId).toBe(newer?.pesquisaId);
    expect(result.current.run?.pesquisaId).not.toBe(answers.get(nameOf(MANY))?.pesquisaId);
    expect(result.current.shown.filters.nomeEmpresa).toBe(nameOf(TWO));
    expect(result.current.results).toEqual({
      kind: 'ready',
      total: 2,
      page: 1,
      rows: await pageOf(newer, 1),
    });
  });

  it('starts reading the first page as the search is stored, before the URL names it', async () => {
    const { result, searches, answers, paths, show } = setup('M', false);
    act(() => result.current.search(TWO));
    await waitFor(() => expect(searches.get(nameOf(TWO))).toBeDefined());
    await act(async () => searches.get(nameOf(TWO))?.());
    // The URL has not named the search (`show` only recorded it): the read has started all the same.
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(result.current.run).toBeNull();
    await waitFor(() => expect(pageReads(paths)).toHaveLength(1));
    const [read] = pageReads(paths);
    const match = PAGE_PATH.exec(read ?? '');
    expect(match?.[1]).toBe(answers.get(nameOf(TWO))?.pesquisaId);
    expect(match?.[2]).toBe('1');
  });

  it('reads the first page once, the screen sharing the read started early', async () => {
    const { result, searches, pages, holdPages, paths } = setup();
    holdPages();
    act(() => result.current.search(TWO));
    await waitFor(() => expect(searches.get(nameOf(TWO))).toBeDefined());
    await act(async () => searches.get(nameOf(TWO))?.());
    await waitFor(() => expect(pages.get(1)).toBeDefined());
    await act(async () => pages.get(1)?.());
    await waitFor(() => expect(result.current.results.kind).toBe('ready'));
    expect(pageReads(paths)).toHaveLength(1);
  });

  it('reads no page for a search that found nothing', async () => {
    // Before the holding handler, which then goes in front of the scenario's.
    backend.scenarios('emptySearch');
    const { result, searches, paths } = setup();
    act(() => result.current.search(TWO));
    await waitFor(() => expect(searches.get(nameOf(TWO))).toBeDefined());
    await act(async () => searches.get(nameOf(TWO))?.());
    await waitFor(() => expect(result.current.results.kind).toBe('empty'));
    expect(pageReads(paths)).toEqual([]);
  });

  it('sends the accent-free name, and no user id of its own (the client adds the stored one)', async () => {
    const accented = filters('Padaria São João');
    named.push(filters('Padaria Sao Joao'));
    const { result, searches, paths } = setup();
    act(() => result.current.search(accented));
    await waitFor(() => expect(searchRequests(paths)).toHaveLength(1));
    const [sent] = searchRequests(paths);
    expect(segments(sent ?? '')).toContain('Padaria Sao Joao');
    expect(sent).not.toContain('São');
    // The stored backend user id, once: the hook adds none of its own.
    expect(segments(sent ?? '').filter((segment) => segment === USER_ID)).toHaveLength(1);
    await act(async () => searches.get('Padaria Sao Joao')?.());
    await waitFor(() => expect(result.current.results.kind).not.toBe('loading'));
    named.pop();
  });

  it('keeps the page on screen while the next loads, and names the next only once it has loaded', async () => {
    const { result, searches, pages, holdPages, answers } = setup();
    act(() => result.current.search(MANY));
    await waitFor(() => expect(searches.get(nameOf(MANY))).toBeDefined());
    await act(async () => searches.get(nameOf(MANY))?.());
    await waitFor(() => expect(result.current.results).toMatchObject({ kind: 'ready', page: 1 }));
    const first = await pageOf(answers.get(nameOf(MANY)), 1);

    holdPages();
    act(() => result.current.goToPage(3));
    await waitFor(() => expect(pages.get(3)).toBeDefined());
    expect(result.current.pageLoading).toBe(true);
    expect(result.current.results).toMatchObject({ kind: 'ready', page: 1, rows: first });
    expect(result.current.shown.page?.page).toBe(1);

    await act(async () => pages.get(3)?.());
    await waitFor(() => expect(result.current.results).toMatchObject({ kind: 'ready', page: 3 }));
    expect(result.current.shown.page?.page).toBe(3);
    expect(result.current.pageLoading).toBe(false);
  });

  it('a search refused by the free-plan limit changes nothing shown', async () => {
    const { result, searches, answers, paths, onAlert } = setup('G');
    act(() => result.current.search(TWO));
    await waitFor(() => expect(searches.get(nameOf(TWO))).toBeDefined());
    await act(async () => searches.get(nameOf(TWO))?.());
    await waitFor(() => expect(result.current.results.kind).toBe('ready'));
    const shown = result.current.shown;
    const rows = await pageOf(answers.get(nameOf(TWO)), 1);

    backend.scenarios('searchLimitReached');
    act(() => result.current.search(MANY));
    await waitFor(() => expect(onAlert).toHaveBeenCalled());
    expect(searchRequests(paths)).toHaveLength(1);
    expect(result.current.shown).toBe(shown);
    await waitFor(() => expect(result.current.results).toMatchObject({ kind: 'ready', rows }));
  });
});
