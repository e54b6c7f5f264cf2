import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MaskedField } from './MaskedField';

const meta = {
  title: 'Components/MaskedField',
  component: MaskedField,
  parameters: { layout: 'padded' },
  args: { label: 'CNPJ', mask: 'cnpj', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MaskedField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes CNPJ lookup: digits are masked as 00.000.000/0000-00 while typing. */
export const Cnpj: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '12345678000190');
    // imask loads on demand (decision 011): what was typed before it attached is reformatted.
    await waitFor(() => expect(input).toHaveValue('12.345.678/0001-90'));
    // docs/product.md#validation: the pattern stops the CNPJ at 18 characters; a maxlength would cut
    // inserted text before the number is read out of it.
    await expect(input).not.toHaveAttribute('maxlength');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '12.345.678/0001-90',
      '12345678000190',
    );
  },
};

/** Letters in the check digits and extra characters are ignored; the mask stops at 14. */
export const CnpjIgnoresExtraInput: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '123456780001ab90999');
    await waitFor(() => expect(input).toHaveValue('12.345.678/0001-90'));
  },
};

/** docs/product.md#cnpj: letters in the first 12 positions, upper-cased as typed. */
export const CnpjAlphanumeric: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '12abc34501de35');
    await waitFor(() => expect(input).toHaveValue('12.ABC.345/01DE-35'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '12.ABC.345/01DE-35',
      '12ABC34501DE35',
    );
  },
};

/** docs/product.md#validation: a pasted CNPJ lands whole, spaces, label and line breaks dropped. */
export const CnpjPasted: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.click(input);
    await userEvent.paste('CNPJ: 17.863.126/0001-92\t');
    await waitFor(() => expect(input).toHaveValue('17.863.126/0001-92'));
  },
};

/** docs/product.md#validation: a pasted CEP lands whole. */
export const CepPasted: Story = {
  args: { label: 'CEP', mask: 'cep' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.click(input);
    await userEvent.paste(' 13.015-904 ');
    await waitFor(() => expect(input).toHaveValue('13015-904'));
  },
};

/**
 * docs/product.md#validation: text a phone keyboard's clipboard suggestion, dictation or autofill
 * puts in the field (no paste event, one input event) is read for its number before it is masked.
 */
export const CnpjInsertedWithoutPaste: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'CNPJ' });
    await userEvent.click(input);
    // What the browser does for such an insertion: the text goes in as it is, then one input event.
    input.value = 'CNPJ: 11.222.333/0001-81\n';
    input.dispatchEvent(
      new InputEvent('input', { inputType: 'insertReplacementText', bubbles: true }),
    );
    await waitFor(() => expect(input).toHaveValue('11.222.333/0001-81'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '11.222.333/0001-81',
      '11222333000181',
    );
  },
};

/** docs/product.md#validation: a dropped text is the whole value, read for its number first. */
export const CepDropped: Story = {
  args: { label: 'CEP', mask: 'cep', value: '04' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    const dataTransfer = new DataTransfer();
    dataTransfer.setData('text/plain', ' CEP: 01310-100 ');
    input.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
    await waitFor(() => expect(input).toHaveValue('01310-100'));
  },
};

/** docs/product.md#validation CEP: 5 digits, hyphen, 3 digits. */
export const Cep: Story = {
  args: { label: 'CEP', mask: 'cep' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(input, '01310100');
    await waitFor(() => expect(input).toHaveValue('01310-100'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('01310-100', '01310100');
  },
};

/** docs/product.md#validation: "CNPJ deve conter 14 dígitos". */
export const CnpjError: Story = {
  args: { value: '12.345', error: 'CNPJ deve conter 14 dígitos' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveAccessibleDescription('CNPJ deve conter 14 dígitos');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** docs/product.md#validation: "CEP inválido." */
export const CepError: Story = {
  args: { label: 'CEP', mask: 'cep', value: '0131', error: 'CEP inválido.' },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'CNPJ' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { value: '12.345.678/0001-90', disabled: true } };

/** A parent owning the value, as the lookup screen does; clearing resets the field. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('12345678000190');
    return (
      <>
        <MaskedField {...args} value={value} onValueChange={(masked) => setValue(masked)} />
        <button type="button" onClick={() => setValue('')}>
          Limpar
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await waitFor(() => expect(input).toHaveValue('12.345.678/0001-90'));
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(input).toHaveValue('');
  },
};

export const Narrow: Story = {
  args: { label: 'CNPJ da empresa a consultar na base', hint: 'Somente os 14 dígitos.' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};

/** Both masks in every state, for visual review. */
export const StateGrid: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <MaskedField label="CNPJ" mask="cnpj" />
      <MaskedField label="CNPJ preenchido" mask="cnpj" value="12.345.678/0001-90" />
      <MaskedField
        label="CNPJ com erro"
        mask="cnpj"
        value="12.345"
        error="CNPJ deve conter 14 dígitos"
      />
      <MaskedField label="CEP" mask="cep" value="01310-100" />
      <MaskedField label="CEP com erro" mask="cep" value="0131" error="CEP inválido." />
      <MaskedField label="CEP desativado" mask="cep" disabled />
    </div>
  ),
};
