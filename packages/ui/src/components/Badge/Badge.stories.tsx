import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarClock, CircleCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, type BadgeVariant } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'Matriz' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Matriz')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { variant: 'success', icon: <CircleCheck />, children: 'Ativa' },
};

/** docs/product.md#screens-and-routes header badge. */
export const UpdateDate: Story = {
  args: { variant: 'brand', icon: <CalendarClock />, children: 'Atualizado até 01/05/2025' },
};

export const LongText: Story = {
  args: { children: 'Sociedade Empresária Limitada com situação especial em recuperação judicial' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

const variants: BadgeVariant[] = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'];

export const StateGrid: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
      {variants.map((variant) => (
        <Badge key={`${variant}-icon`} variant={variant} icon={<CircleCheck />}>
          {`${variant} com ícone`}
        </Badge>
      ))}
    </div>
  ),
};
