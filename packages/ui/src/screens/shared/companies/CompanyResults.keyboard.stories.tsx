// The results table from the keyboard (docs/product.md#search "The results from the keyboard",
// decision 077): one stop in the tab order, arrows through rows and cells, Space and X select, Enter
// opens the detail, L and N act on the focused row, "?" lists the keys, and the selection's actions
// come next after the table.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/Button';
import { findModal } from '../story-helpers';
import { CompanyResults } from './CompanyResults';
import { buildRows } from './fixtures';
import { SelectionBar } from './SelectionBar';

const pages = [buildRows(12), buildRows(24).slice(12)];
const rows = pages[0]!;

/** The results as the search lays them out: something before the table, the rows, the selection bar. */
function KeyboardResults({
  onAddToList,
  onDoNotContact,
}: {
  /** Called with the selection as the screen holds it when "Adicionar à lista" runs. */
  onAddToList: (cnpjs: string[]) => void;
  onDoNotContact: (cnpj: string) => void;
}) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(0);
  return (
    <div data-company-set>
      <Button variant="secondary" size="sm">
        Antes da tabela
      </Button>
      <CompanyResults
        rows={pages[page]!}
        selection={selection}
        onSelectionChange={setSelection}
        layout="table"
        rowActions={{ onDoNotContact: (row) => onDoNotContact(row.cnpj) }}
        onAddToList={() => onAddToList([...selection])}
      />
      {selection.size > 0 && (
        <SelectionBar
          count={selection.size}
          onAddToList={() => onAddToList([...selection])}
          onClear={() => setSelection(new Set())}
        />
      )}
      <div data-hands-focus-to-results>
        <Button variant="ghost" size="sm" onClick={() => setPage(1 - page)}>
          Outra página
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Screens/Shared/Results/Keyboard',
  component: KeyboardResults,
  args: { onAddToList: fn(), onDoNotContact: fn() },
} satisfies Meta<typeof KeyboardResults>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const grid = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Empresas encontradas' });
const rowOf = (index: number) => within(screen.getAllByRole('row')[index + 1]!);
const name = (index: number) => rows[index]!.cnpj_formatado;

/** Tab reaches the table once: the first company's checkbox, the only stop of the table in the tab order. */
async function tabIntoGrid(canvas: Canvas) {
  const table = await grid(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Antes da tabela' }));
  await userEvent.tab();
  await expect(within(table).getAllByRole('checkbox')[1]).toHaveFocus();
  return table;
}

/** Arrows move through the rows, then the cells; the focused row is the table's one tab stop. */
export const FocusOnARow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tabIntoGrid(canvas);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(rowOf(2).getByRole('link', { name: name(2) })).toHaveFocus();
    await expect(table.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement?.closest('tr')).toBe(screen.getAllByRole('row')[3]);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(document.activeElement?.closest('tr')).toBe(screen.getAllByRole('row').at(-1));
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(rowOf(0).getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(rowOf(10).getByRole('checkbox')).toHaveFocus();
  },
};

/** Space and X select the focused company; the selection's actions come next in the tab order. */
export const SelectedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabIntoGrid(canvas);
    await userEvent.keyboard(' {ArrowDown}{ArrowRight}x');
    await expect(rowOf(0).getByRole('checkbox')).toBeChecked();
    await expect(rowOf(1).getByRole('checkbox')).toBeChecked();
    await expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('2 empresas selecionadas')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Adicionar à lista' })).toHaveFocus();
    // Shift+Tab comes back to the company the keyboard was on.
    await userEvent.tab({ shift: true });
    await expect(rowOf(1).getByRole('link', { name: name(1) })).toHaveFocus();
  },
};

/** L sends the focused company (selected first) with the selection to a list; N puts it on "Não contatar". */
export const ActionKeysOnARow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabIntoGrid(canvas);
    await userEvent.keyboard(' {ArrowDown}l');
    await expect(rowOf(1).getByRole('checkbox')).toBeChecked();
    // The selection sent holds the focused company, selected by L a moment before.
    await expect(args.onAddToList).toHaveBeenCalledTimes(1);
    await expect(args.onAddToList).toHaveBeenCalledWith([rows[0]!.cnpj, rows[1]!.cnpj]);
    await userEvent.keyboard('n');
    await expect(args.onDoNotContact).toHaveBeenCalledWith(rows[1]!.cnpj);
  },
};

/** Enter on a company opens its detail (the CNPJ's link, in a new tab). */
export const EnterOpensTheDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tabIntoGrid(canvas);
    const opened: string[] = [];
    const keep = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link) opened.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    };
    table.addEventListener('click', keep);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    table.removeEventListener('click', keep);
    await expect(opened).toEqual([`/detalhes/${rows[2]!.cnpj}`]);
  },
};

/** "?" lists the keys; closing the help gives the keyboard back to the company it was on. */
export const KeysHelp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabIntoGrid(canvas);
    await userEvent.keyboard('{ArrowDown}?');
    const help = await findModal(screen, 'dialog', { name: 'Atalhos do teclado' });
    for (const label of ['Selecionar', 'Abrir detalhes', 'Adicionar à lista', 'Não contatar'])
      await expect(within(help).getByText(label)).toBeVisible();
    await expect(within(help).getByText('Espaço ou X')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rowOf(1).getByRole('checkbox')).toHaveFocus());
  },
};

/**
 * Rows drawn since the keyboard last moved in the grid (a page turned by a click) wait for the arrows
 * too: Shift+Tab from below comes back to the company's place, the grid's one stop, and Tab leaves it.
 */
export const TabPastRowsDrawnSince: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tabIntoGrid(canvas);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(rowOf(1).getByRole('link', { name: name(1) })).toHaveFocus();
    const pager = canvas.getByRole('button', { name: 'Outra página' });
    await userEvent.click(pager);
    const next = pages[1]!;
    await expect(rowOf(0).getByRole('link', { name: next[0]!.cnpj_formatado })).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(rowOf(1).getByRole('link', { name: next[1]!.cnpj_formatado })).toHaveFocus();
    await expect(table.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.tab();
    await expect(pager).toHaveFocus();
  },
};

/** The selection's bar goes once cleared: the keyboard comes back to the company it was on, not to the page. */
export const FocusBackWhenTheBarGoes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabIntoGrid(canvas);
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Limpar seleção' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowOf(2).getByRole('checkbox')).toHaveFocus());
    await expect(rowOf(2).getByRole('checkbox')).not.toBeChecked();
  },
};

/** A page turned from the pager by a key: the keyboard goes on from the new page's first company. */
export const FocusAfterAPageTurn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvas);
    canvas.getByRole('button', { name: 'Outra página' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(rowOf(0).getByRole('checkbox', { name: /Selecionar/ })).toHaveFocus(),
    );
    await expect(rowOf(0).getByRole('link', { name: pages[1]![0]!.cnpj_formatado })).toBeVisible();
  },
};

/** A page turned by a click: focus stays where the click put it, so End and Page Down scroll the page. */
export const PageTurnedByAClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvas);
    const pager = canvas.getByRole('button', { name: 'Outra página' });
    await userEvent.click(pager);
    await expect(rowOf(0).getByRole('link', { name: pages[1]![0]!.cnpj_formatado })).toBeVisible();
    await expect(pager).toHaveFocus();
  },
};
