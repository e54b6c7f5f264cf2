import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaskedField, type MaskedFieldProps } from './MaskedField';

// imask loads only once the test opens this gate, so the plain phase before it attaches is held.
const gate = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve: () => resolve() };
});
vi.mock('imask', async (importOriginal) => {
  await gate.promise;
  return importOriginal();
});

afterEach(cleanup);

/** Owns the value, as the lookup screen does, and reports every change. */
function Controlled({ onValueChange }: Pick<MaskedFieldProps, 'onValueChange'>) {
  const [value, setValue] = useState('');
  return (
    <MaskedField
      label="CNPJ"
      mask="cnpj"
      value={value}
      onValueChange={(masked, digits) => {
        setValue(masked);
        onValueChange?.(masked, digits);
      }}
    />
  );
}

describe('MaskedField while imask loads', () => {
  it('reads a pasted CNPJ out of its text even before the mask is there', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'CNPJ' }));
    await userEvent.paste(' CNPJ: 17.863.126/0001-92 ');
    expect(onValueChange).toHaveBeenLastCalledWith('17863126000192', '17863126000192');
    cleanup();
  });

  it('works as a plain input, then the mask attaches mid-typing and loses no key', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'CNPJ' });

    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('1234567');
    expect(onValueChange).toHaveBeenLastCalledWith('1234567', '1234567');

    gate.resolve();
    await userEvent.type(input, '8000190');
    await vi.waitFor(() => expect(input).toHaveValue('12.345.678/0001-90'));
    expect(onValueChange).toHaveBeenLastCalledWith('12.345.678/0001-90', '12345678000190');

    await userEvent.clear(input);
    await userEvent.type(input, '01a310100');
    expect(input).toHaveValue('01.A31.010/0');
  });

  it('reformats a value given before imask loaded, once it attaches', async () => {
    render(<MaskedField label="CEP" mask="cep" value="01310100" />);
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100'),
    );
  });
});

describe('MaskedField pasting, once imask is there', () => {
  it.each([
    ['cnpj', ' 17.863.126/0001-92 ', '17.863.126/0001-92'],
    ['cnpj', 'CNPJ: 17.863.126/0001-92', '17.863.126/0001-92'],
    ['cnpj', '17 863 126 0001 92', '17.863.126/0001-92'],
    ['cnpj', '12.abc.345/01de-35', '12.ABC.345/01DE-35'],
    ['cnpj', '\t17.863.126/0001-92\r\n', '17.863.126/0001-92'],
    ['cep', ' 13.015-904 ', '13015-904'],
    ['cep', 'CEP\n13015-904', '13015-904'],
  ] as const)('lands %s pasted as %j whole', async (mask, pasted, shown) => {
    gate.resolve();
    render(<MaskedField label="Campo" mask={mask} />);
    const input = screen.getByRole('textbox', { name: 'Campo' });
    await userEvent.click(input);
    await userEvent.paste(pasted);
    await vi.waitFor(() => expect(input).toHaveValue(shown));
  });
});
