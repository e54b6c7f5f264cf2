import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import {
  buildCompanyRows,
  companyColumns,
  getRowId,
  rowLabel,
  type CompanyRow,
} from './story-data';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const rows = buildCompanyRows(50);

/** The story columns, counting how many times each row's cells are drawn. */
function countingColumns() {
  const draws = new Map<string, number>();
  const columns = companyColumns.map((column) => ({
    ...column,
    cell: (row: CompanyRow) => {
      draws.set(row.cnpj, (draws.get(row.cnpj) ?? 0) + 1);
      return column.cell(row);
    },
  }));
  return { columns, draws };
}

/** A host of a given width in the page, so the auto layout has something to measure. */
function hostOf(width: string): HTMLElement {
  const host = document.createElement('div');
  host.style.width = width;
  document.body.append(host);
  return host;
}

describe('DataTable auto layout', () => {
  it('draws each row once, as a card, in a narrow container (no table drawn and thrown away)', () => {
    const { columns, draws } = countingColumns();
    render(<DataTable caption="Empresas" rows={rows} columns={columns} getRowId={getRowId} />, {
      container: hostOf('320px'),
    });
    expect(screen.getByRole('list', { name: 'Empresas' }).children).toHaveLength(50);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(new Set(draws.values())).toEqual(new Set([companyColumns.length]));
  });

  it('draws a table in a wide container', () => {
    const host = document.createElement('div');
    host.style.width = '1200px';
    document.body.append(host);
    render(
      <DataTable caption="Empresas" rows={rows} columns={companyColumns} getRowId={getRowId} />,
      {
        container: host,
      },
    );
    expect(screen.getByRole('table', { name: 'Empresas' })).toBeInTheDocument();
    host.remove();
  });
});

/** Owns the selection, as the search screen does. */
function Selectable(props: Omit<DataTableProps<CompanyRow>, 'selection'>) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      {...props}
      selection={{ selectedIds, onSelectionChange: setSelectedIds, rowLabel }}
    />
  );
}

describe.each(['table', 'cards'] as const)('DataTable selection in %s', (layout) => {
  it("redraws no row's cells when one row is ticked: only its checkbox changes", async () => {
    const { columns, draws } = countingColumns();
    render(
      <Selectable
        caption="Empresas"
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        layout={layout}
      />,
    );
    draws.clear();
    const third = rows[2] as CompanyRow;
    const box = screen.getByRole('checkbox', { name: rowLabel(third) });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect([...draws.keys()]).toEqual([]);
  });
});
