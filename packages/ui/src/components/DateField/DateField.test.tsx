import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

afterEach(cleanup);

/** Owns the ISO value as the search screen does, and shows it. */
function Parent({
  initial = '',
  onValueChange,
}: {
  initial?: string;
  onValueChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Data"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <output aria-label="valor">{value}</output>
      <button type="button" onClick={() => setValue('2023-12-31')}>
        Restaurar
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Data' });
const held = () => screen.getByRole('status', { name: 'valor' });

describe('DateField (docs/product.md#validation "Dates")', () => {
  it('reads typed digits day first, whatever the browser language', async () => {
    render(<Parent />);
    await userEvent.type(field(), '01022024');
    await vi.waitFor(() => expect(field()).toHaveValue('01/02/2024'));
    // The mask writes the element's text before React renders the parent's new value.
    await vi.waitFor(() => expect(held()).toHaveTextContent('2024-02-01'));
  });

  it('never hands on an impossible day, and keeps it as typed', async () => {
    const onValueChange = vi.fn();
    render(<Parent initial="2024-01-31" onValueChange={onValueChange} />);
    await vi.waitFor(() => expect(field()).toHaveValue('31/01/2024'));
    await userEvent.clear(field());
    await userEvent.type(field(), '31022024');
    await vi.waitFor(() => expect(field()).toHaveValue('31/02/2024'));
    expect(onValueChange).not.toHaveBeenCalledWith(expect.stringMatching(/02-31|2024-02/));
    expect(held()).toBeEmptyDOMElement();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a half-typed date when the parent answers with an empty value', async () => {
    render(<Parent initial="2024-02-01" />);
    await vi.waitFor(() => expect(field()).toHaveValue('01/02/2024'));
    await userEvent.type(field(), '{Backspace}{Backspace}');
    await vi.waitFor(() => expect(field()).toHaveValue('01/02/20'));
    await vi.waitFor(() => expect(held()).toBeEmptyDOMElement());
    expect(field()).toHaveValue('01/02/20');
  });

  it('shows a value the parent sets (a restored address)', async () => {
    render(<Parent />);
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    await vi.waitFor(() => expect(field()).toHaveValue('31/12/2023'));
  });

  it.each([
    ['2024-02-01', '01/02/2024'],
    [' 01/02/2024 ', '01/02/2024'],
    ['Abertura: 01.02.2024', '01/02/2024'],
  ])('lands %j pasted as %j', async (pasted, shown) => {
    render(<Parent />);
    await vi.waitFor(() => expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa'));
    await userEvent.click(field());
    await userEvent.paste(pasted);
    await vi.waitFor(() => expect(field()).toHaveValue(shown));
    await vi.waitFor(() => expect(held()).toHaveTextContent('2024-02-01'));
  });
});
