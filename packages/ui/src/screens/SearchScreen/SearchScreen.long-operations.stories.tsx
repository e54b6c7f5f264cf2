import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { defaultFilters } from '@cnpj/domain';
import { buildRows } from '../shared/companies/fixtures';
import { baseArgs, SearchPage, StatefulSearchScreen } from './story-helpers';
import { findModal } from '../shared/story-helpers';

const results = { kind: 'ready', total: 120_000, page: 1, rows: buildRows(10) } as const;

// docs/product.md#search "Long operations": sending every result above the cap asks first; loading every result
// and downloading the Excel file show how far they are and can be cancelled.
const meta = {
  title: 'Screens/Search/Long operations',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: {
    ...baseArgs,
    filters: { ...defaultFilters(), uf: 'SP', comEmail: true },
    results,
    layout: 'table',
    onCancelTransfer: fn(),
    onConfirmSendAll: fn(),
    onCancelSendAll: fn(),
  },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** More results than a list takes: the total, and that only the first 65.535 will be sent, before anything is sent. */
export const SendAllConfirmation: Story = {
  args: { sendAllConfirmation: { total: 120_000 } },
  play: async () => {
    const dialog = await findModal(screen, 'alertdialog', { name: 'Enviar todos para lista' });
    await expect(dialog).toHaveAccessibleDescription(
      'A pesquisa retornou 120.000 resultados. Apenas os primeiros 65.535 serão enviados para a lista. Refine os filtros para enviar menos resultados.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeVisible();
  },
};

/**
 * docs/product.md#search "The search shown": while the form holds filters not searched, sending asks
 * first, naming the search whose results go, and the cap as well above it.
 */
export const SendAllConfirmationForShownSearch: Story = {
  args: { sendAllConfirmation: { total: 120_000, stale: true } },
  play: async () => {
    const dialog = await findModal(screen, 'alertdialog', { name: 'Enviar todos para lista' });
    await expect(dialog).toHaveAccessibleDescription(
      'Os filtros foram alterados e ainda não foram pesquisados. Esta ação usa a pesquisa exibida, com 120.000 resultados. A pesquisa retornou 120.000 resultados. Apenas os primeiros 65.535 serão enviados para a lista. Refine os filtros para enviar menos resultados.',
    );
  },
};

/** Confirming sends; cancelling sends nothing. */
export const SendAllConfirmationAnswered: Story = {
  args: { sendAllConfirmation: { total: 120_000 } },
  play: async ({ args }) => {
    const dialog = await findModal(screen, 'alertdialog', { name: 'Enviar todos para lista' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelSendAll).toHaveBeenCalled();
    await expect(args.onConfirmSendAll).not.toHaveBeenCalled();
  },
};

/** Every result loading, its size unknown (a compressed answer): an indeterminate bar and the bytes so far. */
export const SendAllLoading: Story = {
  args: { sendingAll: true, transfers: [{ kind: 'sendAll', received: 4_200_000, expected: null }] },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Carregando todos os resultados' });
    await expect(within(panel).getByRole('progressbar')).not.toHaveAttribute('value');
    await expect(panel).toHaveTextContent('4,2 MB recebidos');
  },
};

/** The Excel file downloading with a known size: a bar and the share received. */
export const ExportDownloading: Story = {
  args: {
    exporting: true,
    transfers: [{ kind: 'export', received: 1_250_000, expected: 5_000_000 }],
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Baixando a planilha do Excel' });
    await expect(within(panel).getByRole('progressbar')).toHaveAttribute('value', '1250000');
    await expect(panel).toHaveTextContent('1,3 MB de 5,0 MB (25%)');
  },
};

/** Both at once, each with its own "Cancelar". */
export const BothUnderWay: Story = {
  args: {
    exporting: true,
    sendingAll: true,
    transfers: [
      { kind: 'export', received: 2_500_000, expected: 5_000_000 },
      { kind: 'sendAll', received: 800_000, expected: null },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('button', { name: 'Cancelar' })).toHaveLength(2);
  },
};

/** "Cancelar" stops that transfer only. */
export const TransferCancelled: Story = {
  args: {
    exporting: true,
    transfers: [{ kind: 'export', received: 1_250_000, expected: 5_000_000 }],
  },
  play: async ({ args, canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Baixando a planilha do Excel' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelTransfer).toHaveBeenCalledWith('export');
  },
};
