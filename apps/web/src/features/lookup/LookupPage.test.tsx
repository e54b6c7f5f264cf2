import { act, fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';

startMockBackend();
afterEach(() => vi.useRealTimers());

async function lookUp(typed: string) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  await openPage('/pesquisar-cnpj');
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), typed);
  // Fake time only for the 500 ms wait; typing needs the real timers.
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Pesquisar Empresa' }));
  return { open };
}

describe('CNPJ lookup', () => {
  it('shows "Pesquisando..." and opens /detalhes/{digits} in a new tab after 500 ms', async () => {
    const { open } = await lookUp('11222333000181');

    expect(screen.getByRole('button', { name: 'Pesquisando...' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));

    expect(open).toHaveBeenCalledWith('/detalhes/11222333000181', '_blank', 'noopener');
    expect(screen.getByRole('button', { name: 'Pesquisar Empresa' })).toBeInTheDocument();
  });

  it('refuses fewer than 14 digits with "CNPJ deve conter 14 dígitos" and opens nothing', async () => {
    const { open } = await lookUp('1122233300');

    expect(screen.getByText('CNPJ deve conter 14 dígitos')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(open).not.toHaveBeenCalled();
  });
});
