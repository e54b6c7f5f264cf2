import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultFilters } from '@cnpj/domain';
import { Button } from '../../components/Button';
import { buildRow, buildRows } from '../shared/companies/fixtures';
import { baseArgs, SearchPage, PhoneFrame, StatefulSearchScreen } from './story-helpers';
import { findModal } from '../shared/story-helpers';

const rows = buildRows(50);

const meta = {
  title: 'Screens/Search/View',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: {
    ...baseArgs,
    filters: {
      ...defaultFilters(),
      uf: 'SP',
      municipios: ['6291', '7071'],
      nomeEmpresa: 'Padaria',
      porte: ['01'],
      comEmail: true,
    },
    results: { kind: 'ready', total: 1234, page: 2, rows },
    layout: 'table',
    density: 'comfortable',
    onDensityChange: fn(),
  },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#search: the compact view, one line a company, for a page of 50 (15 or more fit a 1366x900 screen). */
export const CompactResults: Story = {
  args: { density: 'compact' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Compacta' })).toBeChecked();
    const table = await canvas.findByRole('grid', { name: 'Empresas encontradas' });
    // A screenful is drawn first, the rest of the page a moment later.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    const body = within(table).getAllByRole('row').slice(1);
    for (const row of body.slice(0, 5))
      await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    // Trade name first, the legal name after it (decision 021).
    const escaped = (text: string | null) => (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(body[0]).toHaveTextContent(
      new RegExp(`${escaped(rows[0]!.nome_fantasia)}.*${escaped(rows[0]!.razao_social)}`),
    );
  },
};

/** The compact view's rows with a long name and a long city, beside ordinary ones. */
const LONG_NAME = 'Distribuidora de Alimentos e Bebidas do Interior Paulista';
const LONG_CITY = 'São José do Rio Pardo Paulista do Vale';
const cutRows = [
  buildRow(0, {
    nome_fantasia: LONG_NAME,
    razao_social: `${LONG_NAME.toUpperCase()} COMERCIO ATACADISTA LTDA`,
    municipio: LONG_CITY,
    situacao_cadastral: '08',
  }),
  ...rows.slice(1, 6),
];

/** The cells of a column of the compact table, by its header. */
function columnCells(table: HTMLElement, header: string): HTMLElement[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent === header);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[index] as HTMLElement);
}

/**
 * docs/product.md#search: compact, the city, the status and the opening date sit in columns of their
 * own, aligned from row to row; the date is never cut.
 */
export const CompactAlignedColumns: Story = {
  args: { density: 'compact', results: { kind: 'ready', total: 6, page: 1, rows: cutRows } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Empresas encontradas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers.slice(1)).toEqual([
      'CNPJ',
      'Empresa',
      'Município/UF',
      'Situação',
      'Abertura',
      'Telefone',
      'E-mail',
    ]);
    for (const header of ['Município/UF', 'Situação', 'Abertura']) {
      const lefts = columnCells(table, header).map((cell) =>
        Math.round(cell.getBoundingClientRect().left),
      );
      await expect(new Set(lefts).size).toBe(1);
    }
    const dates = columnCells(table, 'Abertura');
    await expect(dates.map((cell) => cell.textContent)).toEqual(
      cutRows.map((row) => row.data_inicio_atividade!.split('-').reverse().join('/')),
    );
    for (const cell of dates) await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    await expect(columnCells(table, 'Situação')[0]).toHaveTextContent(/^Baixada$/);
    // No column is cut off (decision 059): every cell holds its content, the table its box.
    for (const cell of table.querySelectorAll('th, td'))
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth + 1);
  },
};

/**
 * docs/product.md#search: a cut name or city takes keyboard focus, where its whole text shows (as on
 * hover); a text that fits takes none. In the grid it is one of its row's stops, reached with the
 * arrows, so its tabindex is the grid's (decision 077).
 */
