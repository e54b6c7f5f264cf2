import * as domain from '@cnpj/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { CrmExportDialog } from './CrmExportDialog';
import { allColumns, baseArgs, StatefulCrmExportDialog } from './story-helpers';
import { findModal } from '../shared/story-helpers';

const meta = {
  title: 'Screens/CrmExportDialog',
  component: CrmExportDialog,
  render: (args) => <StatefulCrmExportDialog {...args} />,
  args: baseArgs,
} satisfies Meta<typeof CrmExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, found by its title. */
const findDialog = () => findModal(screen, 'dialog', { name: domain.CRM_EXPORT_TITLE });

/**
 * docs/product.md#exporting-to-a-crm: every column ticked; "Baixar CSV" writes the file. The data's
 * source is said in the dialog, not in the file.
 */
export const Choosing: Story = {
  args: { sourceLine: domain.sourceLine('2026-02-14') },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleDescription('128 empresas da pesquisa exibida');
    const boxes = within(dialog).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(domain.CRM_COLUMNS.length);
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(within(dialog).getByText(domain.CRM_FILE_HINT)).toBeVisible();
    await expect(within(dialog).getByText(domain.crmTemplateCheckText([]))).toBeVisible();
    await expect(
      within(dialog).getByText('Fonte: Receita Federal (dados abertos), base de 14/02/2026'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: domain.CRM_EXPORT_ACTION }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** A preset names the columns as its CRM maps them; unticking one reports the rest in order. */
export const HubSpotPreset: Story = {
  args: { preset: 'hubspot', columns: allColumns('hubspot') },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText(domain.CRM_PRESETS.hubspot.note)).toBeVisible();
    const name = within(dialog).getByRole('checkbox', { name: /^Company name/ });
    await expect(name).toHaveAccessibleName('Company name (Razão Social)');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Phone number/ }));
    const keys = allColumns('hubspot').filter((key) => key !== 'telefone1_e164');
    await expect(args.onColumnsChange).toHaveBeenLastCalledWith(keys);
    await expect(
      within(dialog).getByText(`Colunas (${keys.length} de ${keys.length + 1})`),
    ).toBeVisible();
  },
};

/** Choosing another preset in the picker. */
export const PickPreset: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: domain.CRM_PRESET_LABEL }),
      'Pipedrive',
    );
    await expect(args.onPresetChange).toHaveBeenCalledWith('pipedrive');
    await expect(
      within(dialog).getByRole('checkbox', { name: /^Organization - Name/ }),
    ).toBeChecked();
  },
};

/** No column ticked: nothing to write, said so, "Baixar CSV" waits; "Marcar todas" ticks them again. */
export const NoColumns: Story = {
  args: { columns: [] },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText(domain.CRM_NO_COLUMNS_MESSAGE)).toBeVisible();
    const download = within(dialog).getByRole('button', { name: domain.CRM_EXPORT_ACTION });
    await expect(download).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: domain.CRM_ALL_COLUMNS_ACTION }),
    );
    await expect(args.onColumnsChange).toHaveBeenLastCalledWith(allColumns('todas'));
    await expect(download).toBeEnabled();
  },
};

/** docs/product.md#plans-and-permissions: the free plan exports nothing; "Assinar" is the way onward. */
export const FreePlan: Story = {
  args: { plano: 'G' },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText(domain.CRM_FREE_PLAN_ALERT)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      domain.subscribeHref('exportacao'),
    );
    await expect(
      within(dialog).getByRole('button', { name: domain.CRM_EXPORT_ACTION }),
    ).toBeDisabled();
  },
};

/** docs/product.md#search "The search shown": filters changed and above the cap, said before exporting. */
export const SearchShownAndCap: Story = {
  args: { notice: domain.exportConfirmation(70_000, true) },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText(/Os filtros foram alterados/)).toBeVisible();
    await expect(within(dialog).getByText(/Apenas os primeiros 65\.535/)).toBeVisible();
  },
};

/** Every row loading: how far, and "Cancelar" stops it; the picker waits meanwhile. */
export const Loading: Story = {
  args: { state: { kind: 'loading', percent: 42 } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(domain.crmLoadingText(42));
    await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('value', '42');
    await expect(within(dialog).getAllByRole('checkbox')[0]).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: domain.CRM_CANCEL_ACTION }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Loading whose size is unknown: no percentage. */
export const LoadingUnknownSize: Story = {
  args: { state: { kind: 'loading', percent: null } },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByText(domain.crmLoadingText(null))).toBeVisible();
    await expect(within(dialog).getByRole('progressbar')).not.toHaveAttribute('value');
  },
};

/** Loading failed: said, and "Tentar novamente" runs the export again. */
export const Failed: Story = {
  args: { state: { kind: 'failed', message: domain.CRM_LOAD_FAILED_MESSAGE } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      domain.CRM_LOAD_FAILED_MESSAGE,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: domain.CRM_RETRY_ACTION }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** A list the backend cannot give: said honestly. */
export const ListUnavailable: Story = {
  args: { state: { kind: 'failed', message: domain.CRM_LIST_UNAVAILABLE_MESSAGE } },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      domain.CRM_LIST_UNAVAILABLE_MESSAGE,
    );
  },
};

/** The file was written: its name and rows; "Fechar" closes. */
export const Done: Story = {
  args: { state: { kind: 'done', fileName: 'empresas_hubspot.csv', rows: 128 } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(
      within(dialog).getByText(domain.crmDoneText('empresas_hubspot.csv', 128)),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: domain.CRM_CLOSE_ACTION })[0]!,
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * Written from a backend without the row extension: the columns it sends nothing for were left out of
 * the file, never written blank, and the dialog names them.
 */
export const DoneColumnsLeftOut: Story = {
  args: {
    preset: 'agendor',
    columns: allColumns('agendor'),
    state: {
      kind: 'done',
      fileName: 'empresas_agendor.csv',
      rows: 128,
      missingColumns: ['CEP', 'Complemento'],
    },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(
      within(dialog).getByText(domain.crmMissingColumnsText(['CEP', 'Complemento'])),
    ).toBeVisible();
  },
};
