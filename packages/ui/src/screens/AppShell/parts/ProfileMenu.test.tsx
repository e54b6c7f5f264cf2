import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { radixPopper } from '../../../on-demand/popper';
import { PlainLink } from '../../shared/link';
import { ProfileMenu } from './ProfileMenu';

afterEach(cleanup);

describe('ProfileMenu', () => {
  // First in the file, so Radix's popper has not been loaded yet by another test.
  it('keeps a press made before Radix arrives and opens the menu once it has', async () => {
    render(
      <ProfileMenu user={{ email: 'ana@empresa.com.br' }} onLogout={vi.fn()} link={PlainLink} />,
    );
    expect(radixPopper.ready).toBeUndefined();
    const trigger = screen.getByRole('button', { name: 'ana@empresa.com.br', expanded: false });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    expect(
      await screen.findByRole('menuitem', { name: 'Sair' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

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
    expect(await screen.findByRole('menuitem', { name: 'Minha Assinatura' })).toHaveAttribute(
      'href',
      '/minha-assinatura',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
