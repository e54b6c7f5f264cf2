import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CHECKOUT_FAILED_MESSAGE,
  PAYMENT_NOT_COMPLETED_HINT,
  PAYMENT_NOT_COMPLETED_TITLE,
  PLANS_FAILED_MESSAGE,
  PLANS_UNAVAILABLE_MESSAGE,
  SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE,
  SUBSCRIPTION_FAILED_MESSAGE,
} from '@cnpj/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneFrame, findModal } from '../shared/story-helpers';
import { SubscriptionScreen } from './SubscriptionScreen';
import {
  activeSubscription,
  cancelledSubscription,
  overdueSubscription,
  storyPlans,
} from './story-data';

// docs/product.md#my-subscription: the plans for a free user, the subscription for a paying one, and the
// fallbacks when the backend lacks the extensions. The cancel dialog renders in a portal.
const meta = {
  title: 'Screens/Subscription',
  component: SubscriptionScreen,
  args: {
    state: {
      kind: 'free',
      searchesUsed: 3,
      plans: { kind: 'ready', value: storyPlans },
      limit: null,
    },
    billing: 'mensal',
    onBillingChange: fn(),
    checkout: { kind: 'idle' },
    onSubscribe: fn(),
    failedPayment: null,
    onRetryPayment: fn(),
    cancel: 'idle',
    onCancel: fn(),
    onRetry: fn(),
    contactEmail: 'contato@example.com',
  },
} satisfies Meta<typeof SubscriptionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando assinatura...')).toBeVisible();
  },
};

