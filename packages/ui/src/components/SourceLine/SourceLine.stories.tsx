import { sourceLine } from '@cnpj/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SourceLine } from './SourceLine';

const meta = {
  title: 'Components/SourceLine',
  component: SourceLine,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SourceLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The register's update date is known: the line names it, as dd/mm/aaaa. */
export const WithDate: Story = {
  args: { text: sourceLine('2026-02-14') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Fonte: Receita Federal (dados abertos), base de 14/02/2026'),
    ).toBeVisible();
  },
};

/** The date is unknown (the update-date call failed or has not answered): no line at all. */
export const DateUnknown: Story = {
  args: { text: sourceLine(null) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toContain('Fonte:');
  },
};
