import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DateField } from '../DateField';
import { NumberField } from '../NumberField';
import { PasswordField } from '../PasswordField';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Nome da empresa', placeholder: 'Ex.: Padaria Silva' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome da empresa' });
    await userEvent.type(input, 'Padaria');
    await expect(input).toHaveValue('Padaria');
  },
};

/** docs/product.md#screens-and-routes login: the e-mail field is required and of email type. */
export const Email: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    required: true,
    autoComplete: 'email',
    placeholder: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('type', 'email');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nome da empresa' })).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { label: 'CEP', defaultValue: '1234', error: 'CEP inválido.', placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription(
      'CEP inválido.',
    );
  },
};

export const Disabled: Story = {
  args: { label: 'Municípios', disabled: true, hint: 'Escolha uma UF primeiro.' },
};

export const LongText: Story = {
  args: {
    label: 'Logradouro completo do estabelecimento conforme registro na Receita Federal',
    defaultValue:
      'Avenida Presidente Juscelino Kubitschek de Oliveira, conjunto habitacional 1234, bloco B',
  },
};

export const Narrow: Story = {
  args: { hint: 'Acentos são removidos.' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

const ufs = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
];

/** Every form control in its default, filled, error and disabled states, for visual review. */
export const StateGrid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 16,
      }}
    >
      <TextField label="Texto" placeholder="Digite aqui" />
      <TextField label="Texto preenchido" defaultValue="Padaria Silva" />
      <TextField label="Texto com erro" defaultValue="1234" error="CEP inválido." />
      <TextField label="Texto desativado" disabled />
      <PasswordField label="Senha" defaultValue="segredo1" />
      <PasswordField label="Senha com erro" error="A senha deve ter pelo menos 6 caracteres." />
      <NumberField label="Capital social mínimo" step={1000} defaultValue={5000} />
      <NumberField label="Número desativado" disabled />
      <DateField label="Data de abertura" defaultValue="2024-01-31" />
      <DateField label="Data com erro" error="Data inválida." />
      <Select label="UF" options={ufs} />
      <Select label="UF escolhida" options={ufs} defaultValue="SP" />
      <Select label="UF com erro" options={ufs} error="Por favor, selecione uma UF." />
      <Select label="UF desativada" options={ufs} disabled />
      <Switch label="Com telefone" />
      <Switch label="Com e-mail" defaultChecked />
      <Switch label="Desativado" disabled />
    </div>
  ),
};
