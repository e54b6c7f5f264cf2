import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { radixPopper } from '../../on-demand/popper';
import { Toggletip } from './Toggletip';

afterEach(cleanup);

const renderToggletip = () =>
  render(
    <Toggletip content="A base contém empresas criadas até 01/05/2025." label="Sobre as datas">
      <button type="button">Atualizado até 01/05/2025</button>
    </Toggletip>,
  );

describe('Toggletip', () => {
  // First in the file, so Radix's popper has not been loaded yet by another test.
  it('keeps a press made before Radix arrives and opens once it has', async () => {
    renderToggletip();
    expect(radixPopper.ready).toBeUndefined();
    const button = screen.getByRole('button', { expanded: false });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Sobre as datas' })).toHaveTextContent(
      'A base contém empresas criadas até 01/05/2025.',
    );
  });

  it('opens on a click and reads as a dialog named by its subject', async () => {
    renderToggletip();
    // A menu button once Radix's popper has loaded (decision 063).
    await userEvent.click(await screen.findByRole('button', { expanded: false }));
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
