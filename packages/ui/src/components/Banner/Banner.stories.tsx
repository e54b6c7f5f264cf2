import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner, type BannerProps, type BannerVariant } from './Banner';

/** Removes itself on dismiss, as a page would. */
function Dismissible(props: BannerProps) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <Banner
      {...props}
      onDismiss={() => {
        props.onDismiss?.();
        setShown(false);
      }}
    />
  );
}

const meta = {
  title: 'Components/Banner',
  component: Banner,
  parameters: { layout: 'padded' },
  args: {
    variant: 'error',
    children: 'Falha ao autenticar. Por favor verifique seu email e senha.',
    onDismiss: fn(),
  },
  render: (args) => <Dismissible {...args} />,
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes login: the red banner is an alert. */
export const Error: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Falha ao autenticar');
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** "Fechar" dismisses the banner. */
export const ErrorDismissed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Falha ao autenticar');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The dismiss button is reachable by keyboard. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  },
};

export const Info: Story = {
  args: {
    variant: 'info',
    title: 'Soluções personalizadas',
    children: 'Integrações por API, CRM e exportações sob medida.',
  },
};

/** docs/product.md#screens-and-routes free-plan banner with its link. */
export const Warning: Story = {
  args: {
    variant: 'warning',
    children: 'Você está no plano grátis!',
    onDismiss: undefined,
    action: <a href="#minha-assinatura">Minha Assinatura</a>,
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Empresas adicionadas à lista com sucesso.' },
};

export const LongText: Story = {
  args: {
    children:
      'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando. '.repeat(
        3,
      ),
  },
};

export const Narrow: Story = {
  args: {
    variant: 'warning',
    children: 'Você está no plano grátis!',
    action: <a href="#assinar">Assinar</a>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

const variants: BannerVariant[] = ['error', 'info', 'warning', 'success'];

/** Every variant, with and without title, action and dismiss. */
export const StateGrid: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      {variants.map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          <Banner variant={variant} onDismiss={() => undefined}>{`Mensagem ${variant}`}</Banner>
          <Banner variant={variant} title={`Título ${variant}`} action={<a href="#acao">Ação</a>}>
            Texto de apoio da mensagem.
          </Banner>
        </div>
      ))}
    </div>
  ),
};
