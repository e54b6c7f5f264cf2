// The results region alone (docs/product.md#search): each of its states, without the form above it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  FILTERS_CHANGED_NOTICE,
  FREE_PLAN_LISTS_ALERT,
  FREE_PLAN_PAGING_ALERT,
  NAO_CONTATAR_DONE,
  NAO_CONTATAR_UNDO,
  NO_RESULTS_MESSAGE,
  SEARCH_EXPIRED_TITLE,
} from '@cnpj/domain';
import { buildRows } from '../shared/companies/fixtures';
import { findModal } from '../shared/story-helpers';
import { SearchResults, type SearchResultsProps } from './SearchResults';

/** The region holding its selection, as the app does, reporting to the args' spies. */
function StatefulResults(args: SearchResultsProps) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(args.selection);
  return (
    <SearchResults
      {...args}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        args.onSelectionChange(next);
      }}
    />
  );
}

const rows = buildRows(10);
const firstRow = rows[0]!;

const meta = {
  title: 'Screens/Search/Regions/Results',
  component: SearchResults,
  render: (args) => <StatefulResults {...args} />,
  args: {
    results: { kind: 'ready', total: 1234, page: 1, rows },
    selection: new Set<string>(),
    onSelectionChange: fn(),
    onPageChange: fn(),
    plano: 'M',
    onAddSelectionToList: fn(),
    sendAll: { onRequest: fn(), onConfirm: fn(), onCancel: fn() },
    layout: 'table',
  },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: the region draws nothing. */
export const Idle: Story = {
  args: { results: { kind: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Resultados' })).not.toBeInTheDocument();
  },
};

/** A page of rows: the summary, the view, both pagers, "Enviar todos para lista". */
export const Page: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Exibindo 10 de 1.234 resultados')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Empresas encontradas' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Visualização' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: 'Paginação no fim dos resultados' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar todos para lista' }));
    await expect(args.sendAll.onRequest).toHaveBeenCalledTimes(1);
  },
};

/** Selecting rows shows the selection bar; "Limpar seleção" empties it. */
export const Selection: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Selecionar todas as empresas desta página' }),
    );
    const bar = canvas.getByRole('region', { name: 'Seleção' });
    await expect(bar).toHaveTextContent('10 empresas selecionadas');
    await userEvent.click(within(bar).getByRole('button', { name: 'Adicionar à lista' }));
    await expect(args.onAddSelectionToList).toHaveBeenCalledTimes(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Limpar seleção' }));
    await expect(canvas.queryByRole('region', { name: 'Seleção' })).not.toBeInTheDocument();
  },
};

/** The form differs from the search shown: the rows say so. */
export const FiltersChanged: Story = {
  args: { filtersChanged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(FILTERS_CHANGED_NOTICE)).toBeVisible();
  },
};

/** Filters applied to the page only: the note says so above the rows. */
export const PageOnlyNote: Story = {
  args: { pageOnlyNote: 'Filtro aplicado só a esta página.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Filtro aplicado só a esta página.');
  },
};

/** docs/product.md#states-and-transitions: the search found nothing. */
export const Empty: Story = {
  args: { results: { kind: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_RESULTS_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** docs/product.md#search "Results in the URL": the backend no longer knows the search. */
export const Expired: Story = {
  args: { results: { kind: 'expired' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SEARCH_EXPIRED_TITLE)).toBeVisible();
  },
};

/** docs/product.md#plans-and-permissions: on the free plan another page says why not. */
export const FreePlanPaging: Story = {
  args: { plano: 'G' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /Próxima/ })[0]!);
    const alert = await findModal(screen, 'alertdialog');
    await expect(alert).toHaveAccessibleDescription(FREE_PLAN_PAGING_ALERT);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** docs/product.md#plans-and-permissions: on the free plan "Enviar todos para lista" says why not. */
export const FreePlanLists: Story = {
  args: { plano: 'G' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar todos para lista' }));
    const alert = await findModal(screen, 'alertdialog');
    await expect(alert).toHaveAccessibleDescription(FREE_PLAN_LISTS_ALERT);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.sendAll.onRequest).not.toHaveBeenCalled();
  },
};

/** Above 65.535 results "Enviar todos para lista" asks first; "Enviar" goes on. */
export const SendAllConfirmation: Story = {
  args: {
    sendAll: { onRequest: fn(), confirmation: { total: 70000 }, onConfirm: fn(), onCancel: fn() },
  },
  play: async ({ args }) => {
    const question = await findModal(screen, 'alertdialog', { name: 'Enviar todos para lista' });
    await expect(question).toHaveAccessibleDescription(/70\.000 resultados/);
    await expect(within(question).getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expect(args.sendAll.onConfirm).not.toHaveBeenCalled();
  },
};

/** docs/product.md#search "Long operations": the Excel file on its way, with "Cancelar". */
export const Transfer: Story = {
  args: {
    sendAll: { onRequest: fn(), running: true },
    transfers: { running: [{ kind: 'export', received: 512_000, expected: null }], onCancel: fn() },
  },
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('region', { name: 'Baixando a planilha do Excel' });
    await expect(within(panel).getByText(/recebidos$/)).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    await expect(args.transfers?.onCancel).toHaveBeenCalledWith('export');
    await expect(canvas.getByRole('button', { name: 'Enviar todos para lista' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** "Não contatar" on a row: marked in place, and the note with "Desfazer". */
export const DoNotContact: Story = {
  args: {
    doNotContact: {
      onToggle: fn(),
      marked: new Set([firstRow.cnpj]),
      note: { message: NAO_CONTATAR_DONE, onUndo: fn() },
      onDismissNote: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: `Não contatar ${firstRow.cnpj_formatado}` });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.doNotContact?.onToggle).toHaveBeenCalledWith(firstRow.cnpj);
    await expect(canvas.getByText(NAO_CONTATAR_DONE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: NAO_CONTATAR_UNDO })).toBeVisible();
  },
};

/** The compact view: one line a company, its own columns. */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvas }) => {
    const headers = within(canvas.getByRole('grid', { name: 'Empresas encontradas' }))
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
  },
};
