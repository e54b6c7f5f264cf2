import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { expectBrandAboveHeading } from '../shared/AuthLayout/story-plays';
import { phoneFrame } from '../shared/story-helpers';
import { SignupScreen } from './SignupScreen';

const meta = {
  title: 'Screens/Signup',
  component: SignupScreen,
  args: {
    appName: 'CNPJ Leads',
    busy: false,
    error: null,
    onSubmit: fn(),
    onGoogle: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof SignupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form; `confirmation` defaults to the password. */
async function fill(canvas: ReturnType<typeof within>, password: string, confirmation = password) {
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ana@empresa.com.br');
  await userEvent.type(canvas.getByLabelText(/^Senha/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirmação da senha/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
}

/** docs/product.md#screens-and-routes: email, password, confirmation, "Cadastrar", Google and the link to login. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Acesse aqui' })).toHaveAttribute(
      'href',
      '/login',
    );
    await fill(canvas, 'segredo1');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@empresa.com.br',
      password: 'segredo1',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar com Google' }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
  },
};

/** docs/product.md#screens-and-routes: the login link carries the redirect along. */
export const WithRedirect: Story = {
  args: { redirect: '/minhas-listas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Acesse aqui' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fminhas-listas',
    );
  },
};

/** docs/product.md#screens-and-routes: "Criando conta..." while busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Criando conta...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Cadastrar com Google' })).toBeDisabled();
  },
};

/** docs/product.md#validation first rule: no call, the banner says why, the typed values stay. */
export const PasswordMismatch: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, 'segredo1', 'segredo2');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A senha não confere com a confirmação.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^Confirmação da senha/)).toHaveValue('segredo2');
  },
};

/** The password-mismatch banner can be dismissed. */
export const PasswordMismatchDismissed: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'segredo1', 'segredo2');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A senha não confere com a confirmação.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar mensagem' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** docs/product.md#validation second rule. */
export const PasswordTooShort: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, '12345');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new local error replaces the previous attempt's auth error, which the app is asked to clear. */
export const LocalErrorReplacesAuthError: Story = {
  args: { error: 'Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.' },
  play: async ({ canvas, args }) => {
    await fill(canvas, '12345');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    await expect(args.onDismissError).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** docs/product.md#errors sign-up failure from the identity provider. */
export const EmailInUse: Story = {
  args: { error: 'Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar mensagem' }));
    await expect(args.onDismissError).toHaveBeenCalledOnce();
  },
};

/** docs/product.md#errors Google failure. */
export const GoogleError: Story = { args: { error: 'Falha ao acessar com o Google.' } };

/** docs/product.md#errors backend sync failure. */
export const SyncError: Story = { args: { error: 'Falha ao sincronizar com o servidor.' } };

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
  },
};

/** The product's mark and name above the heading (the name is the app's setting, VITE_APP_NAME). */
export const WithLogo: Story = {
  play: ({ canvas }) => expectBrandAboveHeading(canvas),
};
