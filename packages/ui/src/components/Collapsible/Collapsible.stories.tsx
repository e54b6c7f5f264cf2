import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Collapsible } from './Collapsible';

const listLinks = (
  <>
    <a href="#todas">Todas as Listas</a>
    <a href="#lista-1">Clientes em São Paulo</a>
    <a href="#lista-2">Padarias do Rio</a>
  </>
);

const meta = {
  title: 'Components/Collapsible',
  component: Collapsible,
  parameters: { layout: 'padded' },
  args: { label: 'Minhas Listas', icon: <List />, children: listLinks },
  decorators: [
    (Story) => (
      <nav aria-label="Menu lateral" style={{ width: 256 }}>
        {Story()}
      </nav>
    ),
  ],
} satisfies Meta<typeof Collapsible>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed by default; Enter opens it and reveals the list links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Minhas Listas' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Todas as Listas' })).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Todas as Listas' })).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes: opened automatically on a lists route. */
export const Open: Story = { args: { defaultOpen: true } };

/** docs/product.md#screens-and-routes empty text. */
export const Empty: Story = {
  args: {
    defaultOpen: true,
    children: <p style={{ color: 'var(--color-text-muted)' }}>Nenhuma lista encontrada</p>,
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    children: (
      <a href="#lista-3">
        Empresas de tecnologia com mais de cinquenta funcionários na Grande São Paulo
      </a>
    ),
  },
};
