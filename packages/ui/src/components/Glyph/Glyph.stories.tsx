import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, Check, Copy, MessageCircle, Pencil, Trash2 } from 'lucide';
import { expect } from 'storybook/test';
import { Glyph } from './Glyph';

const meta = {
  title: 'Components/Glyph',
  component: Glyph,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Glyph>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The icons a row of results repeats, at the rows' 14 px, in the text's colour. */
export const RowIcons: Story = {
  args: { icon: Copy, size: 14 },
  render: (args) => (
    <p style={{ display: 'flex', gap: 12, color: 'var(--color-primary)' }}>
      {[Copy, Check, Ban, MessageCircle, Pencil, Trash2].map((icon, index) => (
        <Glyph key={index} {...args} icon={icon} />
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const glyphs = [...canvasElement.querySelectorAll('span[aria-hidden="true"]')];
    await expect(glyphs).toHaveLength(6);
    for (const glyph of glyphs) {
      await expect(getComputedStyle(glyph).maskImage).toContain('data:image/svg+xml');
      await expect(glyph.getBoundingClientRect().width).toBe(14);
    }
  },
};

/** Without a size the glyph is as big as the text around it (a button's icon). */
export const TextSize: Story = {
  args: { icon: Copy },
  render: (args) => (
    <p style={{ fontSize: 24 }}>
      <Glyph {...args} /> Copiar
    </p>
  ),
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('span[aria-hidden="true"]')!;
    await expect(glyph.getBoundingClientRect().width).toBe(24);
  },
};
