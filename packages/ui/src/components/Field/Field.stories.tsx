import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from './Field';
import controlStyles from './control.module.css';

const meta = {
  title: 'Components/Field',
  component: Field,
  parameters: { layout: 'padded' },
  args: {
    label: 'E-mail',
    children: (control) => <input {...control} type="email" className={controlStyles.control} />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  },
};

/** The required marker is visual; the control carries `required` for assistive technology. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeRequired();
  },
};

export const WithHint: Story = {
  args: { label: 'CEP', hint: 'Formato 00000-000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription(
      'Formato 00000-000',
    );
  },
};

/** docs/product.md#validation: "CEP inválido." is linked to the control and marks it invalid. */
export const WithError: Story = {
  args: { label: 'CEP', hint: 'Formato 00000-000', error: 'CEP inválido.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Formato 00000-000 CEP inválido.');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: {
    label: 'Municípios',
    hint: 'Escolha uma UF primeiro.',
    children: (control) => <input {...control} disabled className={controlStyles.control} />,
  },
};

export const LongText: Story = {
  args: {
    label: 'Razão social ou nome fantasia da empresa que você procura na base de dados',
    hint: 'Acentos são removidos automaticamente durante a digitação e novamente no envio da pesquisa.',
    error: 'Não foi possível verificar seu limite de pesquisas. Tente novamente.',
  },
};

export const Narrow: Story = {
  args: { required: true, error: 'Campo obrigatório.' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
