import {
  OVERDUE_BANNER_TITLE,
  PAYMENT_NOT_COMPLETED_TITLE,
  PLANS_FAILED_MESSAGE,
  PLANS_UNAVAILABLE_MESSAGE,
  SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE,
} from '@cnpj/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../shared/config';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { navigation } from './queries';

// The fallback checkout page (VITE_SUBSCRIBE_URL), set per test. Read from the configuration object
// itself, which the page reads as it renders: the web test files share their modules
// (vitest.config.ts), so a vi.mock of the module would come too late for a page another file has
// loaded already, and would stay for the files after this one.
const deployment = { subscribeUrl: '' };
beforeEach(() => {
  vi.spyOn(config, 'subscribeUrl', 'get').mockImplementation(() => deployment.subscribeUrl);
});

const backend = startMockBackend();
afterEach(() => {
  deployment.subscribeUrl = '';
  vi.restoreAllMocks();
});

/** Records where the page sends the browser instead of leaving the test page. */
function recordNavigation(): string[] {
  const visited: string[] = [];
  vi.spyOn(navigation, 'assign').mockImplementation((url) => void visited.push(url));
  return visited;
}

/** Records the checkout requests' bodies. */
function recordCheckouts(): unknown[] {
  const bodies: unknown[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/assinaturas/checkout'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

describe('a free user (docs/product.md#my-subscription)', () => {
  it('sees the plans side by side with BRL prices and goes to the checkout in the same tab', async () => {
    backend.scenarios('freePlan');
    const visited = recordNavigation();
    const bodies = recordCheckouts();
    await openPage('/minha-assinatura');
    const plans = within(await screen.findByRole('region', { name: 'Escolha seu plano' }));
    expect(plans.getByRole('heading', { name: 'Grátis' })).toBeInTheDocument();
    expect(plans.getByText('R$ 79,90')).toBeInTheDocument();
    await userEvent.click(plans.getByRole('radio', { name: 'Anual' }));
    expect(plans.getByText('R$ 1.499,00')).toBeInTheDocument();
    await userEvent.click(plans.getByRole('button', { name: 'Assinar o plano Profissional' }));
    await waitFor(() => expect(visited).toHaveLength(1));
    expect(visited[0]).toMatch(/\/pagamento\/[\w-]+$/);
    expect(bodies).toEqual([
      {
        plano: 'S',
        periodicidade: 'anual',
        retorno_sucesso: `${window.location.origin}/obrigado`,
        retorno_falha: `${window.location.origin}/minha-assinatura?pagamento=nao-concluido&plano=S&periodicidade=anual`,
      },
    ]);
  });

  it('arrives from an alert with the plan that lifts its limit preselected', async () => {
    backend.scenarios('freePlan');
    await openPage('/minha-assinatura?liberar=exportacao');
    expect(
      await screen.findByText('O plano sugerido libera a exportação para Excel.'),
    ).toBeInTheDocument();
    const suggested = screen.getByRole('listitem', { current: true });
    expect(within(suggested).getByRole('heading')).toHaveTextContent('Essencial');
  });

  it('is told a payment was not completed and can try the same plan again', async () => {
    backend.scenarios('freePlan');
    const visited = recordNavigation();
    const bodies = recordCheckouts();
    await openPage('/minha-assinatura?pagamento=nao-concluido&plano=S&periodicidade=anual');
    expect(await screen.findByText(PAYMENT_NOT_COMPLETED_TITLE)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Anual' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(visited).toHaveLength(1));
    expect(bodies).toEqual([expect.objectContaining({ plano: 'S', periodicidade: 'anual' })]);
  });

  it('is told when the checkout cannot open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('freePlan');
    const visited = recordNavigation();
    await openPage('/minha-assinatura');
    const plans = within(await screen.findByRole('region', { name: 'Escolha seu plano' }));
    backend.scenarios('freePlan', 'subscriptionError');
    await userEvent.click(plans.getByRole('button', { name: 'Assinar o plano Essencial' }));
    expect(
      await screen.findByText('Não foi possível abrir o pagamento. Tente novamente.'),
    ).toBeInTheDocument();
    expect(visited).toEqual([]);
  });

  it('without the plans extension, falls back to the configured checkout page', async () => {
    deployment.subscribeUrl = 'https://pagamento.example.com/assinar';
    backend.scenarios('freePlan', 'subscriptionUnavailable');
    await openPage('/minha-assinatura');
    expect(await screen.findByText(PLANS_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assinar agora' })).toHaveAttribute(
      'href',
      'https://pagamento.example.com/assinar',
    );
  });

  it('without the extension nor a checkout page, falls back to the contact e-mail', async () => {
    backend.scenarios('freePlan', 'subscriptionUnavailable');
    await openPage('/minha-assinatura');
    expect(await screen.findByText(PLANS_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:contato@example\.com\?/),
    );
  });

  it('says the plans failed to load and reads them again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('freePlan', 'subscriptionError');
    await openPage('/minha-assinatura');
    expect(await screen.findByText(PLANS_FAILED_MESSAGE)).toBeInTheDocument();
    backend.server.resetHandlers();
    backend.scenarios('freePlan');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Escolha seu plano' })).toBeInTheDocument();
  });

  it('still sees the searches used and the limit reached', async () => {
    backend.scenarios('freePlan', 'searchLimitReached');
    await openPage('/minha-assinatura');
    expect(
      await screen.findByText(
        'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.',
      ),
    ).toBeInTheDocument();
  });
});

/** A backend whose dates did not roll over: the renewal it names is long past. */
const STALE_SUBSCRIPTION = {
  plano: 'M',
  nome: 'Essencial',
  status: 'ativa',
  periodicidade: 'mensal',
  valor: 79.9,
  proxima_renovacao: '2020-11-26',
  acesso_ate: null,
  forma_pagamento: 'Pix Automático',
  url_pagamento: null,
  url_cancelamento: null,
  uso: { pesquisas: 3, desde: '2020-11-01' },
  faturas: [],
};

describe('a paying user (docs/product.md#my-subscription)', () => {
  it('sees the plan, its status, renewal, usage and invoices', async () => {
    await openPage('/minha-assinatura');
    expect(await screen.findByText('Plano Essencial')).toBeInTheDocument();
    expect(screen.getByText('Ativa')).toBeInTheDocument();
    expect(screen.getByText('Próxima renovação')).toBeInTheDocument();
    expect(screen.getByText(/pesquisas neste mês/)).toBeInTheDocument();
    const invoices = within(screen.getByRole('region', { name: 'Faturas' }));
    expect(invoices.getAllByRole('link', { name: /^Baixar fatura/ })).toHaveLength(3);
  });

  it('never sees a renewal already past as the next one, nor "ativo até" a day gone', async () => {
    backend.server.use(
      http.get('*/api/assinaturas/atual', () => HttpResponse.json(STALE_SUBSCRIPTION)),
    );
    await openPage('/minha-assinatura');
    expect(await screen.findByText('Plano Essencial')).toBeInTheDocument();
    expect(screen.queryByText('Próxima renovação')).not.toBeInTheDocument();
    expect(screen.queryByText('26/11/2020')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura?' });
    expect(dialog).toHaveTextContent(
      'Seu plano Essencial continua ativo até o fim do período pago.',
    );
  });

  it('cancels after confirming, and then sees until when the plan lasts', async () => {
    await openPage('/minha-assinatura');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura?' });
    expect(dialog).toHaveTextContent(
      /Seu plano Essencial continua ativo até \d{2}\/\d{2}\/\d{4}\./,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(
      screen.getByText(/^Sua assinatura foi cancelada\. Seu plano continua ativo até/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('sees an overdue payment across the app, with a way to pay', async () => {
    backend.scenarios('subscriptionOverdue');
    await openPage('/');
    expect(await screen.findByText(OVERDUE_BANNER_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagar agora' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/pagamento\/faturas\//),
    );
  });

  it('sees a cancelled subscription', async () => {
    backend.scenarios('subscriptionCancelled');
    await openPage('/minha-assinatura');
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(screen.queryByText(OVERDUE_BANNER_TITLE)).not.toBeInTheDocument();
  });

  it('without the extension, sees the plan code and how to reach the team', async () => {
    backend.scenarios('subscriptionUnavailable');
    await openPage('/minha-assinatura');
    expect(await screen.findByText(SUBSCRIPTION_DETAILS_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Plano M')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.queryByText(OVERDUE_BANNER_TITLE)).not.toBeInTheDocument();
  });

  it('never calls the subscription for a free user', async () => {
    const calls: string[] = [];
    backend.server.events.on('request:start', ({ request }) => void calls.push(request.url));
    backend.scenarios('freePlan');
    await openPage('/minha-assinatura');
    await screen.findByRole('region', { name: 'Escolha seu plano' });
    expect(calls.some((url) => url.endsWith('/api/assinaturas/atual'))).toBe(false);
  });
});
