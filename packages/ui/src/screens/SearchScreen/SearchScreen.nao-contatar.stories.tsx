import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  NAO_CONTATAR_DONE,
  NAO_CONTATAR_FREE_PLAN,
  NAO_CONTATAR_LOCAL_ONLY,
  NAO_CONTATAR_UNDO_FAILED,
  NAO_CONTATAR_UNDONE,
  defaultFilters,
} from '@cnpj/domain';
import { buildRows } from '../shared/companies/fixtures';
import { baseArgs, SearchPage, StatefulSearchScreen } from './story-helpers';

const rows = buildRows(10);
const marked = rows[1]!;
const ready = { kind: 'ready', total: 533, page: 1, rows } as const;
const filters = { ...defaultFilters(), uf: 'SP' as const, nomeEmpresa: 'Padaria' };

// docs/product.md#search "Only companies new to you" (decision 057): a company put on "Não contatar"
// stays in its place, its button pressed, and a message floats at the bottom with "Desfazer"; the
// next row never slides under the pointer. The message is a live region (role="status").
const meta = {
  title: 'Screens/Search/Não contatar',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: {
    ...baseArgs,
    filters,
    layout: 'table',
    results: ready,
    doNotContactMarked: new Set([marked.cnpj]),
    onDismissNaoContatarNote: fn(),
  },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message in its live region, with the words given. */
async function expectNote(canvas: ReturnType<typeof within>, message: string) {
  const status = (await canvas.findByText(message)).closest('[role="status"]');
  await expect(status).not.toBeNull();
  return within(status as HTMLElement);
}

/** Put on the list: the row stays, marked; "Desfazer" undoes, and the marked button too. */
export const KeptInPlaceWithUndo: Story = {
  args: { naoContatarNote: { message: NAO_CONTATAR_DONE, onUndo: fn() } },
  play: async ({ canvas, args }) => {
    const note = await expectNote(canvas, NAO_CONTATAR_DONE);
    const button = canvas.getByRole('button', { name: `Não contatar ${marked.cnpj_formatado}` });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(note.getByRole('button', { name: 'Desfazer' }));
    await expect(args.naoContatarNote?.onUndo).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(args.onDoNotContact).toHaveBeenCalledWith(marked.cnpj);
    await userEvent.click(note.getByRole('button', { name: 'Fechar' }));
    await expect(args.onDismissNaoContatarNote).toHaveBeenCalledTimes(1);
  },
};

/** Undone: the row is unmarked in its place, and the message says so, with nothing to undo. */
export const Undone: Story = {
  args: { doNotContactMarked: new Set(), naoContatarNote: { message: NAO_CONTATAR_UNDONE } },
  play: async ({ canvas }) => {
    const note = await expectNote(canvas, NAO_CONTATAR_UNDONE);
    await expect(note.queryByRole('button', { name: 'Desfazer' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: `Não contatar ${marked.cnpj_formatado}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The free plan keeps no lists: the company is hidden in this browser only, and the words say so. */
export const FreePlanOnlyInThisBrowser: Story = {
  args: { plano: 'G', naoContatarNote: { message: NAO_CONTATAR_FREE_PLAN, onUndo: fn() } },
  play: async ({ canvas }) => {
    const note = await expectNote(canvas, NAO_CONTATAR_FREE_PLAN);
    await expect(note.getByRole('button', { name: 'Desfazer' })).toBeVisible();
    // Said in place, never a dialog in the way.
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/** The list call failed: this browser keeps the company out, and says so. */
export const SavedOnlyInThisBrowser: Story = {
  args: { naoContatarNote: { message: NAO_CONTATAR_LOCAL_ONLY, onUndo: fn() } },
  play: async ({ canvas }) => void (await expectNote(canvas, NAO_CONTATAR_LOCAL_ONLY)),
};

/** The backend kept it on the list: the row stays marked, "Desfazer" can be tried again. */
export const UndoFailed: Story = {
  args: { naoContatarNote: { message: NAO_CONTATAR_UNDO_FAILED, onUndo: fn() } },
  play: async ({ canvas }) => {
    const note = await expectNote(canvas, NAO_CONTATAR_UNDO_FAILED);
    await expect(note.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  },
};
