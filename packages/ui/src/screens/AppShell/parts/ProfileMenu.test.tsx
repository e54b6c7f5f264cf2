import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainLink } from '../../shared/link';
import { ProfileMenu } from './ProfileMenu';

afterEach(cleanup);

describe('ProfileMenu', () => {
  it('is a menu button named by the e-mail, whose "Sair" logs out', async () => {
    const onLogout = vi.fn();
    render(
      <ProfileMenu user={{ email: 'ana@empresa.com.br' }} onLogout={onLogout} link={PlainLink} />,
    );
    // A menu button once Radix's popper has loaded (decision 063).
    const trigger = await screen.findByRole(
      'button',
      { name: 'ana@empresa.com.br', expanded: false },
      { timeout: 10_000 },
    );
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await userEvent.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Minha Assinatura' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
