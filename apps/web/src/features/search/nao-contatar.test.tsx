// "Não contatar" you can trust, against the mock (docs/product.md#search "Only companies new to you",
// decision 057): the row stays in its place, marked, with a message and "Desfazer"; the undo takes
// the company off the list; a search reopened by link leaves out what went on the list after it ran;
// the free plan's refusal and a failed call are told in words that say what happened.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  NAO_CONTATAR_DONE,
  NAO_CONTATAR_FREE_PLAN,
  NAO_CONTATAR_LIST_NAME,
  NAO_CONTATAR_LOCAL_ONLY,
  NAO_CONTATAR_UNDO_FAILED,
  NAO_CONTATAR_UNDONE,
} from '@cnpj/domain';
import { api } from '../../shared/services/api';
import { knownCompaniesState } from '../../shared/company-set/known-companies';
import { startMockBackend } from '../../test/mock-backend';
import { SEARCH_PATH, renderSearchPage } from '../../test/render-search-page';
import { openPage } from '../../test/open-page';
import { exampleCnpj } from '@cnpj/mock-server';

const backend = startMockBackend();
const SEARCH = `${SEARCH_PATH}?uf=SP&cnaes=4721102`;
const CNPJ_LINK = /^\d{2}\.\w{3}\.\w{3}\/\w{4}-\d{2}$/;

/** The CNPJs of the rows shown, in their order. */
async function shownCnpjs(): Promise<string[]> {
  const table = await screen.findByRole('grid');
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
    .filter((text) => CNPJ_LINK.test(text));
}

/** The companies on the backend's "Não contatar" list (none when it has no such list). */
async function onBackendList(): Promise<string[]> {
  const list = (await api.listListas()).find((item) => item.descricao === NAO_CONTATAR_LIST_NAME);
  return list
    ? (await api.getLista(list.id, { page: 1, recordsPerPage: 100 })).data.map((row) => row.cnpj)
    : [];
}

const digits = (cnpj: string) => cnpj.replace(/\W/g, '');

/** Runs the search and puts its first company on "Não contatar"; answers that CNPJ and the order. */
async function putFirst(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
  // The first rows, those a table draws first (it draws the rest as the page scrolls).
  await waitFor(async () => expect((await shownCnpjs()).length).toBeGreaterThanOrEqual(5));
  const before = (await shownCnpjs()).slice(0, 5);
  await user.click(screen.getByRole('button', { name: `Não contatar ${before[0]}` }));
  return { first: before[0]!, before };
}

describe('"Não contatar" (docs/product.md#search)', { timeout: 60_000 }, () => {
  beforeEach(() =>
    knownCompaniesState.write(() => ({ inLists: new Set(), naoContatar: new Set() })),
  );

  it('keeps the row in its place, marked, and says so with "Desfazer"; nothing slides up', async () => {
    const user = userEvent.setup();
    renderSearchPage(SEARCH);
    const { first, before } = await putFirst(user);
    // Told in a live region, so a screen reader hears it without losing its place.
    expect((await screen.findByText(NAO_CONTATAR_DONE)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
    expect((await shownCnpjs()).slice(0, 5)).toEqual(before);
    expect(screen.getByRole('button', { name: `Não contatar ${first}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await onBackendList()).toEqual([digits(first)]);
  });

  it('"Desfazer" takes the company off the list and unmarks it in place', async () => {
    const user = userEvent.setup();
    renderSearchPage(SEARCH);
    const { first, before } = await putFirst(user);
    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText(NAO_CONTATAR_UNDONE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Não contatar ${first}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect((await shownCnpjs()).slice(0, 5)).toEqual(before);
    expect(await onBackendList()).toEqual([]);
    expect(knownCompaniesState.read().naoContatar.has(digits(first))).toBe(false);
  });

  it('a company kept in place leaves the page with the next search', async () => {
    const user = userEvent.setup();
    renderSearchPage(SEARCH);
    const { first } = await putFirst(user);
    await screen.findByText(NAO_CONTATAR_DONE);
    await user.click(screen.getByRole('button', { name: 'Editar filtros' }));
    await user.click(screen.getByRole('button', { name: 'Só matriz' }));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(async () => expect(await shownCnpjs()).not.toContain(first));
    expect(screen.queryByText(NAO_CONTATAR_DONE)).not.toBeInTheDocument();
  });

  it('a search reopened by link leaves out a company put on the list after it ran, elsewhere', async () => {
    const user = userEvent.setup();
    const { router } = renderSearchPage(SEARCH);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const [listed] = await shownCnpjs();
    const link = router.state.location.pathname + router.state.location.search;
    // Another browser put it on the list: this one never recorded it.
    const lista = await api.createLista(NAO_CONTATAR_LIST_NAME);
    await api.addCompaniesToList(lista.id, [digits(listed!)]);
    cleanup();
    renderSearchPage(link);
    await screen.findByText(/^Exibindo/);
    await waitFor(async () => expect(await shownCnpjs()).not.toContain(listed));
  });

  it('on the free plan says the account keeps no lists and the company is hidden in this browser', async () => {
    backend.scenarios('freePlan');
    const user = userEvent.setup();
    renderSearchPage(SEARCH);
    const { first } = await putFirst(user);
    expect(await screen.findByText(NAO_CONTATAR_FREE_PLAN)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Undone in this browser alone: there is no list to take it off.
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText(NAO_CONTATAR_UNDONE)).toBeInTheDocument();
    expect(knownCompaniesState.read().naoContatar.has(digits(first))).toBe(false);
  });

  it('when the list call fails, says the company is hidden in this browser only', async () => {
    backend.scenarios('addToListError');
    const user = userEvent.setup();
    renderSearchPage(SEARCH);
    const { first } = await putFirst(user);
    expect(await screen.findByText(NAO_CONTATAR_LOCAL_ONLY)).toBeInTheDocument();
    expect(knownCompaniesState.read().naoContatar.has(digits(first))).toBe(true);
  });

  it('on the detail, offers "Desfazer" and takes the company off the list again', async () => {
    const cnpj = exampleCnpj(3);
    await openPage(`/detalhes/${cnpj}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Não contatar' }));
    expect((await screen.findByText(NAO_CONTATAR_DONE)).closest('[role="status"]')).not.toBeNull();
    expect(await onBackendList()).toEqual([cnpj]);
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText(NAO_CONTATAR_UNDONE)).toBeInTheDocument();
    expect(await onBackendList()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Não contatar' })).toBeEnabled();
  });

  it('when the backend keeps it on the list, the undo says so and can be tried again', async () => {
    const user = userEvent.setup();
    renderSearchPage(SEARCH);
    const { first } = await putFirst(user);
    await screen.findByText(NAO_CONTATAR_DONE);
    backend.scenarios('removeFromListError');
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText(NAO_CONTATAR_UNDO_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Não contatar ${first}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
  });
});
