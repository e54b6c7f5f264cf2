import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectBrandAboveHeading } from '../shared/AuthLayout/story-plays';
import { phoneFrame } from '../shared/story-helpers';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  args: {
    appName: 'CNPJ Leads',
    busy: false,
    error: null,
    onSubmit: fn(),
    onGoogle: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes: email (type email, required), password (required), "Acessar", Google and "Cadastre-se". */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByLabelText(/^Senha/)).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await userEvent.type(email, 'ana@empresa.com.br');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'segredo1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@empresa.com.br',
      password: 'segredo1',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Acessar com Google' }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
  },
};

/** docs/product.md#screens-and-routes: the signup link carries the redirect along. */
export const WithRedirect: Story = {
  args: { redirect: '/pesquisar-empresas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fpesquisar-empresas',
    );
  },
};

/** docs/product.md#screens-and-routes: "Acessando..." while busy; a second submit or Google popup is ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Acessando...' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Acessar com Google' })).toBeDisabled();
  },
};

/** docs/product.md#errors sign-in failure in the dismissible red banner. */
export const AuthError: Story = {
  args: { error: 'Falha ao autenticar. Por favor verifique seu email e senha.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao autenticar. Por favor verifique seu email e senha.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar mensagem' }));
    await expect(args.onDismissError).toHaveBeenCalledOnce();
  },
};

/** docs/product.md#errors Google failure. */
export const GoogleError: Story = {
  args: { error: 'Falha ao acessar com o Google.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Falha ao acessar com o Google.');
  },
};

/** docs/product.md#errors backend sync failure. */
export const SyncError: Story = {
  args: { error: 'Falha ao sincronizar com o servidor.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao sincronizar com o servidor.',
    );
  },
};

/** A failed sign-in keeps what the user typed. */
export const KeepsInputOnError: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string | null>(null);
    return (
      <LoginScreen
        {...args}
        error={error}
        onSubmit={() => setError('Falha ao autenticar. Por favor verifique seu email e senha.')}
        onDismissError={() => setError(null)}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ana@empresa.com.br');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'errada1');
    await userEvent.click(canvas.getByRole('button', { name: 'Acessar' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@empresa.com.br');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveValue('errada1');
  },
};

/** Narrow screen: the card fills the phone width. */
export const Mobile: Story = {
  args: { error: 'Falha ao autenticar. Por favor verifique seu email e senha.' },
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** The product's mark and name above the heading (the name is the app's setting, VITE_APP_NAME). */
export const WithLogo: Story = {
  play: ({ canvas }) => expectBrandAboveHeading(canvas),
};
