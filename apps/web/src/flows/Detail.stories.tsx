// docs/product.md#screens-and-routes company detail: the connected page at /detalhes/{cnpj}, answered by the shared mock
// handlers (seeded: a valid CNPJ always has its company; partners belong to its root).
import { ADD_TO_LIST_FAILED_MESSAGE, FREE_PLAN_LISTS_ALERT, formatCnpj } from '@cnpj/domain';
import { createHandlers, exampleCnpj } from '@cnpj/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '../shared/services/api';
import { FlowApp, freshBackend } from './FlowApp';

const PAGE_LOAD = { timeout: 15_000 };

const meta = {
  title: 'Flows/Detail',
  component: FlowApp,
  args: { path: `/detalhes/${exampleCnpj(1)}` },
  beforeEach: freshBackend,
} satisfies Meta<typeof FlowApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first example CNPJ whose company has partners, asked of the same handlers the page uses, so
 * the story does not depend on which seeded companies happen to have none.
 */
async function companyWithPartners() {
  for (let n = 1; n <= 20; n += 1) {
    const partners = await api.listPartners(exampleCnpj(n));
    if (partners.length > 0) return { cnpj: exampleCnpj(n), partner: partners[0]!.nome_socio };
  }
  throw new Error('No example company with partners');
}

/** docs/product.md#screens-and-routes: the company loads full screen, with its partners. */
export const WithPartners: Story = {
  loaders: [async () => ({ company: await companyWithPartners() })],
  render: (_args, { loaded }) => <FlowApp path={`/detalhes/${loaded.company.cnpj}`} />,
  play: async ({ canvas, loaded }) => {
    const { cnpj, partner } = loaded.company as Awaited<ReturnType<typeof companyWithPartners>>;
    await expect(await canvas.findByText(formatCnpj(cnpj), {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const partners = within(canvas.getByRole('region', { name: 'Sócios' }));
    await expect(partners.getAllByText(partner).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** docs/product.md#errors: an unknown CNPJ shows "CNPJ não encontrado". */
export const DetailNotFound: Story = {
  parameters: { msw: { handlers: createHandlers({ scenarios: ['detailNotFound'] }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'CNPJ não encontrado' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Verifique o CNPJ informado e tente novamente.')).toBeVisible();
  },
};

/** Dialogs render in a portal: plays read the whole document. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the company, presses "Adicionar à lista" and returns the dialog. */
async function openAddToList(canvasElement: HTMLElement) {
  const screen = within(canvasElement);
  await screen.findByText(formatCnpj(exampleCnpj(1)), {}, PAGE_LOAD);
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar à lista' }));
  return page(canvasElement).findByRole('dialog', { name: 'Adicionar à lista' }, PAGE_LOAD);
}

/** docs/product.md#company-detail: "Adicionar à lista" opens the search's dialog for this one company. */
export const AddToListOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddToList(canvasElement);
    await expect(within(dialog).getByText('1 empresa selecionada')).toBeVisible();
    await expect(await within(dialog).findByRole('radio', { name: 'Fornecedores' })).toBeVisible();
  },
};

/** The company is added: the dialog confirms it, then closes itself after 2 s. */
export const AddedToList: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddToList(canvasElement);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Fornecedores' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(
      await within(dialog).findByText('Empresas adicionadas à lista com sucesso!'),
    ).toBeVisible();
  },
};

/** docs/product.md#errors: the add failed; the dialog says so and stays open to try again. */
export const AddToListFailed: Story = {
  parameters: { msw: { handlers: createHandlers({ scenarios: ['addToListError'] }) } },
  play: async ({ canvasElement }) => {
    const dialog = await openAddToList(canvasElement);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Fornecedores' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ADD_TO_LIST_FAILED_MESSAGE,
    );
  },
};

/**
 * docs/product.md#plans-and-permissions: a free-plan user is told "Assine para poder gerar listas."
 * with "Assinar" (by the app once the plan is read, else by the dialog from the backend's refusal).
 */
export const AddToListFreePlan: Story = {
  parameters: { msw: { handlers: createHandlers({ scenarios: ['freePlan'] }) } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(formatCnpj(exampleCnpj(1)), {}, PAGE_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à lista' }));
    const told = await page(canvasElement).findByText(FREE_PLAN_LISTS_ALERT, {}, PAGE_LOAD);
    await expect(told).toBeVisible();
    await waitFor(() =>
      expect(page(canvasElement).getByRole('link', { name: 'Assinar' })).toBeVisible(),
    );
  },
};

/** docs/product.md#company-detail: the mark of the slim header leads into the app, with its menu. */
export const MarkLeadsHome: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(formatCnpj(exampleCnpj(1)), {}, PAGE_LOAD);
    await userEvent.click(canvas.getByRole('link', { name: 'CNPJ Leads' }));
    await expect(
      await canvas.findByRole('navigation', { name: 'Menu principal' }, PAGE_LOAD),
    ).toBeVisible();
  },
};
