import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { MaskedField } from './MaskedField';
import type { MaskKind } from './masks';

// docs/product.md#validation: text that arrives without a paste event (a phone keyboard's clipboard
// suggestion, dictation, autofill, drag and drop) lands whole too. The text goes in as Chromium's
// own insertion (the DevTools protocol's Input.insertText, which Playwright's keyboard.insertText
// uses), so the browser applies whatever the element's attributes would do to it.

afterEach(cleanup);

/** Inserts `text` at the caret as a keyboard's suggestion does: no key events, no paste event. */
async function insertText(text: string): Promise<void> {
  await cdp().send('Input.insertText', { text });
}

/** A field with imask attached: a sixth CEP digit only gets its hyphen from the mask. */
async function maskedField(mask: MaskKind, label: string): Promise<HTMLInputElement> {
  render(<MaskedField label={label} mask={mask} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: label });
  await userEvent.click(input);
  if (mask === 'cep') {
    await userEvent.keyboard('123456');
    await vi.waitFor(() => expect(input).toHaveValue('12345-6'));
  } else {
    await userEvent.keyboard('123');
    await vi.waitFor(() => expect(input).toHaveValue('12.3'));
  }
  await userEvent.clear(input);
  return input;
}

const CASES = [
  ['cnpj', ' 11.222.333/0001-81 ', '11.222.333/0001-81'],
  ['cnpj', 'CNPJ: 11222333000181', '11.222.333/0001-81'],
  ['cnpj', 'CNPJ: 11.222.333/0001-81\n', '11.222.333/0001-81'],
  ['cnpj', ' 12.abc.345/01de-35 ', '12.ABC.345/01DE-35'],
  ['cep', ' 01310-100 ', '01310-100'],
  ['cep', 'CEP: 01310-100', '01310-100'],
] as const;

describe('MaskedField takes inserted text whole', () => {
  it.each(CASES)('lands %s inserted as %j whole', async (mask, text, shown) => {
    const input = await maskedField(mask, 'Campo');
    await insertText(text);
    await vi.waitFor(() => expect(input).toHaveValue(shown));
  });

  it.each(CASES)('lands %s inserted as %j before the mask loads', async (mask, text, shown) => {
    render(<MaskedField label="Campo" mask={mask} />);
    const input = screen.getByRole('textbox', { name: 'Campo' });
    await userEvent.click(input);
    await insertText(text);
    await vi.waitFor(() => expect(input).toHaveValue(shown));
  });

  it.each(CASES)('lands %s dropped as %j whole', async (mask, text, shown) => {
    const input = await maskedField(mask, 'Campo');
    const dataTransfer = new DataTransfer();
    dataTransfer.setData('text/plain', text);
    input.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(input).toHaveValue(shown));
  });

  it('reports the value read out of inserted text, masked and without its mask', async () => {
    const onValueChange = vi.fn();
    render(<MaskedField label="CNPJ" mask="cnpj" value="" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.click(input);
    await insertText('CNPJ: 12.abc.345/01de-35');
    await vi.waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith('12.ABC.345/01DE-35', '12ABC34501DE35'),
    );
  });
});

describe('MaskedField keeps the caret where the user works', () => {
  it('puts the caret after text inserted in the middle', async () => {
    const input = await maskedField('cnpj', 'CNPJ');
    // imask places the caret again on a 10 ms timer (for mobile browsers); a user moves it after
    // that. The timer is the test's to run, so the caret is moved only once it has fired.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    await insertText('11.222.333/0001');
    await vi.waitFor(() => expect(input).toHaveValue('11.222.333/0001'));
    vi.runOnlyPendingTimers();
    expect(vi.getTimerCount()).toBe(0);
    input.setSelectionRange(2, 2);
    await insertText(' 9 9 ');
    await vi.waitFor(() => expect(input).toHaveValue('11.992.223/3300-01'));
    expect(input.selectionStart).toBe(5);
  });

  it('keeps the caret after a key typed in the middle', async () => {
    const input = await maskedField('cnpj', 'CNPJ');
    await userEvent.keyboard('112223330001');
    await vi.waitFor(() => expect(input).toHaveValue('11.222.333/0001'));
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('9');
    await vi.waitFor(() => expect(input).toHaveValue('11.922.233/3000-1'));
    expect(input.selectionStart).toBe(4);
  });
});
