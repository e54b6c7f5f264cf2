import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with the keyboard, moves with arrows, picks with Enter. */
export const Default: Story = {
  args: { defaultValue: 'D' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Ordenação' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Data abertura' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('R');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Razão Social');
    await expect(trigger).toHaveFocus();
  },
};

export const Empty: Story = { args: { placeholder: 'Selecione a ordenação' } };

export const WithError: Story = {
  args: { label: 'UF', options: [{ value: 'SP', label: 'SP' }], required: true, error: 'Por favor, selecione uma UF.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /UF/ })).toHaveAccessibleDescription('Por favor, selecione uma UF.');
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
    options: [{ value: '1', label: 'Empresa Individual de Responsabilidade Limitada (de Natureza Empresária)' }],
  },
};
