import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentPath } from '../test/render-app';
import { startMockBackend } from '../test/mock-backend';
import { openPage } from '../test/open-page';

startMockBackend();

describe('thank-you page', () => {
  it('thanks the subscriber full screen and starts them at /', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { router } = await openPage('/obrigado');
    expect(
      screen.getByRole('heading', { name: 'Obrigado pela sua assinatura!' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Começar a usar agora' }));
    expect(currentPath(router)).toBe('/');
  });
});