export const CompactCutTextOnFocus: Story = {
  args: { density: 'compact', results: { kind: 'ready', total: 6, page: 1, rows: cutRows } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Empresas encontradas' });
    const [longCity, shortCity] = columnCells(table, 'Município/UF').map(
      (cell) => cell.firstElementChild as HTMLElement,
    );
    await waitFor(() => expect(longCity).toHaveAttribute('tabindex'));
    await expect(longCity).toHaveAttribute('data-full', `${LONG_CITY}/SP`);
    await expect(shortCity).not.toHaveAttribute('tabindex');
    longCity!.focus();
    await expect(longCity).toHaveFocus();
    await expect(getComputedStyle(longCity!, '::after').content).toBe(`"${LONG_CITY}/SP"`);

    const [longName] = columnCells(table, 'Empresa').map(
      (cell) => cell.firstElementChild as HTMLElement,
    );
    await waitFor(() => expect(longName).toHaveAttribute('tabindex'));
    await expect(longName).toHaveAttribute(
      'data-full',
      `${LONG_NAME} · ${LONG_NAME.toUpperCase()} COMERCIO ATACADISTA LTDA`,
    );
  },
};

/** "Visualização": choosing "Compacta" asks the app to switch (and remember) the view. */
export const ChooseCompactView: Story = {
  play: async ({ canvas, args }) => {
    const group = await canvas.findByRole('group', { name: 'Visualização' });
    await expect(within(group).getByRole('radio', { name: 'Confortável' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Compacta' }));
    await expect(args.onDensityChange).toHaveBeenCalledWith('compact');
  },
};

/**
 * docs/product.md#search: after a search the filters fold into chips naming the search shown; removing
 * one searches again without it, through the same checks as "Pesquisar".
 */
export const FoldedFilters: Story = {
  play: async ({ canvas, args }) => {
    const chips = await canvas.findByRole('list', { name: 'Filtros ativos' });
    const texts = within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);
    await expect(texts).toEqual([
      'UF: SP - São Paulo',
      'Cidades: Campinas, Santos',
      'Nome da empresa: Padaria',
      'Porte: Micro empresa',
      'Com e-mail',
    ]);
    await expect(
      canvas.queryByRole('textbox', { name: 'Nome da empresa' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Nome da empresa' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ nomeEmpresa: '', uf: 'SP', municipios: ['6291', '7071'] }),
    );
    await expect(within(chips).queryByText(/Nome da empresa/)).not.toBeInTheDocument();
  },
};

/**
 * Removing the UF chip would search without a UF (and, as when the UF changes, without its cities):
 * docs/product.md#validation stops it with its alert, and the search shown stays.
 */
export const FoldedFiltersUfRemoved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover filtro UF' }));
    const dialog = await findModal(screen, 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Por favor, selecione uma UF e ao menos um outro filtro.',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
    // The alert is modal, so the page behind it is hidden from the accessibility tree.
    await expect(
      canvas.getByRole('list', { name: 'Filtros ativos', hidden: true }),
    ).toHaveTextContent('UF: SP - São Paulo');
  },
};

/**
 * docs/product.md#search "The search shown": the form was edited and not searched. The chips and
 * rows still name the search shown, and the results say the filters changed.
 */
export const FiltersChanged: Story = {
  args: {
    searchedFilters: meta.args.filters,
    filters: { ...meta.args.filters, nomeEmpresa: 'Padaria Central' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Os filtros foram alterados. Clique em Pesquisar para atualizar os resultados.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent(
      'Nome da empresa: Padaria',
    );
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).not.toHaveTextContent(
      'Padaria Central',
    );
  },
};

/** Another page of the search shown is loading: the overlay covers the page still on screen. */
export const PageLoading: Story = {
  args: { pageLoading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('CARREGANDO EMPRESAS...')).toBeVisible();
    await expect(
      await canvas.findByRole('grid', { name: 'Empresas encontradas' }),
    ).toBeInTheDocument();
  },
};

/** "Editar filtros" unfolds the form, focus on its first field; "Recolher filtros" folds it again. */
export const EditFilters: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar filtros' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'UF' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Nome da empresa' })).toHaveValue('Padaria');
    await userEvent.click(canvas.getByRole('button', { name: 'Recolher filtros' }));
    await expect(await canvas.findByRole('list', { name: 'Filtros ativos' })).toBeVisible();
  },
};

