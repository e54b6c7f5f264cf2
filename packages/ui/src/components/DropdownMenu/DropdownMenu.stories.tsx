import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, LogOut } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

const onSubscription = fn();
const onLogout = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  parameters: { layout: 'padded' },
  args: {
    trigger: <Button variant="ghost">maria@empresa.com.br</Button>,
    items: [
      {
        id: 'assinatura',
        label: 'Minha Assinatura',
        icon: <CreditCard />,
        onSelect: onSubscription,
      },
      { id: 'sair', label: 'Sair', icon: <LogOut />, onSelect: onLogout, danger: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 160 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens on the first entry, ArrowDown moves, Enter selects, focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas }) => {
    onLogout.mockClear();
    const trigger = canvas.getByRole('button', { name: 'maria@empresa.com.br' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Minha Assinatura' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes without selecting. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'maria@empresa.com.br' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Shown open, non-modal so the static story keeps the page reachable; the disabled entry is skipped. */
export const WithDisabledItem: Story = {
  args: {
    open: true,
    modal: false,
    items: [
      { id: 'exportar', label: 'Exportar lista', disabled: true },
      { id: 'sair', label: 'Sair', danger: true },
    ],
  },
};
