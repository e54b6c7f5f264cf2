// The extra criteria against the mock (decision 043): sent only to a backend that announced them in
// GET /api/capacidades; without it (404) the request carries none and the page narrows itself, saying so.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_ONLY_FILTER, openedInLastDays } from '@cnpj/domain';
import { api } from '../../shared/services/api';
import { startMockBackend } from '../../test/mock-backend';
import { SEARCH_PATH, renderSearchPage } from '../../test/render-search-page';

const backend = startMockBackend();

/** Every search call's URL from now on. */
function recordSearchUrls(): URL[] {
  const urls: URL[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/^\/api\/empresas\/(?!pagina|all|detalhe|socios)/.test(url.pathname)) urls.push(url);
  });
  return urls;
}

const MATRIZ = `${SEARCH_PATH}?uf=SP&cnaes=4721102&somenteMatriz=true`;
const CNPJ_LINK = /^\w{2}\.\w{3}\.\w{3}\/\w{4}-\d{2}$/;

/** Whether a CNPJ shown is numeric (the register's order 0001 then says head office). */
const isNumericShown = (cnpj: string) => /^[\d./-]+$/.test(cnpj);

/** The CNPJs of the rows shown. */
async function shownCnpjs(): Promise<string[]> {
  const table = await screen.findByRole('grid');
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
    .filter((text) => CNPJ_LINK.test(text));
}

describe('extra search criteria (docs/product.md#search)', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.removeItem('knownCompanies'));

  it('sends "Só matriz" to a backend that announced it, and the rows and total are its answer', async () => {
    const user = userEvent.setup();
    const urls = recordSearchUrls();
    renderSearchPage(MATRIZ);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByText(/^Exibindo/);
    expect(urls).toHaveLength(1);
    expect(urls[0]!.searchParams.get('somente_matriz')).toBe('true');
    for (const cnpj of await shownCnpjs()) expect(cnpj).toContain('/0001-');
    expect(screen.queryByText(new RegExp(PAGE_ONLY_FILTER))).not.toBeInTheDocument();
  });

  it('without GET /api/capacidades (404) sends nothing extra and narrows only the page, saying so', async () => {
    backend.scenarios('capabilitiesUnavailable');
    const user = userEvent.setup();
    const urls = recordSearchUrls();
    renderSearchPage(MATRIZ);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(`Só matriz: ${PAGE_ONLY_FILTER}`);
    expect(urls).toHaveLength(1);
    expect(urls[0]!.search).toBe('');
    const cnpjs = await shownCnpjs();
    expect(cnpjs.length).toBeGreaterThan(0);
    // An alphanumeric CNPJ without the flag is kept unjudged (the next test).
    for (const cnpj of cnpjs.filter(isNumericShown)) expect(cnpj).toContain('/0001-');
  });

  it('without the capability, keeps the alphanumeric CNPJs "Só matriz" cannot judge, and says how many', async () => {
    backend.scenarios('capabilitiesUnavailable');
    const user = userEvent.setup();
    // Companies opened around July 2026: numeric CNPJs before, alphanumeric ones since.
    renderSearchPage(`${MATRIZ}&dataAberturaIni=2026-06-25&dataAberturaFim=2026-07-05`);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const note = await screen.findByRole('note');
    const said = /Não foi possível saber se (\d+) empresas desta página são matriz ou filial/.exec(
      note.textContent ?? '',
    );
    expect(said).not.toBeNull();
    // The rows are drawn deferred (in slices), a moment after the note.
    await waitFor(async () =>
      expect((await shownCnpjs()).filter((cnpj) => !isNumericShown(cnpj))).toHaveLength(
        Number(said![1]),
      ),
    );
    const cnpjs = await shownCnpjs();
    expect(cnpjs.some((cnpj) => !isNumericShown(cnpj) && !cnpj.includes('/0001-'))).toBe(true);
    const numeric = cnpjs.filter(isNumericShown);
    expect(numeric.length).toBeGreaterThan(0);
    for (const cnpj of numeric) expect(cnpj).toContain('/0001-');
  });

  it('a quick chip fills the opening range and the search runs with it', async () => {
    const user = userEvent.setup();
    const urls = recordSearchUrls();
    renderSearchPage(`${SEARCH_PATH}?uf=SP&cnaes=4721102`);
    await user.click(await screen.findByRole('button', { name: 'Abertas nos últimos 90 dias' }));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(urls).toHaveLength(1));
    const { dataAberturaIni, dataAberturaFim } = openedInLastDays(90, new Date());
    const segments = decodeURIComponent(urls[0]!.pathname).split('/');
    expect(segments).toContain(dataAberturaIni);
    expect(segments).toContain(dataAberturaFim);
    expect(urls[0]!.search).toBe('');
  });

  it('"Não contatar" on a row marks it in place, and the next search leaves its list out', async () => {
    const user = userEvent.setup();
    const urls = recordSearchUrls();
    renderSearchPage(`${SEARCH_PATH}?uf=SP&cnaes=4721102`);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const [first] = await shownCnpjs();
    await user.click(screen.getByRole('button', { name: `Não contatar ${first}` }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Não contatar ${first}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
    await user.click(screen.getByRole('button', { name: 'Só matriz' }));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls[1]!.searchParams.get('excluir_listas')).toMatch(/^\d+$/);
    expect(urls[1]!.searchParams.get('somente_matriz')).toBe('true');
  });

  it('without the capability, leaves out the companies of the backend\'s "Não contatar" list, read through the one-list extension', async () => {
    backend.scenarios('capabilitiesUnavailable');
    const user = userEvent.setup();
    renderSearchPage(`${SEARCH_PATH}?uf=SP&cnaes=4721102`);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const [listed] = await shownCnpjs();
    // Another browser put it on the list: this one never recorded it.
    const lista = await api.createLista('Não contatar');
    await api.addCompaniesToList(lista.id, [listed!.replace(/\W/g, '')]);
    cleanup();
    renderSearchPage(`${SEARCH_PATH}?uf=SP&cnaes=4721102`);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByRole('note')).toHaveTextContent(`Não contatar: ${PAGE_ONLY_FILTER}`);
    // The rows are drawn deferred (in slices), a moment after the note.
    await waitFor(async () => expect(await shownCnpjs()).not.toContain(listed));
  });
});