/** Folding keeps what is typed: a date still being typed is in no filter, and comes back as it was. */
export const FoldingKeepsUnfinishedDate: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar filtros' }));
    const date = await canvas.findByRole('textbox', { name: 'Data de abertura (de)' });
    await userEvent.type(date, '0102');
    await expect(date).toHaveValue('01/02');
    await userEvent.click(canvas.getByRole('button', { name: 'Recolher filtros' }));
    await expect(await canvas.findByRole('list', { name: 'Filtros ativos' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar filtros' }));
    await expect(await canvas.findByRole('textbox', { name: 'Data de abertura (de)' })).toHaveValue(
      '01/02',
    );
  },
};

/** docs/product.md#search: paging above and below the rows. */
export const PagingBelow: Story = {
  play: async ({ canvas, args }) => {
    const bottom = await canvas.findByRole('navigation', {
      name: 'Paginação no fim dos resultados',
    });
    await expect(within(bottom).getByText('Página 2 de 25')).toBeVisible();
    await userEvent.click(within(bottom).getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** On a 375 px phone both pagers stay on one line (arrows keep their names). */
export const PhonePager: Story = {
  args: {
    layout: 'auto',
    results: { kind: 'ready', total: 1234, page: 2, rows: rows.slice(0, 3) },
  },
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  play: async ({ canvas }) => {
    for (const name of ['Paginação', 'Paginação no fim dos resultados']) {
      const pager = await canvas.findByRole('navigation', { name });
      const buttons = within(pager).getAllByRole('button');
      const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      await expect(tops.size).toBe(1);
      await expect(pager.scrollWidth).toBeLessThanOrEqual(pager.clientWidth);
    }
  },
};

/**
 * docs/product.md#search: on a phone "Compacta" draws short cards (CNPJ and its actions, names, city
 * and status, first phone, e-mail), so more companies fit a screen.
 */
export const CompactCardsOnPhone: Story = {
  args: {
    layout: 'auto',
    density: 'compact',
    results: { kind: 'ready', total: 1234, page: 2, rows: rows.slice(0, 5) },
  },
  decorators: PhonePager.decorators,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Empresas encontradas' });
    const [card] = within(list).getAllByRole('listitem');
    // A comfortable card, with the CNAE, the address and every phone, is far taller.
    await expect(card!.getBoundingClientRect().height).toBeLessThanOrEqual(200);
    await expect(within(card!).getByRole('link', { name: rows[0]!.email! })).toHaveAttribute(
      'href',
      `mailto:${rows[0]!.email}`,
    );
    await expect(card).not.toHaveTextContent(rows[0]!.cnae_principal!.replace(/<[^>]+>/g, ''));
  },
};

/** A long e-mail stays on one line, cut with an ellipsis; it takes keyboard focus, where the whole address shows. */
export const LongEmail: Story = {
  args: {
    results: {
      kind: 'ready',
      total: 1,
      page: 1,
      rows: [
        buildRow(0, {
          email:
            'comercial.atendimento.vendas.corporativas@distribuidora-de-alimentos-do-interior.com.br',
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const email = await canvas.findByText(
      'comercial.atendimento.vendas.corporativas@distribuidora-de-alimentos-do-interior.com.br',
    );
    const line = parseFloat(getComputedStyle(email).lineHeight) || 20;
    await expect(email.getBoundingClientRect().height).toBeLessThanOrEqual(line * 1.5);
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    email.parentElement!.focus();
    await expect(email.parentElement).toHaveFocus();
  },
};

/** The page's own action ("Pesquisas salvas") sits at the right of the title, on its row. */
export const TitleAction: Story = {
  args: {
    results: { kind: 'idle' },
    titleAction: (
      <Button variant="secondary" size="sm">
        Pesquisas salvas
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { name: 'Pesquisar Empresas' });
    const action = canvas.getByRole('button', { name: 'Pesquisas salvas' });
    const middle = (element: Element) =>
      element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2;
    await expect(Math.abs(middle(title) - middle(action))).toBeLessThan(8);
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().right,
    );
  },
};
