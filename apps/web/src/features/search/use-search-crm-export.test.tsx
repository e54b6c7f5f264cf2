import { MISSING_SEARCH_ID_ALERT, exportConfirmation } from '@cnpj/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchRun } from './shown-page-url';
import { useSearchCrmExport } from './use-search-crm-export';
import { recordNaoContatar } from '../../shared/company-set/known-companies';
import { api } from '../../shared/services/api';
import { captureSavedFiles } from '../../test/capture-downloads';
import { demoStoredSearch } from '../../test/demo-search';
import { startMockBackend } from '../../test/mock-backend';

startMockBackend();

interface HarnessProps {
  run: SearchRun | null;
  stale: boolean;
  onAlert: (message: string) => void;
}

function Harness({ run, stale, onAlert }: HarnessProps) {
  const crm = useSearchCrmExport({
    run,
    stale,
    plano: 'M',
    onAlert,
  });
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

  it('leaves "Não contatar" out of the file, as out of a list (decision 043)', async () => {
    const { pesquisaId, total } = await demoStoredSearch();
    const run = { pesquisaId, total, ordenacao: 'D' as const };
    const rows = await api.getAllSearchRows(run);
    expect(rows).toHaveLength(2);
    recordNaoContatar(rows[1]!.cnpj);
    const save = captureSavedFiles();
    render(<Harness run={run} stale={false} onAlert={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'exportar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar para CRM' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar CSV' }));
    await within(dialog).findByText(/baixado com 1 empresa\./);
    expect(save).toHaveBeenCalledOnce();
  });
});

afterEach(() => localStorage.clear());
