import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { SubscriptionScreen } from './SubscriptionScreen';

const meta = {
  title: 'Screens/Subscription',
  component: SubscriptionScreen,
  args: {
    state: { kind: 'ready', plan: 'free', searchesUsed: 3 },
    subscribeUrl: 'https://example.com/assinar',
    contactEmail: 'contato@example.com',
  },
} satisfies Meta<typeof SubscriptionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando assinatura...')).toBeVisible();
  },
};

/** Free plan: usage of 10 searches, the limits, and the call to subscribe. */
export const Free: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plano Grátis')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: '3 de 10 pesquisas usadas' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '10');
    const limits = within(canvas.getByRole('list', { name: 'Limites do plano Grátis' }));
    await expect(
      limits.getByText('Apenas os 50 primeiros resultados estão disponíveis.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assinar agora' })).toHaveAttribute(
      'href',
      'https://example.com/assinar',
    );
  },
};

/** docs/product.md#plans-and-permissions: at 10 searches the free plan is exhausted. */
export const FreePlanLimitReached: Story = {
  args: { state: { kind: 'ready', plan: 'free', searchesUsed: 12 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await expect(
      canvas.getByText(
        'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.',
      ),
    ).toBeVisible();
  },
};

/** Without a checkout page the upgrade is an e-mail to the team. */
export const ContactByEmail: Story = {
  args: { subscribeUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:contato@example\.com\?subject=/),
    );
  },
};

/** docs/product.md#errors: the count could not be read. */
export const UsageUnavailable: Story = {
  args: { state: { kind: 'ready', plan: 'free', searchesUsed: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Não foi possível verificar seu limite de pesquisas. Tente novamente.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Paid plans are never named (docs/product.md#overview); no upgrade call. */
export const Paid: Story = {
  args: { state: { kind: 'ready', plan: 'paid', searchesUsed: 148 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plano pago')).toBeVisible();
    await expect(canvas.getByText(/Assinatura ativa/)).toBeVisible();
    await expect(canvas.getByText('148 pesquisas realizadas')).toBeVisible();
    await expect(canvas.queryByText(/Mensal|Semestral|Anual/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Assinar agora' })).toBeNull();
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha Assinatura' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assinar agora' })).toBeVisible();
  },
};
