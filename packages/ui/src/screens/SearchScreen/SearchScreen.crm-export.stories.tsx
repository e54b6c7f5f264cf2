import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CRM_EXPORT_TITLE } from '@cnpj/domain';
import { buildRows } from '../shared/companies/fixtures';
import { baseArgs, SearchPage, StatefulSearchScreen } from './story-helpers';

const ready = { kind: 'ready', total: 1234, page: 1, rows: buildRows(10) } as const;

const meta = {
  title: 'Screens/Search/CRM export',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: { ...baseArgs, layout: 'table', results: ready, onExportToCrm: fn() },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#exporting-to-a-crm: "Exportar para CRM" beside "Excel" asks the app for its dialog. */
export const ExportToCrm: Story = {
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: CRM_EXPORT_TITLE });
    await userEvent.click(button);
    await expect(args.onExportToCrm).toHaveBeenCalledOnce();
  },
};

/** Every row loading for the file: the button says it is busy. */
export const ExportingToCrm: Story = {
  args: { exportingToCrm: true },
  play: async () => {
    const button = await screen.findByRole('button', { name: new RegExp(CRM_EXPORT_TITLE) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Without the app's handler there is no button (a screen that cannot export to a CRM). */
export const WithoutCrmExport: Story = {
  args: { onExportToCrm: undefined },
  play: async () => {
    await screen.findByRole('button', { name: 'Excel' });
    await expect(screen.queryByRole('button', { name: CRM_EXPORT_TITLE })).not.toBeInTheDocument();
  },
};
