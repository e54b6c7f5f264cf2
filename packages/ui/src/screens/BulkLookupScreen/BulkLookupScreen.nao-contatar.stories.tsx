import type { Meta, StoryObj } from '@storybook/react-vite';
import { BULK_ADD_TO_LIST_BUTTON, NAO_CONTATAR_MARK, naoContatarLeftOutText } from '@cnpj/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkLookupScreen } from './BulkLookupScreen';
import { finishedRun, foundItem } from './fixtures';

const onList = foundItem(1).cnpj;

// docs/product.md#bulk-cnpj-lookup (decision 057): the user asked for these CNPJs by name, so a
// company on "Não contatar" is shown, marked, never dropped; what goes to a list leaves it out.
const meta = {
  title: 'Screens/BulkLookup/Não contatar',
  component: BulkLookupScreen,
  args: {
    text: '',
    onTextChange: fn(),
    file: null,
    onFileChosen: fn(),
    onFileClear: fn(),
    column: null,
    onColumnChange: fn(),
    run: finishedRun(4),
    onStart: fn(),
    onCancel: fn(),
    onRetryFailed: fn(),
    plano: 'M',
    onAddToList: fn(),
    onDownloadMissing: fn(),
    naoContatar: new Set([onList]),
  },
} satisfies Meta<typeof BulkLookupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company on the list is marked in its row, the page says it stays out of lists and files. */
export const NaoContatarMarked: Story = {
  play: async ({ canvas, args }) => {
    const found = within(await canvas.findByRole('region', { name: /^Encontradas/ }));
    await expect(found.getAllByText(NAO_CONTATAR_MARK)).toHaveLength(1);
    await expect(canvas.getByText(naoContatarLeftOutText(1))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: BULK_ADD_TO_LIST_BUTTON }));
    const sent = (args.onAddToList as ReturnType<typeof fn>).mock.calls[0]![0] as string[];
    await expect(sent).toHaveLength(3);
    await expect(sent).not.toContain(onList);
  },
};
