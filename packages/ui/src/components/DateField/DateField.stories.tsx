import type { Meta, StoryObj } from '@storybook/react-vite';
import { DATE_INCOMPLETE_MESSAGE, DATE_INVALID_MESSAGE } from '@cnpj/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './DateField';
import { findModal } from '../../screens/shared/story-helpers';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  parameters: { layout: 'padded' },
  args: { label: 'Data de abertura (de)', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#validation "Dates": digits become dd/mm/aaaa as typed; 01022024 is 1 February 2024. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de abertura (de)' });
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(input, '01022024');
    await waitFor(() => expect(input).toHaveValue('01/02/2024'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-02-01');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A yyyy-mm-dd value (from the address) is shown day first. */
export const Filled: Story = {
  args: { defaultValue: '2024-02-01' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de abertura (de)' });
    await waitFor(() => expect(input).toHaveValue('01/02/2024'));
  },
};

/** Leaving a half-typed date says what is missing; the text stays and nothing is sent. */
export const Incomplete: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de abertura (de)' });
    await userEvent.type(input, '0102');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(DATE_INCOMPLETE_MESSAGE);
    await waitFor(() => expect(input).toHaveValue('01/02'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** 31/02/2024 does not exist: said at once, kept as typed, reported as ''. */
export const Invalid: Story = {
  args: { defaultValue: '2024-01-31' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de abertura (de)' });
    await waitFor(() => expect(input).toHaveValue('31/01/2024'));
    await userEvent.clear(input);
    await userEvent.type(input, '31022024');
    await waitFor(() => expect(input).toHaveValue('31/02/2024'));
    await expect(input).toHaveAccessibleDescription(DATE_INVALID_MESSAGE);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** The calendar in Portuguese, weeks from Sunday; picking a day writes it and gives focus back to the field. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2024-02-01' },
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendário' }));
    const calendar = await findModal(page, 'dialog', { name: 'Calendário' });
    const grid = within(calendar).getByRole('grid', { name: 'fevereiro 2024' });
    // The weekday row is hidden from screen readers (each day's name says its weekday); weeks start on Sunday.
    const weekdays = [...grid.querySelectorAll('th')].map((header) =>
      header.getAttribute('aria-label'),
    );
    await expect(weekdays).toEqual([
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ]);
    await waitFor(() =>
      expect(
        within(grid).getByRole('button', { name: /1 de fevereiro de 2024, selecionado/ }),
      ).toHaveFocus(),
    );
    await userEvent.click(within(grid).getByRole('button', { name: /15 de fevereiro de 2024/ }));
    const input = canvas.getByRole('textbox', { name: 'Data de abertura (de)' });
    await waitFor(() => expect(input).toHaveValue('15/02/2024'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-02-15');
    await expect(page.queryByRole('dialog', { name: 'Calendário' })).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
  },
};

/** Escape closes the calendar and the field has the focus again. */
export const CalendarEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('textbox', { name: 'Data de abertura (de)' });
    await userEvent.click(input);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await findModal(page, 'dialog', { name: 'Calendário' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: 'Calendário' })).not.toBeInTheDocument(),
    );
    await expect(input).toHaveFocus();
  },
};

/** A message from outside takes the field's place. */
export const WithError: Story = { args: { error: 'Data inválida.' } };

export const Disabled: Story = {
  args: { defaultValue: '2020-05-10', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Data de abertura (de)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Abrir calendário' })).toBeDisabled();
  },
};

/** A parent owning the value, as the search screen does: a value from outside replaces the text. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('2024-02-01');
    return (
      <>
        <DateField {...args} value={value} onValueChange={setValue} />
        <output>{value || 'vazio'}</output>
        <button type="button" onClick={() => setValue('')}>
          Limpar
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de abertura (de)' });
    await waitFor(() => expect(input).toHaveValue('01/02/2024'));
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(input).toHaveValue(''));
    await userEvent.type(input, '31122023');
    await waitFor(() => expect(canvas.getByText('2023-12-31')).toBeInTheDocument());
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
