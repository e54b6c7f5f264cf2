import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { findModal } from '../../screens/shared/story-helpers';

/** A page button that opens the dialog, so the story shows focus returning to it. */
function WithTrigger(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Excel
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'padded' },
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Exportar para Excel',
    message:
      'A pesquisa tem 120.000 resultados. Apenas os primeiros 65.535 serão exportados. Refine os filtros para exportar todos.',
    confirmLabel: 'Exportar',
    cancelLabel: 'Cancelar',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#limits-and-constants export cap: focus starts on Cancel and stays inside. The story ends with it open. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excel' }));
    const dialog = await findModal(screen, 'alertdialog', { name: 'Exportar para Excel' });
    await expect(dialog).toHaveAccessibleDescription(/65\.535/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Exportar' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirming calls back once, closes the dialog and returns focus to the button that opened it. */
export const Confirmed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Excel' });
    await userEvent.click(trigger);
    await findModal(screen, 'alertdialog', { name: 'Exportar para Excel' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape cancels without confirming. */
export const Cancelled: Story = {
  args: { open: true },
  play: async ({ args }) => {
    await findModal(screen, 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    open: true,
    title: 'Sair',
    message: 'Deseja mesmo sair?',
    confirmLabel: 'Sair',
    confirmVariant: 'danger',
  },
};

export const Narrow: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
