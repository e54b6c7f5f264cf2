// docs/product.md#screens-and-routes company search: filters, results header and paging, answered by the shared mock handlers
// (deterministic totals and rows for the same criteria).
import { createHandlers } from '@cnpj/mock-server';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FlowApp, freshBackend } from './FlowApp';

const meta = {
  title: 'Flows/Search',
  component: FlowApp,
  args: { path: '/pesquisar-empresas' },
  beforeEach: freshBackend,
} satisfies Meta<typeof FlowApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const PAGE_LOAD = { timeout: 15_000 };
/** docs/product.md#screens-and-routes results header of a full first page. */
const FIRST_PAGE_SUMMARY = /^Exibindo 50 de [\d.]+ resultados$/;

/** The pager's "Próxima" (the header's update-date badge also mentions "Próxima"). */
function nextPage(canvas: StoryContext['canvas']) {
  const pager = canvas.getByRole('navigation', { name: 'Paginação' });
  return within(pager).getByRole('button', { name: 'Próxima' });
}

/** The rows' CNPJ links to the detail page. */
function cnpjLinks(canvas: StoryContext['canvas']) {
  return canvas
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/detalhes/'));
}

/** Chooses SP and Campinas, as a user would, then searches. */
async function searchCampinas(canvas: StoryContext['canvas']) {
  const uf = await canvas.findByRole('combobox', { name: 'UF' }, PAGE_LOAD);
  // The UF choices arrive from the lookups endpoint after the select renders.
  await within(uf).findByRole('option', { name: 'SP - São Paulo' }, PAGE_LOAD);
  await userEvent.selectOptions(uf, 'SP - São Paulo');
  const cities = canvas.getByRole('combobox', { name: 'Cidades' });
  // Enabled once the UF's cities have loaded.
  await waitFor(() => expect(cities).toBeEnabled(), PAGE_LOAD);
  await userEvent.type(cities, 'Campinas');
  await userEvent.click(await canvas.findByRole('option', { name: 'Campinas' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
  await expect(await canvas.findByText(FIRST_PAGE_SUMMARY, {}, PAGE_LOAD)).toBeVisible();
  // The page's rows are drawn a moment after its header, at low priority (decision 045).
  await canvas.findByRole('grid', { name: 'Empresas encontradas' }, PAGE_LOAD);
}

/** docs/product.md#screens-and-routes, #states-and-transitions: a UF and a city find companies in pages of 50; "Próxima" loads page 2. */
export const SearchAndPage: Story = {
  play: async ({ canvas }) => {
    await searchCampinas(canvas);
    // A screenful is drawn first, the rest of the page a moment later.
    await waitFor(() => expect(canvas.getAllByText('Campinas/SP')).toHaveLength(50));
    await expect(canvas.getAllByText(/^Página 1 de [\d.]+$/)[0]).toBeVisible();
    const firstCnpj = cnpjLinks(canvas)[0]?.textContent;

    await userEvent.click(nextPage(canvas));

    await expect(
      (await canvas.findAllByText(/^Página 2 de [\d.]+$/, {}, PAGE_LOAD))[0],
    ).toBeVisible();
    await expect(canvas.getByText(FIRST_PAGE_SUMMARY)).toBeVisible();
    await expect(cnpjLinks(canvas)[0]?.textContent).not.toBe(firstCnpj);
  },
};

/** docs/product.md#plans-and-permissions: on the free plan only the first 50 results can be seen; "Próxima" shows the alert. */
export const FreePlanPaging: Story = {
  parameters: { msw: { handlers: createHandlers({ scenarios: ['freePlan'] }) } },
  play: async ({ canvas }) => {
    await searchCampinas(canvas);

    await userEvent.click(nextPage(canvas));

    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Você está no plano Grátis. Apenas os 50 primeiros resultados estão disponíveis. Assine para ter acesso completo.',
    );
    await expect(canvas.getAllByText(/^Página 1 de [\d.]+$/)[0]).toBeVisible();
  },
};

/** "OK" closes the free plan's paging alert and the results stay on page 1. */
export const FreePlanPagingDismissed: Story = {
  parameters: FreePlanPaging.parameters,
  play: async ({ canvas }) => {
    await searchCampinas(canvas);
    await userEvent.click(nextPage(canvas));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByText(/^Página 1 de [\d.]+$/)[0]).toBeVisible();
  },
};

/**
 * docs/product.md#search: leaving for another page with companies selected asks first and names what
 * would be lost (the search itself survives in the URL, so it is not named).
 */
export const LeaveWithSelectionConfirmation: Story = {
  play: async ({ canvas }) => {
    await searchCampinas(canvas);
    const table = await canvas.findByRole('grid', { name: 'Empresas encontradas' });
    await userEvent.click(
      within(table).getAllByRole('checkbox', { name: /^Selecionar (?!todas)/ })[0]!,
    );
    await userEvent.click(canvas.getAllByRole('link', { name: 'Início' })[0]!);
    const question = await screen.findByRole('alertdialog', { name: 'Sair da pesquisa?' });
    await expect(question).toHaveAccessibleDescription(
      'A empresa selecionada deixará de estar selecionada.',
    );
  },
};
