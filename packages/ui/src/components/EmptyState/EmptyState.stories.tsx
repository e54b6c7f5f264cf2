import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, Inbox } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    icon: <Building2 />,
    title: 'Nenhuma empresa encontrada',
    text: 'Ajuste os filtros e pesquise novamente.',
    action: <Button variant="secondary">Limpar Filtros</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes search with no results. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhuma empresa encontrada' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpar Filtros' })).toBeEnabled();
  },
};

/** docs/product.md#screens-and-routes notifications panel, title only. */
export const TitleOnly: Story = {
  args: {
    icon: <Inbox />,
    title: 'Nenhuma notificação',
    text: undefined,
    action: undefined,
    headingLevel: 3,
  },
};

export const LongText: Story = {
  args: { text: 'Nenhuma empresa corresponde a todos os filtros escolhidos. '.repeat(4) },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
