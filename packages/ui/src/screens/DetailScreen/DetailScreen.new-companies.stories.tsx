import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  NAO_CONTATAR_DONE,
  NAO_CONTATAR_FREE_PLAN,
  NAO_CONTATAR_LOCAL_ONLY,
  sourceLine,
} from '@cnpj/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { DetailScreen } from './DetailScreen';
import { company, partners } from './fixtures';

const meta = {
  title: 'Screens/Detail/Only companies new to you',
  component: DetailScreen,
  args: {
    state: { kind: 'ready', company, partners },
    appName: 'CNPJ Leads',
    onPrint: fn(),
    onAddToList: fn(),
    onDoNotContact: fn(),
    plano: 'M',
    sourceLine: sourceLine('2026-02-14'),
  },
} satisfies Meta<typeof DetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#search "Only companies new to you": the detail puts its company on "Não contatar". */
export const DoNotContactAction: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Não contatar' }));
    await expect(args.onDoNotContact).toHaveBeenCalledOnce();
  },
};

/** In a live region, the words given (decision 057). */
const statusOf = (text: HTMLElement) => text.closest('[role="status"]');

/** On the list: the button is done, and the note says it went to the backend's list, with "Desfazer". */
export const DoNotContactDone: Story = {
  args: {
    doNotContact: true,
    doNotContactNote: NAO_CONTATAR_DONE,
    onUndoDoNotContact: fn(),
    onDismissDoNotContactNote: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Não contatar' })).toBeDisabled();
    await expect(statusOf(canvas.getByText(NAO_CONTATAR_DONE))).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Desfazer' }));
    await expect(args.onUndoDoNotContact).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onDismissDoNotContactNote).toHaveBeenCalledOnce();
  },
};

/** The free plan keeps no lists: hidden in this browser only, said as what happened. */
export const DoNotContactFreePlan: Story = {
  args: {
    plano: 'G',
    doNotContact: true,
    doNotContactNote: NAO_CONTATAR_FREE_PLAN,
    onUndoDoNotContact: fn(),
  },
  play: async ({ canvas }) => {
    await expect(statusOf(canvas.getByText(NAO_CONTATAR_FREE_PLAN))).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  },
};

/** The backend refused it: this browser keeps the company out, and says so. */
export const DoNotContactLocalOnly: Story = {
  args: { doNotContact: true, doNotContactNote: NAO_CONTATAR_LOCAL_ONLY },
  play: async ({ canvas }) => {
    await expect(statusOf(canvas.getByText(NAO_CONTATAR_LOCAL_ONLY))).not.toBeNull();
  },
};

/** docs/product.md#company-detail: where the data comes from, under the sections. */
export const SourceLine: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Fonte: Receita Federal (dados abertos), base de 14/02/2026'),
    ).toBeVisible();
  },
};

/** The update date is unknown: no source line. */
export const SourceLineUnknown: Story = {
  args: { sourceLine: sourceLine(null) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Fonte:/)).not.toBeInTheDocument();
  },
};
