import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableProps } from './DataTable';
import {
  buildCompanyRows,
  companyColumns,
  getRowId,
  rowLabel,
  type CompanyRow,
} from './story-data';

const rows = buildCompanyRows(6);

/** Owns the selection as the search screen does, reporting each change to the story's spy. */
function Selectable(
  props: DataTableProps<CompanyRow> & { onSelectionChange: (ids: Set<string>) => void },
) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const onSelectionChange = (ids: Set<string>) => {
    setSelectedIds(ids);
    props.onSelectionChange(ids);
  };
  return <DataTable {...props} selection={{ selectedIds, onSelectionChange, rowLabel }} />;
}

const meta = {
  title: 'Components/DataTable',
  component: Selectable,
  parameters: { layout: 'padded' },
  args: {
    caption: 'Empresas encontradas',
    rows,
    columns: companyColumns,
    getRowId,
    onSelectionChange: fn(),
    empty: 'Nenhuma empresa encontrada',
  },
} satisfies Meta<typeof Selectable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screen: a table; the header checkbox goes unchecked -> indeterminate -> checked -> cleared. */
export const Table: Story = {
  args: { layout: 'table' },
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('checkbox', { name: 'Selecionar página' });
    await expect(await canvas.findByRole('table', { name: 'Empresas encontradas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar 11.222.333/0001-10' }));
    await expect(header).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(header);
    await expect(header).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(rows.map(getRowId)));
    await userEvent.click(header);
    await expect(header).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
  },
};

/** Narrow screen: cards, with the same selection. */
export const Cards: Story = {
  args: { layout: 'cards' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Empresas encontradas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(rows.length);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar 11.222.333/0001-10' }));
    await expect(canvas.getByRole('checkbox', { name: 'Selecionar página' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};

/** 'auto' in a phone-wide container: cards, chosen from the container's width. */
export const AutoNarrow: Story = {
  args: { layout: 'auto' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Empresas encontradas' })).toBeVisible();
  },
};

/** 'auto' in a wide container: a table. */
export const AutoWide: Story = {
  args: { layout: 'auto' },
  decorators: [(Story) => <div style={{ width: 960 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Empresas encontradas' })).toBeVisible();
  },
};

/** 'auto' follows its container as it resizes (e.g. a rotated phone, a collapsed side menu). */
export const AutoFollowsResize: Story = {
  args: { layout: 'auto' },
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 960 }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Empresas encontradas' })).toBeVisible();
    canvas.getByTestId('frame').style.width = '360px';
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    await expect(canvas.getByRole('list', { name: 'Empresas encontradas' })).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes: "Nenhuma empresa encontrada". */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma empresa encontrada')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Long names wrap inside their cells instead of widening the table. */
export const LongText: Story = {
  args: {
    layout: 'table',
    rows: buildCompanyRows(2).map((row) => ({
      ...row,
      razao_social: `${row.razao_social} ${'Indústria e Comércio de Produtos '.repeat(4)}`,
      nome_fantasia: null,
    })),
  },
};

export const FocusVisible: Story = {
  args: { layout: 'table' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Selecionar página' })).toHaveFocus();
  },
};

/** Read-only tables (e.g. partners on the detail screen) have no checkbox column. */
export const WithoutSelection: Story = {
  render: (args) => (
    <DataTable
      caption={args.caption}
      rows={args.rows}
      columns={args.columns}
      getRowId={args.getRowId}
      layout="table"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Table, cards and empty on one canvas, for visual review. */
export const StateGrid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Selectable {...args} caption="Tabela" rows={rows.slice(0, 3)} layout="table" />
      <div style={{ maxWidth: 360 }}>
        <Selectable {...args} caption="Cartões" rows={rows.slice(0, 2)} layout="cards" />
      </div>
      <Selectable {...args} caption="Vazia" rows={[]} />
    </div>
  ),
};
