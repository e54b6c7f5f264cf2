import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a status with its label. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando...' })).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes "Marcar como lida" in flight: a custom label. */
export const CustomLabel: Story = {
  args: { label: 'Marcando como lida...', size: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Marcando como lida...' })).toBeVisible();
  },
};

/** Inside a busy button the text already speaks, so the spinner is hidden from assistive technology. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
