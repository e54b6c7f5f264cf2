import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  parameters: { layout: 'padded' },
  args: { label: 'Capital social mínimo', step: 1000, min: 0, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#validation: capital steps by 1000 (native spin buttons); typed digits are reported as a number. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Capital social mínimo' });
    await expect(input).toHaveAttribute('step', '1000');
    await userEvent.type(input, '25000');
    await expect(input).toHaveValue(25000);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(25000);
  },
};

/** Clearing the input reports null; the caller turns it into 0 (docs/product.md#validation). */
export const Empty: Story = {
  args: { defaultValue: 5000 },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Capital social mínimo' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithError: Story = { args: { defaultValue: -1, error: 'Informe um valor positivo.' } };

export const Disabled: Story = { args: { disabled: true } };

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
