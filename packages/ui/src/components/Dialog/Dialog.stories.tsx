import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';
import { findModal } from '../../screens/shared/story-helpers';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: { layout: 'padded' },
  args: {
    title: 'Adicionar à lista',
    description: 'Escolha uma lista existente ou crie uma nova.',
    trigger: <Button>Adicionar à lista</Button>,
    children: <TextField label="Nome da nova lista" />,
    footer: (
      <>
        <Button variant="secondary">Voltar</Button>
        <Button>Criar lista</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger; focus starts on the field; Tab cycles inside (trap). The story ends with it open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à lista' }));
    const dialog = await findModal(screen, 'dialog', { name: 'Adicionar à lista' });
    await expect(dialog).toHaveAccessibleDescription(
      'Escolha uma lista existente ou crie uma nova.',
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome da nova lista' })).toHaveFocus(),
    );
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(screen.getByRole('textbox', { name: 'Nome da nova lista' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  },
};

/** Escape closes it and focus returns to the trigger. */
export const ClosedWithEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Adicionar à lista' });
    await userEvent.click(trigger);
    await findModal(screen, 'dialog', { name: 'Adicionar à lista' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome da nova lista' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open from the start; the X button is named "Fechar". */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await findModal(screen, 'dialog', { name: 'Adicionar à lista' });
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

/** The X button ("Fechar") closes it. */
export const ClosedWithX: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title:
      'Um título de diálogo muito longo que precisa quebrar em várias linhas sem sobrepor o botão de fechar',
    children: <p>{'Texto de conteúdo extenso. '.repeat(40)}</p>,
  },
};

export const Narrow: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
