// The bulk lookup's triage (docs/product.md#triage, decision 078): the found companies one at a time,
// in the order shown, opened in the page over the lookup kept as it is, and back to it with the
// text, the results and the companies selected in the triage.
import {
  NAO_CONTATAR_LIST_NAME,
  TRIAGE_BACK,
  TRIAGE_LABEL,
  TRIAGE_SUMMARY_TITLE,
  formatCnpj,
} from '@cnpj/domain';
import { exampleCnpj } from '@cnpj/mock-server';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/services/api';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { currentPath } from '../../test/render-app';

startMockBackend();
// The page's code, loaded once before the first test's clock starts (a cold import takes seconds).
beforeAll(() => import('./BulkLookupPage'), 60_000);

async function naoContatarCnpjs(): Promise<string[]> {
  const list = (await api.listListas()).find((item) => item.descricao === NAO_CONTATAR_LIST_NAME);
  if (!list) return [];
  return (await api.getLista(list.id, { page: 1, recordsPerPage: 50 })).data.map((r) => r.cnpj);
}

const shownCard = () => screen.getByRole('article').textContent;

describe("the bulk lookup's triage", () => {
  it('walks the found companies in their order, puts one on "Não contatar" and comes back to the same results with the selection made', async () => {
    const { router } = await openPage('/consultar-cnpjs-em-lote');
    const user = userEvent.setup();
    const text = `${exampleCnpj(2)}\n${exampleCnpj(1)}\n${exampleCnpj(3)}`;
    await user.click(screen.getByRole('textbox', { name: 'CNPJs' }));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Encontradas (3)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TRIAGE_LABEL }));
    await waitFor(() => expect(currentPath(router)).toBe('/consultar-cnpjs-em-lote?triagem=1'));
    expect(await screen.findByText('1 de 3')).toBeInTheDocument();
    expect(shownCard()).toContain(formatCnpj(exampleCnpj(2)));
    await user.keyboard('x');
    await user.keyboard('j');
    expect(await screen.findByText('2 de 3')).toBeInTheDocument();
    expect(shownCard()).toContain(formatCnpj(exampleCnpj(1)));
    await user.keyboard('n');
    await waitFor(async () => expect(await naoContatarCnpjs()).toContain(exampleCnpj(1)));

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: TRIAGE_SUMMARY_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRIAGE_BACK }));
    await waitFor(() => expect(currentPath(router)).toBe('/consultar-cnpjs-em-lote'));
    // Nothing lost: the text, the results, and the company selected in the triage.
    expect(screen.getByRole('textbox', { name: 'CNPJs' })).toHaveValue(text);
    expect(screen.getByText('Encontradas (3)')).toBeVisible();
    expect(screen.getByText('1 empresa selecionada')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    // The found companies' boxes, after the one that selects them all: the first one selected.
    const boxes = screen.getAllByRole('checkbox', { name: /^Selecionar / }).slice(-3);
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
    ]);
  });

  it("leaves the triage with the browser's Back, back to the results with the companies marked", async () => {
    const { router } = await openPage('/consultar-cnpjs-em-lote');
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'CNPJs' }));
    await user.paste(`${exampleCnpj(1)}\n${exampleCnpj(2)}`);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await user.click(await screen.findByRole('button', { name: TRIAGE_LABEL }));
    expect(await screen.findByText('1 de 2')).toBeInTheDocument();
    await user.keyboard('x');
    await router.navigate(-1);
    await waitFor(() => expect(currentPath(router)).toBe('/consultar-cnpjs-em-lote'));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('Encontradas (2)')).toBeInTheDocument();
    expect(screen.getByText('1 empresa selecionada')).toBeVisible();
  });
});