/** Free plan: the plans side by side against the free one, prices in BRL, "Assinar" on each. */
export const FreePlans: Story = {
  play: async ({ canvas, args }) => {
    const plans = within(canvas.getByRole('region', { name: 'Escolha seu plano' }));
    await expect(plans.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Grátis',
      'Essencial',
      'Profissional',
      'Empresarial',
    ]);
    await expect(plans.getByText('Apenas os 50 primeiros resultados')).toBeVisible();
    await expect(plans.getByText('No máximo 10 pesquisas')).toBeVisible();
    await expect(plans.getByText('Sem exportação para Excel')).toBeVisible();
    // Money in pt-BR, the symbol held to its value by a no-break space.
    await expect(plans.getByText('R$ 79,90').textContent).toBe('R$\u00a079,90');
    await expect(plans.getByRole('radio', { name: 'Mensal' })).toBeChecked();
    await userEvent.click(plans.getByRole('radio', { name: 'Anual' }));
    await expect(args.onBillingChange).toHaveBeenCalledWith('anual');
    await userEvent.click(plans.getByRole('button', { name: 'Assinar o plano Profissional' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('S');
  },
};

/** Annual billing: the year's price and what it comes to per month. */
export const FreePlansAnnual: Story = {
  args: { billing: 'anual' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Anual' })).toBeChecked();
    await expect(canvas.getByText('R$ 799,00')).toBeVisible();
    await expect(canvas.getByText('equivale a R$ 66,59/mês')).toBeVisible();
  },
};

/** Arriving from the Excel alert's "Assinar": the cheapest plan that exports is preselected. */
export const SuggestedForExport: Story = {
  args: {
    state: {
      kind: 'free',
      searchesUsed: 3,
      plans: { kind: 'ready', value: storyPlans },
      limit: 'exportacao',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('O plano sugerido libera a exportação para Excel.'),
    ).toBeVisible();
    const suggested = canvas.getByRole('listitem', { current: true });
    await expect(within(suggested).getByRole('heading')).toHaveTextContent('Essencial');
    await expect(within(suggested).getByText('Sugerido')).toBeVisible();
  },
};

/** The plans are still loading. */
export const FreePlansLoading: Story = {
  args: {
    state: { kind: 'free', searchesUsed: 3, plans: { kind: 'loading' }, limit: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando assinatura...')).toBeVisible();
    await expect(canvas.getByText('3 de 10 pesquisas usadas')).toBeVisible();
  },
};

/** GET /api/planos failed: said, with a retry. */
export const FreePlansError: Story = {
  args: { state: { kind: 'free', searchesUsed: 3, plans: { kind: 'error' }, limit: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PLANS_FAILED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No plans extension, a checkout page configured: says what it cannot show, links there. */
export const NoExtensionCheckoutPage: Story = {
  args: {
    state: { kind: 'free', searchesUsed: 3, plans: { kind: 'unavailable' }, limit: null },
    subscribeUrl: 'https://example.com/assinar',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PLANS_UNAVAILABLE_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assinar agora' })).toHaveAttribute(
      'href',
      'https://example.com/assinar',
    );
  },
};

/** No plans extension and no checkout page: the contact e-mail. */
export const NoExtensionContactEmail: Story = {
  args: {
    state: { kind: 'free', searchesUsed: 3, plans: { kind: 'unavailable' }, limit: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PLANS_UNAVAILABLE_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:contato@example\.com\?subject=/),
    );
  },
};

/** The checkout is opening for a plan: its button is busy, the others wait. */
export const CheckoutOpening: Story = {
  args: { checkout: { kind: 'opening', plano: 'M' } },
  play: async ({ canvas }) => {
    const opening = canvas.getByRole('button', { name: 'Abrindo pagamento...' });
    await expect(opening).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Assinar o plano Profissional' }),
    ).toBeDisabled();
  },
};

/** POST /api/assinaturas/checkout failed. */
export const CheckoutFailed: Story = {
  args: { checkout: { kind: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(CHECKOUT_FAILED_MESSAGE);
  },
};

/** Back from the provider without a payment: said, with "Tentar novamente". */
export const PaymentNotCompleted: Story = {
  args: { failedPayment: { plano: 'S', periodicidade: 'anual' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(PAYMENT_NOT_COMPLETED_TITLE)).toBeVisible();
    await expect(canvas.getByText(PAYMENT_NOT_COMPLETED_HINT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryPayment).toHaveBeenCalled();
  },
};

/** docs/product.md#plans-and-permissions: at 10 searches the free plan is exhausted. */
export const FreePlanLimitReached: Story = {
  args: {
    state: {
      kind: 'free',
      searchesUsed: 12,
      plans: { kind: 'ready', value: storyPlans },
      limit: 'pesquisas',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await expect(
      canvas.getByText(
        'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.',
      ),
    ).toBeVisible();
  },
};

/** docs/product.md#errors: the count could not be read. */
export const UsageUnavailable: Story = {
  args: {
    state: {
      kind: 'free',
      searchesUsed: null,
      plans: { kind: 'ready', value: storyPlans },
      limit: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Não foi possível verificar seu limite de pesquisas. Tente novamente.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const paidState = (subscription: typeof activeSubscription) =>
  ({
    kind: 'paid',
    plano: subscription.plano,
    searchesUsed: 148,
    subscription: { kind: 'ready', value: subscription },
    plans: { kind: 'ready', value: storyPlans },
  }) as const;

/** A paying user: plan, status, renewal, payment method, usage, invoices; cancelling asks first. */
export const PaidActive: Story = {
  args: { state: paidState(activeSubscription) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Plano Profissional')).toBeVisible();
    await expect(canvas.getByText('Ativa')).toBeVisible();
    await expect(canvas.getByText('26/11/2026')).toBeVisible();
    await expect(canvas.getByText('R$ 149,90 por mês')).toBeVisible();
    await expect(canvas.getByText('Pix Automático')).toBeVisible();
    await expect(canvas.getByText('148 pesquisas neste mês (desde 01/10/2026)')).toBeVisible();
    const invoices = within(canvas.getByRole('region', { name: 'Faturas' }));
    await expect(invoices.getAllByRole('link', { name: /^Baixar fatura/ })).toHaveLength(3);
    await expect(invoices.getByRole('link', { name: 'NFS-e de 26/10/2026' })).toHaveAttribute(
      'href',
      'https://pagamento.example.com/nfse/F-2026-10-26',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await findModal(body(canvasElement), 'alertdialog', {
      name: 'Cancelar assinatura?',
    });
    await expect(dialog).toHaveTextContent(
      'Seu plano Profissional continua ativo até 26/11/2026. Depois disso, você volta ao plano Grátis',
    );
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** "Manter assinatura" closes the question and cancels nothing. */
export const PaidKeepSubscription: Story = {
  args: { state: paidState(activeSubscription) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await findModal(body(canvasElement), 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter assinatura' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** "Mudar de plano" shows the plans, the current one marked. */
export const PaidChangePlan: Story = {
  args: { state: paidState(activeSubscription) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mudar de plano' }));
    const plans = within(canvas.getByRole('region', { name: 'Escolha seu plano' }));
    await expect(plans.getByText('Seu plano')).toBeVisible();
    await expect(plans.queryByRole('button', { name: 'Mudar para Profissional' })).toBeNull();
    await userEvent.click(plans.getByRole('button', { name: 'Mudar para Empresarial' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('A');
  },
};

/** A plan the backend names nowhere shows its code. */
export const PaidUnnamedPlan: Story = {
  args: {
    state: {
      ...paidState({ ...activeSubscription, plano: 'PRO', nome: null }),
      plans: { kind: 'unavailable' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plano PRO')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mudar de plano' })).toBeNull();
  },
};

/** Em atraso: the status, a warning and "Pagar agora" to the provider. */
export const PaidOverdue: Story = {
  args: { state: paidState(overdueSubscription) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Em atraso')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pagar agora' })).toHaveAttribute(
      'href',
      'https://pagamento.example.com/faturas/F-2026-10-26',
    );
    await expect(canvas.getByText('Vencida')).toBeVisible();
  },
};

/** Cancelada: until when the plan lasts; nothing left to cancel. */
export const PaidCancelled: Story = {
  args: { state: paidState(cancelledSubscription) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelada')).toBeVisible();
    await expect(
      canvas.getByText('Sua assinatura foi cancelada. Seu plano continua ativo até 26/11/2026.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
  },
};

/** The cancellation failed. */
export const PaidCancelFailed: Story = {
  args: { state: paidState(activeSubscription), cancel: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível cancelar a assinatura. Tente novamente.',
    );
  },
};

/** The subscription is loading. */
export const PaidLoading: Story = {
  args: {
    state: { ...paidState(activeSubscription), subscription: { kind: 'loading' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando assinatura...')).toBeVisible();
  },
};

/** GET /api/assinaturas/atual failed: said, with a retry. */
export const PaidError: Story = {
  args: { state: { ...paidState(activeSubscription), subscription: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SUBSCRIPTION_FAILED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** No subscription extension: the plan code, the count, and the team's e-mail for changes. */
export const PaidNoExtension: Story = {
  args: {
    state: {
      kind: 'paid',
      plano: 'M',
      searchesUsed: 148,
      subscription: { kind: 'unavailable' },
      plans: { kind: 'unavailable' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plano M')).toBeVisible();
    await expect(canvas.getByText('148 pesquisas realizadas')).toBeVisible();
    await expect(canvas.getByText(SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:contato@example\.com\?/),
    );
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha Assinatura' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assinar o plano Essencial' })).toBeVisible();
  },
};

/** Decision 060: on a phone the invoices stack; an amount is whole on one line and nothing is cut. */
export const MobileInvoices: Story = {
  args: { state: paidState(activeSubscription) },
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Faturas' });
    const amounts = within(region).getAllByText(/^R\$\s149,90$/);
    await expect(amounts).toHaveLength(3);
    for (const amount of amounts) {
      const range = document.createRange();
      range.selectNodeContents(amount);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      await expect(lines.size).toBe(1);
    }
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
