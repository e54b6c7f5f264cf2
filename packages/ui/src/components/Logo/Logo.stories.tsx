import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  parameters: { layout: 'padded' },
  args: { name: 'CNPJ Leads' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mark (decorative) and the product's name. */
export const WithName: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('CNPJ Leads')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The mark alone (a collapsed side menu): the name is its accessible name. */
export const MarkOnly: Story = {
  args: { showName: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'CNPJ Leads' })).toBeVisible();
  },
};

/** Another deployment's name (VITE_APP_NAME). */
export const OtherName: Story = {
  args: { name: 'Prospecta B2B' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prospecta B2B')).toBeVisible();
  },
};
