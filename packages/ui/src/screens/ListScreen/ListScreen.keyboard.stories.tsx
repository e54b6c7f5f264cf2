// A list's companies from the keyboard (decision 077): the same grid as the search results, one stop
// that arrows move through; Enter opens the detail, "?" lists the keys this table offers (no
// selection, no "Adicionar à lista" here), and removing a company keeps the keyboard on the rows.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findModal } from '../shared/story-helpers';
import { buildRows, storyList } from './fixtures';
import { ListScreen } from './ListScreen';

const rows = buildRows(5);

const meta = {
  title: 'Screens/List/Keyboard',
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
  },
} satisfies Meta<typeof ListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The arrows walk the list's rows and cells; "?" lists this table's keys. */
export const RowFocusAndKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Empresas da lista' });
    const first = within(table).getAllByRole('link', { name: rows[0]!.cnpj_formatado })[0]!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(table).getByRole('link', { name: rows[1]!.cnpj_formatado })).toHaveFocus();
    await expect(table.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAccessibleName(/^Remover/);
    await userEvent.keyboard('?');
    const help = await findModal(screen, 'dialog', { name: 'Atalhos do teclado' });
    await expect(within(help).getByText('Abrir detalhes')).toBeVisible();
    await expect(within(help).queryByText('Adicionar à lista')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Remover/));
  },
};
