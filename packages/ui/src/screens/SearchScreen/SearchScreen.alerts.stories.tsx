import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildRows } from '../shared/companies/fixtures';
import * as messages from '@cnpj/domain';
import { defaultFilters } from '@cnpj/domain';
import { baseArgs, SearchPage, StatefulSearchScreen } from './story-helpers';
import { findModal } from '../shared/story-helpers';

const ready = { kind: 'ready', total: 1234, page: 1, rows: buildRows(10) } as const;

const meta = {
  title: 'Screens/Search/Alerts',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: { ...baseArgs, layout: 'table' },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Finds the open alert dialog and checks its text. A story named after an alert ends here, with the
 * alert showing; what "OK" does is proven by the "...Dismissed" stories.
 */
async function expectAlert(text: string) {
  const dialog = await findModal(screen, 'alertdialog');
  await expect(dialog).toHaveAccessibleDescription(text);
  return dialog;
}

/** Finds the open alert dialog, checks its text, and dismisses it with "OK". */
async function dismissAlert(text: string) {
  const dialog = await expectAlert(text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** docs/product.md#validation: searching without a UF and another filter alerts and does not search. */
export const MissingFilters: Story = {
  args: { filters: { ...defaultFilters(), uf: 'SP' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expectAlert(messages.MISSING_FILTERS_ALERT);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** "OK" closes the alert, and the search still does not run. */
export const MissingFiltersDismissed: Story = {
  args: MissingFilters.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await dismissAlert(messages.MISSING_FILTERS_ALERT);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** docs/product.md#validation: an invalid CEP stops the search with its alert and its inline message. */
export const CepInvalidOnSearch: Story = {
  args: { filters: { ...defaultFilters(), uf: 'SP', cep: '01310' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expectAlert(messages.CEP_INVALID_ALERT);
    await expect(canvas.getByText(messages.CEP_INVALID_MESSAGE)).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** docs/product.md#plans-and-permissions: the free plan cannot page. */
export const FreePlanPaging: Story = {
  args: { plano: 'G', results: ready },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Paginação' })).getByRole('button', {
        name: 'Próxima',
      }),
    );
    await expectAlert(messages.FREE_PLAN_PAGING_ALERT);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** docs/product.md#plans-and-permissions: the free plan cannot export. */
export const FreePlanExport: Story = {
  args: { plano: 'G', results: ready },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excel' }));
    await expectAlert(messages.FREE_PLAN_EXPORT_ALERT);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

/** docs/product.md#plans-and-permissions: the free plan (or an unknown plano) cannot send companies to lists. */
export const FreePlanLists: Story = {
  args: { plano: null, results: ready, selection: new Set([ready.rows[0]!.cnpj]) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar todos para lista' }));
    await dismissAlert(messages.FREE_PLAN_LISTS_ALERT);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à lista' }));
    await expectAlert(messages.FREE_PLAN_LISTS_ALERT);
    await expect(args.onSendAllToList).not.toHaveBeenCalled();
    await expect(args.onAddSelectionToList).not.toHaveBeenCalled();
  },
};

/** An alert raised by the app, shown with its exact text (and left open). */
const appAlert = (alert: string): Story => ({
  args: { alert, results: ready },
  play: async ({ args }) => {
    await expectAlert(alert);
    await expect(args.onDismissAlert).not.toHaveBeenCalled();
  },
});

/** docs/product.md#plans-and-permissions: ten searches on the free plan. */
export const FreePlanLimitReached = appAlert(messages.SEARCH_LIMIT_ALERT);
/** "OK" on an alert raised by the app closes it and reports the dismissal (every app alert alike). */
export const FreePlanLimitReachedDismissed: Story = {
  args: FreePlanLimitReached.args,
  play: async ({ args }) => {
    await dismissAlert(messages.SEARCH_LIMIT_ALERT);
    await expect(args.onDismissAlert).toHaveBeenCalledTimes(1);
  },
};
/** docs/product.md#errors: the search-count check failed. */
export const SearchCountFailed = appAlert(messages.SEARCH_COUNT_FAILED_ALERT);
/** docs/product.md#errors: nothing to send to a list. */
export const NoResultsToSend = appAlert(messages.NO_RESULTS_TO_SEND_ALERT);
/** docs/product.md#errors: no search id to send. */
export const MissingSearchId = appAlert(messages.MISSING_SEARCH_ID_ALERT);
/** docs/product.md#errors: loading every result failed. */
export const LoadAllFailed = appAlert(messages.LOAD_ALL_FAILED_ALERT);

/** docs/product.md#limits-and-constants: above 65,535 rows the export waits for confirmation, giving the total in pt-BR. */
export const ExportConfirmation: Story = {
  args: { results: { ...ready, total: 120000 }, exportConfirmation: { total: 120000 } },
  play: async ({ args }) => {
    const dialog = await findModal(screen, 'alertdialog', { name: 'Exportar para Excel' });
    await expect(dialog).toHaveAccessibleDescription(
      /120\.000 resultados.*primeiros 65\.535 serão exportados.*Refine os filtros/,
    );
    await expect(args.onConfirmExport).not.toHaveBeenCalled();
  },
};

/**
 * docs/product.md#search "The search shown": "Excel" while the form holds filters not searched asks
 * first, naming the search the file will hold.
 */
export const ExportConfirmationForShownSearch: Story = {
  args: { results: ready, exportConfirmation: { total: 1234, stale: true } },
  play: async () => {
    const dialog = await findModal(screen, 'alertdialog', { name: 'Exportar para Excel' });
    await expect(dialog).toHaveAccessibleDescription(
      'Os filtros foram alterados e ainda não foram pesquisados. Esta ação usa a pesquisa exibida, com 1.234 resultados.',
    );
  },
};

/** docs/product.md#limits-and-constants: confirming the capped export. */
export const ExportConfirmed: Story = {
  args: ExportConfirmation.args,
  play: async ({ args }) => {
    const dialog = await findModal(screen, 'alertdialog', { name: 'Exportar para Excel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await expect(args.onConfirmExport).toHaveBeenCalledTimes(1);
  },
};

/** docs/product.md#limits-and-constants: cancelling the capped export. */
export const ExportCancelled: Story = {
  args: { results: { ...ready, total: 120000 }, exportConfirmation: { total: 120000 } },
  play: async ({ args }) => {
    const dialog = await findModal(screen, 'alertdialog', { name: 'Exportar para Excel' });
    // While the dialog opens, the page under it (body) refuses pointer events until the dialog's own
    // layer takes them; on a loaded machine that lasts long enough for a click to be refused, so the
    // click is tried again until the dialog accepts it.
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await waitFor(() => userEvent.click(cancel));
    await expect(args.onCancelExport).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmExport).not.toHaveBeenCalled();
  },
};
