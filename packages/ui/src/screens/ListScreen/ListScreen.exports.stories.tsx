import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXPORT_FAILED_MESSAGE } from '@cnpj/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildRows, storyList } from './fixtures';
import { ListScreen } from './ListScreen';

const meta = {
  title: 'Screens/List/Exports',
  component: ListScreen,
  args: {
    state: {
      kind: 'ready',
      list: storyList,
      companies: { kind: 'ready', page: 1, total: 5, rows: buildRows(5) },
    },
    exports: { running: [], onExport: fn(), onDismissFailure: fn() },
    alert: null,
    onPageChange: fn(),
    onRetry: fn(),
    onDismissAlert: fn(),
  },
} satisfies Meta<typeof ListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decision 033, 060: a failed export is told under the exports, as the search tells its own, with a retry. */
export const ExportFailed: Story = {
  args: {
    exports: {
      running: [],
      onExport: fn(),
      failure: { listId: storyList.id, message: EXPORT_FAILED_MESSAGE, retry: fn() },
      onDismissFailure: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(EXPORT_FAILED_MESSAGE);
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.exports.failure?.retry).toHaveBeenCalledOnce();
    await userEvent.click(within(notice).getByRole('button', { name: 'Fechar' }));
    await expect(args.exports.onDismissFailure).toHaveBeenCalledOnce();
  },
};
