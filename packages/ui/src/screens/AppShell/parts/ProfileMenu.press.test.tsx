// Its own file, so the menu's code is not loaded yet: the trigger is the stand-in.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PlainLink } from '../../shared/link';
import { ProfileMenu } from './ProfileMenu';

afterEach(cleanup);

it('opens on the press alone, as Radix does, so a release after the code arrived loses nothing', async () => {
  render(
    <ProfileMenu user={{ email: 'ana@empresa.com.br' }} onLogout={vi.fn()} link={PlainLink} />,
  );
  const trigger = screen.getByRole('button', { name: 'ana@empresa.com.br' });
  expect(trigger).not.toHaveAttribute('data-state');

  fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });

  expect(
    await screen.findByRole('menuitem', { name: 'Sair' }, { timeout: 5000 }),
  ).toBeInTheDocument();
});
