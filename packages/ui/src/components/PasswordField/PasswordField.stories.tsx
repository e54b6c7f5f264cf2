import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  parameters: { layout: 'padded' },
  args: { label: 'Senha', required: true, autoComplete: 'current-password' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle reveals and hides the password, and its name says what it will do next. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Senha/);
    await userEvent.type(input, 'segredo1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Tab goes from the input to the toggle; Space toggles. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Senha/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toHaveFocus();
  },
};

/** docs/product.md#validation signup validation message. */
export const WithError: Story = {
  args: { defaultValue: '123', error: 'A senha deve ter pelo menos 6 caracteres.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAccessibleDescription(
      'A senha deve ter pelo menos 6 caracteres.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    label: 'Confirme a senha que você escolheu para acessar a plataforma',
    defaultValue: 'x'.repeat(60),
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
