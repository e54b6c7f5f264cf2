import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainLink } from '../../shared/link';
import { ProfileMenu } from './ProfileMenu';

afterEach(cleanup);

describe('ProfileMenu before its code has arrived', () => {
  it('opens the menu a press asked for, once the code arrives', async () => {
    const onLogout = vi.fn();
    render(
      <ProfileMenu user={{ email: 'ana@empresa.com.br' }} onLogout={onLogout} link={PlainLink} />,
    );
    // The first render is the stand-in trigger: same name, announced as a menu button.
    const trigger = screen.getByRole('button', { name: 'ana@empresa.com.br' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).not.toHaveAttribute('data-state'); // not Radix's trigger yet

    fireEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }, { timeout: 5000 }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
