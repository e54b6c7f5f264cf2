import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../test/mock-backend';
import { openPage } from '../test/open-page';

const backend = startMockBackend();

describe('my subscription', () => {
  it('shows a paid plan without naming it', async () => {
    await openPage('/minha-assinatura');
    expect(await screen.findByText('Plano pago')).toBeInTheDocument();
    expect(screen.queryByText('Plano Grátis')).not.toBeInTheDocument();
  });

  it('shows the free plan with the searches used and an e-mail upgrade call when there is no checkout', async () => {
    backend.scenarios('freePlan');
    await openPage('/minha-assinatura');
    expect(await screen.findByText('Plano Grátis')).toBeInTheDocument();
    expect(screen.getByText(/0 de 10 pesquisas usadas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:contato@example\.com\?/),
    );
  });

  it('tells a free user who reached 10 searches about the limit', async () => {
    backend.scenarios('freePlan', 'searchLimitReached');
    await openPage('/minha-assinatura');
    expect(
      await screen.findByText(
        'Você atingiu o limite de 10 pesquisas do plano grátis. Faça um upgrade para continuar pesquisando.',
      ),
    ).toBeInTheDocument();
  });

  it('says the limit cannot be checked when the count fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('freePlan', 'countError');
    await openPage('/minha-assinatura');
    expect(
      await screen.findByText(
        'Não foi possível verificar seu limite de pesquisas. Tente novamente.',
      ),
    ).toBeInTheDocument();
  });
});
