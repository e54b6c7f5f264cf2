import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  parameters: { layout: 'padded' },
  args: { label: 'Data de abertura inicial', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a full date reports it as yyyy-mm-dd. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Data de abertura inicial');
    await userEvent.type(input, '2024-01-31');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-01-31');
  },
};

export const Filled: Story = { args: { defaultValue: '2020-05-10' } };

export const WithError: Story = { args: { error: 'Data inválida.' } };

export const Disabled: Story = { args: { disabled: true } };

export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>] };
