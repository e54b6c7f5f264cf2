import type { Meta, StoryObj } from '@storybook/react-vite';
import { CRM_EXPORT_TITLE } from '@cnpj/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { buildRows, storyList } from './fixtures';
import { ListScreen } from './ListScreen';

const list = storyList;

const meta = {
  title: 'Screens/List/CRM export',
  component: ListScreen,
  args: {
    state: {
      kind: 'ready',
      list,
      companies: { kind: 'ready', page: 1, total: 5, rows: buildRows(5) },
    },
    exports: { running: [], onExport: fn() },
    alert: null,
    crmExport: { onRequest: fn() },
    onPageChange: fn(),
    onRetry: fn(),
    onDismissAlert: fn(),
  },
} satisfies Meta<typeof ListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#exporting-to-a-crm: "Exportar para CRM" beside the list's exports asks for the dialog. */
export const ExportToCrm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: CRM_EXPORT_TITLE }));
    await expect(args.crmExport?.onRequest).toHaveBeenCalledOnce();
  },
};

/** The list's companies loading for the file: the button says it is busy. */
export const ExportingToCrm: Story = {
  args: { crmExport: { onRequest: fn(), running: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: new RegExp(CRM_EXPORT_TITLE) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
