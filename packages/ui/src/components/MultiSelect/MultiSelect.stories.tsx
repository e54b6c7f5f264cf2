import type { Meta, StoryObj } from '@storybook/react-vite';
import { cnaeMatcher } from '@cnpj/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { buildMunicipioOptions } from './fixtures';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const municipios = buildMunicipioOptions();

/** Owns the selection, as a screen does, and reports every change to the story's spy. */
function Stateful(args: MultiSelectProps) {
  const [value, setValue] = useState(args.value);
  const onChange = (next: string[]) => {
    setValue(next);
    args.onChange(next);
  };
  return <MultiSelect {...args} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  args: {
    label: 'Municípios',
    options: municipios,
    value: [],
    onChange: fn(),
    placeholder: 'Digite para buscar',
    emptyText: 'Nenhum município encontrado',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 340 }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 5,570 options: typing "sao" finds "São Paulo", and the open list stays small in the DOM. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Municípios' });
    await userEvent.type(input, 'sao');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // The rows load on demand (decision 011); the play waits for them as a person would.
    await expect(await canvas.findByRole('option', { name: 'São Paulo' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(800);
  },
};

/** Arrows move, Enter selects, Backspace removes the last chip, Escape closes. */
export const KeyboardSelection: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Municípios' });
    await userEvent.type(input, 'sao');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['7002']);
    await expect(
      await canvas.findByRole('option', { name: 'São José dos Campos' }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'São José dos Campos' }).id,
    );
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** The text typed to find a city goes once the city is chosen, so it does not stay beside its chip. */
export const ClearsTextOnChoose: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Municípios' });
    await userEvent.type(input, 'camp');
    await userEvent.click(await canvas.findByRole('option', { name: 'Campinas' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['7005']);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('listbox', { name: 'Municípios' })).toBeVisible();
  },
};

/** Chips with remove buttons and the "n selecionados" summary. */
export const WithSelection: Story = {
  args: { value: ['7001', '7004', '7005'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('3 selecionados')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Santo André' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['7001', '7005']);
    await expect(canvas.getByText('2 selecionados')).toBeVisible();
  },
};

/** Clicking an option toggles it; the list stays open for more choices. */
export const MouseSelection: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Municípios' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Campinas' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['7005']);
    await expect(canvas.getByRole('listbox', { name: 'Municípios' })).toBeVisible();
  },
};

/** No option matches the typed text. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Municípios' }), 'xyzw');
    await expect(canvas.getByText('Nenhum município encontrado')).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** docs/product.md#screens-and-routes: the city field is disabled until a UF is chosen. */
export const Disabled: Story = {
  args: { disabled: true, hint: 'Escolha uma UF primeiro.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Municípios' })).toBeDisabled();
  },
};

export const WithError: Story = { args: { error: 'Selecione ao menos um município.' } };

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Municípios' })).toHaveFocus());
  },
};

/** Long names are ellipsed in chips and options. */
export const LongText: Story = {
  args: {
    options: [
      { value: 'x', label: 'São José do Vale do Rio Preto e Arredores da Serra dos Órgãos' },
      ...municipios.slice(0, 20),
    ],
    value: ['x', '7001'],
  },
};

export const Narrow: Story = {
  args: { value: ['7001', '7002', '7003'] },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
};

/** Home and End jump to the first and last matching option while the list is open. */
export const HomeAndEnd: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Municípios' });
    await userEvent.type(input, 'sao');
    await canvas.findByRole('option', { name: 'São Paulo' });
    await userEvent.keyboard('{End}');
    const last = await canvas.findByRole('option', { name: 'São Bernardo do Campo' });
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await userEvent.keyboard('{Home}');
    const first = canvas.getByRole('option', { name: 'São Paulo' });
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
  },
};

/** Empty, selected, error and disabled side by side, for visual review. */
export const StateGrid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 16,
      }}
    >
      <MultiSelect {...args} label="Vazio" />
      <MultiSelect {...args} label="Com seleção" value={['7001', '7002']} />
      <MultiSelect {...args} label="Com erro" error="Selecione ao menos um município." />
      <MultiSelect {...args} label="Desativado" disabled hint="Escolha uma UF primeiro." />
    </div>
  ),
};

// A picker's own ranking: the CNAE pickers pass the domain's matcher (docs/product.md#search).
const cnaeItems = [
  { codigo: '4721102', descricao: 'Padaria e confeitaria com predominância de revenda' },
  { codigo: '5611201', descricao: 'Restaurantes e similares' },
  { codigo: '9602501', descricao: 'Cabeleireiros, manicure e pedicure' },
];

/** With a `matcher`, the options come as it ranks them: an everyday name finds a description that lacks it. */
export const RankedByMatcher: Story = {
  args: {
    label: 'CNAEs',
    options: cnaeItems.map((item) => ({
      value: item.codigo,
      label: `${item.codigo} - ${item.descricao}`,
    })),
    matcher: cnaeMatcher(cnaeItems),
    placeholder: 'Digite código ou descrição',
    emptyText: 'Nenhuma opção encontrada',
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'CNAEs' });
    await userEvent.type(input, 'salão de beleza');
    const options = await canvas.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '9602501 - Cabeleireiros, manicure e pedicure',
    ]);
    await userEvent.clear(input);
    await userEvent.type(input, '4721-1/02{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['4721102']);
  },
};
