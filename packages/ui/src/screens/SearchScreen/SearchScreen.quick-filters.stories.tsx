import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  defaultFilters,
  formatCnpj,
  headOfficeUndecidedText,
  pageOnlyFilterNote,
  pageOnlyNote,
  sourceLine,
  withCheckDigits,
  PAGE_ONLY_FILTER,
} from '@cnpj/domain';
import { buildRow, buildRows } from '../shared/companies/fixtures';
import { baseArgs, SearchPage, StatefulSearchScreen } from './story-helpers';

const meta = {
  title: 'Screens/Search/Quick filters',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  // A fixed today, so the ranges the chips fill are the same in every run.
  args: { ...baseArgs, today: new Date(2026, 2, 1) },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const withUf = { ...defaultFilters(), uf: 'SP' as const, cnaes: ['4721102'] };

/** docs/product.md#search "Quick filters": a chip fills the opening-date range; tapped again, it empties it. */
export const OpeningRangeChip: Story = {
  args: { filters: withUf },
  play: async ({ canvas, args }) => {
    const chips = canvas.getByRole('group', { name: 'Filtros rápidos' });
    const days30 = within(chips).getByRole('button', { name: 'Abertas nos últimos 30 dias' });
    await expect(days30).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(days30);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dataAberturaIni: '2026-01-30', dataAberturaFim: '2026-03-01' }),
    );
    await expect(days30).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Data de abertura (de)' })).toHaveValue(
      '30/01/2026',
    );
    await userEvent.click(within(chips).getByRole('button', { name: /últimos 365 dias/ }));
    await expect(days30).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(chips).getByRole('button', { name: /últimos 365 dias/ }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dataAberturaIni: '', dataAberturaFim: '' }),
    );
  },
};

/** "Só matriz" and "Somente com celular" are on/off chips: the search runs with them. */
export const ToggleChips: Story = {
  args: { filters: withUf },
  play: async ({ canvas, args }) => {
    const chips = canvas.getByRole('group', { name: 'Filtros rápidos' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Só matriz' }));
    await userEvent.click(within(chips).getByRole('button', { name: 'Somente com celular' }));
    await expect(within(chips).getByRole('button', { name: 'Só matriz' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ somenteMatriz: true, somenteCelular: true }),
    );
  },
};

/** Searched, they name the search in its folded chips; removing one searches without it. */
export const ToggleChipsFolded: Story = {
  args: {
    filters: { ...withUf, somenteMatriz: true, ocultarEmListas: true },
    results: { kind: 'ready', total: 3, page: 1, rows: buildRows(3) },
  },
  play: async ({ canvas, args }) => {
    const active = canvas.getByRole('list', { name: 'Filtros ativos' });
    await expect(within(active).getByText('Só matriz')).toBeVisible();
    await expect(
      within(active).getByText('Ocultar empresas que já estão nas minhas listas'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Só matriz' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ somenteMatriz: false, ocultarEmListas: true }),
    );
  },
};

/** A backend without the extension: the page alone was narrowed, and the note says so before the rows. */
export const PageOnlyFilter: Story = {
  args: {
    filters: { ...withUf, somenteMatriz: true },
    results: { kind: 'ready', total: 1234, page: 1, rows: buildRows(12) },
    pageOnlyNote: pageOnlyFilterNote(['Só matriz']),
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(PAGE_ONLY_FILTER);
    await expect(note).toHaveTextContent('Só matriz');
  },
};

const lettered = ['12ABC3450001', '1122233301DE'].map((base, index) => {
  const cnpj = withCheckDigits(base);
  return buildRow(12 + index, { cnpj, cnpj_formatado: formatCnpj(cnpj) });
});

/**
 * The page alone applied "Só matriz", and two rows have alphanumeric CNPJs: without the register's
 * flag nobody can tell matriz from filial, so they stay and the note says how many.
 */
export const PageOnlyHeadOfficeUndecided: Story = {
  args: {
    filters: { ...withUf, somenteMatriz: true },
    results: { kind: 'ready', total: 1234, page: 1, rows: [...buildRows(10), ...lettered] },
    pageOnlyNote: pageOnlyNote(['Só matriz'], [headOfficeUndecidedText(2, 'desta página')]),
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(`Só matriz: ${PAGE_ONLY_FILTER}`);
    await expect(note).toHaveTextContent(
      'Não foi possível saber se 2 empresas desta página são matriz ou filial',
    );
  },
};

/** docs/product.md#search exports: where the data comes from, beside "Excel". */
export const SourceLine: Story = {
  args: { filters: withUf, sourceLine: sourceLine('2026-02-14') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Fonte: Receita Federal (dados abertos), base de 14/02/2026'),
    ).toBeVisible();
  },
};

/** docs/product.md#search "Only companies new to you": each row can go on "Não contatar". */
export const RowDoNotContact: Story = {
  args: {
    filters: withUf,
    results: { kind: 'ready', total: 3, page: 1, rows: buildRows(3) },
    layout: 'table',
    onDoNotContact: fn(),
  },
  play: async ({ canvas, args }) => {
    const [row] = buildRows(1);
    await userEvent.click(
      canvas.getByRole('button', { name: `Não contatar ${row!.cnpj_formatado}` }),
    );
    await expect(args.onDoNotContact).toHaveBeenCalledWith(row!.cnpj);
  },
};
