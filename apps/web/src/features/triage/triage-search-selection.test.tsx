// docs/product.md#triage, decision 080: the companies selected in a search's triage (X) come back as
// the search's selection, with what was selected before, however the triage is left.
import { TRIAGE_BACK, TRIAGE_LABEL, TRIAGE_SUMMARY_TITLE } from '@cnpj/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { currentPath } from '../../test/render-app';
import { ELEVEN_PAGES, SEARCH_PATH } from '../../test/render-search-page';

startMockBackend();

const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Selecionar (?!todas)/ });

/** Runs the 11-page search on the search page and waits for its rows. */
async function searchElevenPages() {
  const opened = await openPage(SEARCH_PATH + ELEVEN_PAGES);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Pesquisar' }));
  await screen.findByText('Exibindo 50 de 533 resultados', undefined, { timeout: 10_000 });
  await screen.findAllByRole('checkbox', { name: /^Selecionar (?!todas)/ });
  return { user, ...opened };
}

/** Opens the search's triage from "Triagem" and marks its 2nd and 3rd companies with X. */
async function markSecondAndThird(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: TRIAGE_LABEL }));
  expect(await screen.findByText('1 de 533')).toBeInTheDocument();
  for (const n of [2, 3]) {
    await user.keyboard('j');
    expect(await screen.findByText(`${n} de 533`)).toBeInTheDocument();
    await user.keyboard('x');
    await waitFor(() =>
      expect(document.querySelector('[data-triage-action="select"]')).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  }
}

/** The search's rows ticked, in order. */
const ticked = () => rowBoxes().map((box) => box.getAttribute('aria-checked') === 'true');

describe('a search triage hands its marks back to the search', { timeout: 60_000 }, () => {
  it('"Voltar às empresas": the marks join the selection made before', async () => {
    const { user, router } = await searchElevenPages();
    const search = router.state.location.search;
    await user.click(rowBoxes()[0]!);
    expect(screen.getByText('1 empresa selecionada')).toBeInTheDocument();

    await markSecondAndThird(user);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: TRIAGE_SUMMARY_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRIAGE_BACK }));

    await waitFor(() => expect(currentPath(router)).toBe(SEARCH_PATH + search));
    expect(await screen.findByText('3 empresas selecionadas')).toBeInTheDocument();
    await screen.findAllByRole('checkbox', { name: /^Selecionar (?!todas)/ });
    expect(ticked().slice(0, 4)).toEqual([true, true, true, false]);
  });

  it("the browser's Back: the marks are the search's selection", async () => {
    const { user, router } = await searchElevenPages();
    await markSecondAndThird(user);
    await act(() => router.navigate(-1));

    await waitFor(() => expect(router.state.location.pathname).toBe(SEARCH_PATH));
    expect(await screen.findByText('2 empresas selecionadas')).toBeInTheDocument();
    await screen.findAllByRole('checkbox', { name: /^Selecionar (?!todas)/ });
    expect(ticked().slice(0, 4)).toEqual([false, true, true, false]);
  });
});
