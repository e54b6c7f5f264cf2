import { MISSING_SEARCH_ID_ALERT, exportConfirmation } from '@cnpj/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchRun } from '../search/shown-page-url';
import { useSearchCrmExport } from './use-search-crm-export';

function Harness({
  run,
  stale,
  onAlert,
}: {
  run: SearchRun | null;
  stale: boolean;
  onAlert: (m: string) => void;
}) {
  const getAllSearchRows = vi.fn(async () => []);
  const crm = useSearchCrmExport({ api: { getAllSearchRows }, run, stale, plano: 'M', onAlert });
  return (
    <>
      <button type="button" onClick={crm.requestExport}>
        exportar
      </button>
      {crm.dialog}
    </>
  );
}

describe('"Exportar para CRM" on the search (docs/product.md#search "The search shown")', () => {
  it('asks for a search first when none is shown', async () => {
    const onAlert = vi.fn();
    render(<Harness run={null} stale={false} onAlert={onAlert} />);
    await userEvent.click(screen.getByRole('button', { name: 'exportar' }));
    expect(onAlert).toHaveBeenCalledWith(MISSING_SEARCH_ID_ALERT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says which search it exports when the form differs, and the cap above it', async () => {
    const run = { pesquisaId: 'p-1', total: 70_000, ordenacao: 'D' as const };
    render(<Harness run={run} stale onAlert={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'exportar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar para CRM' });
    expect(dialog).toHaveAccessibleDescription('65.535 empresas da pesquisa exibida');
    expect(within(dialog).getByText(exportConfirmation(70_000, true))).toBeVisible();
  });

  it('says nothing more for a search shown as searched, below the cap', async () => {
    const run = { pesquisaId: 'p-1', total: 12, ordenacao: 'D' as const };
    render(<Harness run={run} stale={false} onAlert={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'exportar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar para CRM' });
    expect(dialog).toHaveAccessibleDescription('12 empresas da pesquisa exibida');
    expect(within(dialog).queryByText(/Os filtros foram alterados/)).not.toBeInTheDocument();
  });
});
