// docs/product.md#screens-and-routes company detail: the connected page at /detalhes/{cnpj}, answered by the shared mock
// handlers (seeded: a valid CNPJ always has its company; partners belong to its root).
import { formatCnpj } from '@cnpj/domain';
import { createHandlers, exampleCnpj } from '@cnpj/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { api } from '../services/api';
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
