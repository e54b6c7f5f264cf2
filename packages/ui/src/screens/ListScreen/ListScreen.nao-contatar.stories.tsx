import { NAO_CONTATAR_MARK, naoContatarInListText, sourceLine } from '@cnpj/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { buildRows, storyList } from './fixtures';
import { ListScreen } from './ListScreen';

const rows = buildRows(5);

// docs/product.md#my-lists (decision 057): a list's companies on "Não contatar" are shown, marked,
// and the page says the CRM file leaves them out while the backend's spreadsheets do not.
const meta = {
  title: 'Screens/List/Não contatar',
  component: ListScreen,
  args: {
    state: {
      kind: 'ready',
      list: storyList,
      companies: { kind: 'ready', page: 1, total: 5, rows },
    },
    exports: { running: [], onExport: fn() },
    removal: { onRemove: fn(), removing: [] },
    alert: null,
    onPageChange: fn(),
    onRetry: fn(),
    onDismissAlert: fn(),
    crmExport: { onRequest: fn() },
    sourceLine: sourceLine('2026-02-14'),
    naoContatar: new Set([rows[2]!.cnpj, rows[4]!.cnpj]),
  },
} satisfies Meta<typeof ListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two companies of the page are on "Não contatar": each is marked, and the note says where they go. */
export const NaoContatarMarked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(NAO_CONTATAR_MARK)).toHaveLength(2);
    await expect(canvas.getByText(naoContatarInListText(2))).toBeVisible();
  },
};
