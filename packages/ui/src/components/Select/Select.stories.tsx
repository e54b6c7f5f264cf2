import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const ordenacao = [
  { value: 'D', label: 'Data abertura' },
  { value: 'R', label: 'Razão Social' },
  { value: 'N', label: 'Nome Fantasia' },
  { value: 'C', label: 'Cidade' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: { label: 'Ordenação', options: ordenacao, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picking a choice reports its value and shows its label (the OS list on phones). */
export const Default: Story = {
  args: { defaultValue: 'D' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Ordenação' });
    await expect(select).toHaveDisplayValue('Data abertura');
    await userEvent.selectOptions(select, 'Razão Social');
    await expect(args.onValueChange).toHaveBeenCalledWith('R');
    await expect(select).toHaveValue('R');
    await expect(select).toHaveDisplayValue('Razão Social');
  },
};

/** Nothing chosen: the placeholder shows but is not offered as a choice. */
export const Empty: Story = {
  args: { placeholder: 'Selecione a ordenação' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Ordenação' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Selecione a ordenação');
    await expect(
      canvas.queryByRole('option', { name: 'Selecione a ordenação' }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'C');
    await expect(select).toHaveDisplayValue('Cidade');
  },
};

/** Required and invalid: the message is read with the control. */
export const WithError: Story = {
  args: {
    label: 'UF',
    options: [{ value: 'SP', label: 'SP' }],
    required: true,
    error: 'Por favor, selecione uma UF.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /UF/ });
    await expect(select).toHaveAccessibleDescription('Por favor, selecione uma UF.');
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'D' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ordenação' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Natureza jurídica',
    defaultValue: '1',
    options: [
      {
        value: '1',
        label: 'Empresa Individual de Responsabilidade Limitada (de Natureza Empresária)',
      },
    ],
  },
};
