import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Toggletip } from './Toggletip';

afterEach(cleanup);

const renderToggletip = () =>
  render(
    <Toggletip content="A base contém empresas criadas até 01/05/2025." label="Sobre as datas">
      <button type="button">Atualizado até 01/05/2025</button>
    </Toggletip>,
  );

describe('Toggletip', () => {
  // First in the file: the toggletip's code has not loaded yet when the button is pressed.
  it('opens on a press that came before its code had loaded', async () => {
    renderToggletip();
    // Not yet the Radix trigger (which says whether it is expanded).
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-expanded');
    screen.getByRole('button').click();
    expect(await screen.findByRole('dialog', { name: 'Sobre as datas' })).toHaveTextContent(
      'A base contém empresas criadas até 01/05/2025.',
    );
  });

  it('opens on Space as on Enter, and a second press closes it', async () => {
    renderToggletip();
    const button = await screen.findByRole('button', { expanded: false });
    button.focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Sobre as datas' });
    await userEvent.click(button);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
