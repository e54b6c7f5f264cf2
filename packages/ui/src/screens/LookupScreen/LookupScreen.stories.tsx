import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { LookupScreen } from './LookupScreen';

const meta = {
  title: 'Screens/Lookup',
  component: LookupScreen,
  args: { busy: false, onLookup: fn() },
} satisfies Meta<typeof LookupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#cnpj-lookup, #validation: the input masks 00.000.000/0000-00 (max 18) and the lookup gets the 14 digits. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    // The mask's pattern stops at 18 characters; a maxlength would cut text inserted in one piece.
    await expect(input).not.toHaveAttribute('maxlength');
    await userEvent.type(input, '11222333000181');
    // The mask loads on demand (decision 011) and then reformats what was typed.
    await waitFor(() => expect(input).toHaveValue('11.222.333/0001-81'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar Empresa' }));
    await expect(args.onLookup).toHaveBeenCalledWith('11222333000181');
  },
};

/** docs/product.md#cnpj: an alphanumeric CNPJ, typed in lower case, is masked in capitals and looked up as such. */
export const Alphanumeric: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '12abc34501de35');
    await waitFor(() => expect(input).toHaveValue('12.ABC.345/01DE-35'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar Empresa' }));
    await expect(args.onLookup).toHaveBeenCalledWith('12ABC34501DE35');
  },
};

/** docs/product.md#cnpj: the right length with a wrong check digit gets our message, and nothing opens. */
export const WrongCheckDigit: Story = {
  args: { defaultValue: '11.222.333/0001-80' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar Empresa' }));
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveAccessibleDescription(
      'CNPJ inválido: confira os dígitos verificadores.',
    );
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

/** docs/product.md#validation: what people copy lands whole, whatever surrounds the number. */
export const Pasted: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.click(input);
    await userEvent.paste(' CNPJ: 17.863.126/0001-92 \n');
    await waitFor(() => expect(input).toHaveValue('17.863.126/0001-92'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar Empresa' }));
    await expect(args.onLookup).toHaveBeenCalledWith('17863126000192');
  },
};

/** docs/product.md#cnpj: fewer than 14 characters shows "CNPJ deve conter 14 dígitos"; typing again clears it. */
export const Invalid: Story = {
  args: { defaultValue: '12.345.678/0001' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar Empresa' }));
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveAccessibleDescription('CNPJ deve conter 14 dígitos');
    await expect(args.onLookup).not.toHaveBeenCalled();
    await userEvent.type(input, '9');
    await expect(canvas.queryByText('CNPJ deve conter 14 dígitos')).not.toBeInTheDocument();
  },
};

/** docs/product.md#screens-and-routes: "Pesquisando..." while the app opens the result. */
export const Busy: Story = {
  args: { busy: true, defaultValue: '12.345.678/0001-90' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Pesquisando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

/** Narrow screen: the button drops under the input. */
export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    const button = canvas.getByRole('button', { name: 'Pesquisar Empresa' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(
      input.getBoundingClientRect().bottom,
    );
  },
};

/** docs/product.md#bulk-cnpj-lookup: many CNPJs at once are one link away. */
export const LinksToBulkLookup: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Tem muitos CNPJs? Consulte em lote' }),
    ).toHaveAttribute('href', '/consultar-cnpjs-em-lote');
  },
};
