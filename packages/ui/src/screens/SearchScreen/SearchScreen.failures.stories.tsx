import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as messages from '@cnpj/domain';
import { defaultFilters } from '@cnpj/domain';
import { buildRows } from '../shared/companies/fixtures';
import { baseArgs, SearchPage, StatefulSearchScreen } from './story-helpers';
import type { SearchFailure } from './parts/FailureNotice';

const ready = { kind: 'ready', total: 533, page: 1, rows: buildRows(10) } as const;
const filters = { ...defaultFilters(), uf: 'SP' as const, nomeEmpresa: 'Padaria' };

// docs/product.md#errors "Failures are told" (decision 033): a failure the seed only logged is said
// under the form, where the action was, with "Tentar novamente" when trying again can help.
const meta = {
  title: 'Screens/Search/Failures',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: { ...baseArgs, filters, layout: 'table', onDismissFailure: fn() },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const told = (message: string): SearchFailure => ({ message, retry: fn() });

/** Finds the failure, checks its words and that it offers "Tentar novamente". */
async function expectFailure(canvas: ReturnType<typeof within>, message: string) {
  const failure = await canvas.findByRole('alert');
  await expect(failure).toHaveTextContent(message);
  await expect(within(failure).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  return failure;
}

/** The search was not answered: said under the form, nothing else changes. */
export const SearchFailed: Story = {
  args: { failure: told(messages.SEARCH_FAILED_MESSAGE) },
  play: async ({ canvas }) => void (await expectFailure(canvas, messages.SEARCH_FAILED_MESSAGE)),
};

/** "Tentar novamente" runs the failed action again; the close button dismisses the notice. */
export const SearchFailedRetried: Story = {
  args: SearchFailed.args,
  play: async ({ canvas, args }) => {
    const failure = await expectFailure(canvas, messages.SEARCH_FAILED_MESSAGE);
    await userEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.failure?.retry).toHaveBeenCalledTimes(1);
    await userEvent.click(within(failure).getByRole('button', { name: 'Fechar' }));
    await expect(args.onDismissFailure).toHaveBeenCalledTimes(1);
  },
};

/** Another page could not be loaded: the page shown stays, the failure says so. */
export const PageFailed: Story = {
  args: { results: ready, failure: told(messages.PAGE_FAILED_MESSAGE) },
  play: async ({ canvas }) => {
    await expectFailure(canvas, messages.PAGE_FAILED_MESSAGE);
    await expect(canvas.getAllByText('Página 1 de 11')).toHaveLength(2);
  },
};

/** The Excel download failed (not cancelled): said, with a retry of the download. */
export const ExportFailed: Story = {
  args: { results: ready, failure: told(messages.EXPORT_FAILED_MESSAGE) },
  play: async ({ canvas }) => void (await expectFailure(canvas, messages.EXPORT_FAILED_MESSAGE)),
};

/** The filters' options could not be loaded: the pickers are empty, and the form says why. */
export const LookupsFailed: Story = {
  args: {
    lookups: { ufs: [], cnaes: [], naturezas: [], municipios: [], loadingMunicipios: false },
    filters: defaultFilters(),
    failure: told(messages.LOOKUPS_FAILED_MESSAGE),
  },
  play: async ({ canvas }) => void (await expectFailure(canvas, messages.LOOKUPS_FAILED_MESSAGE)),
};
