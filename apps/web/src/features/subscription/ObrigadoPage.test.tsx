import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentPath } from '../../test/render-app';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

const backend = startMockBackend();

describe('thank-you page', () => {
  it('thanks the subscriber full screen and starts them at /', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { router } = await openPage('/obrigado');
    expect(
      screen.getByRole('heading', { name: 'Obrigado pela sua assinatura!' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Começar a usar agora' }));
    expect(currentPath(router)).toBe('/');
  });

  it('promises what the plan bought allows: 200 searches a month, never "ilimitadas" (docs/product.md#thank-you-page)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await openPage('/obrigado');
    expect(await screen.findByText('Até 200 pesquisas de empresas por mês')).toBeInTheDocument();
    expect(screen.queryByText(/Pesquisas ilimitadas/)).not.toBeInTheDocument();
  });

  it('promises no number when the backend cannot say which plan was bought', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    backend.scenarios('subscriptionUnavailable');
    await openPage('/obrigado');
    expect(
      await screen.findByText('Pesquisas de empresas conforme o seu plano'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Pesquisas ilimitadas/)).not.toBeInTheDocument();
  });
});
