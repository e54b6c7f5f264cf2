// "Monitorar no Radar" on the search page (docs/product.md#radar "Monitoring a search"): the title's
// button monitors the search shown, not the form being edited; without a UF there is nothing to monitor.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RADAR_MONITOR_ACTION } from '@cnpj/domain';
import { MONITOR_NEEDS_UF } from '@cnpj/ui/screens/shared/radar';
import { describe, expect, it } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { SEARCH_PATH, renderSearchPage } from '../../test/render-search-page';

startMockBackend();

describe('"Monitorar no Radar" on the search page', { timeout: 30_000 }, () => {
  it('opens the monitor window for the search shown, ready to name', async () => {
    const user = userEvent.setup();
    renderSearchPage(`${SEARCH_PATH}?uf=SP`);
    await user.type(screen.getByLabelText('Nome da empresa'), 'PADARIA');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByText(/^Exibindo/);

    await user.click(screen.getByRole('button', { name: RADAR_MONITOR_ACTION }));
    const dialog = await screen.findByRole('dialog', { name: RADAR_MONITOR_ACTION });
    const watched = within(dialog).getByRole('list', { name: 'Filtros monitorados' });
    expect(within(watched).getByText(/SP - São Paulo/)).toBeVisible();
    expect(within(watched).getByText(/PADARIA/)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Nome do monitor' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Monitorar' })).toBeEnabled();
    expect(within(dialog).queryByText(MONITOR_NEEDS_UF)).not.toBeInTheDocument();
  });

  it('says a UF is needed while no search with one is shown, even with one in the form', async () => {
    const user = userEvent.setup();
    renderSearchPage();
    const uf = await screen.findByRole('combobox', { name: 'UF' });
    // The UF choices arrive from the lookups endpoint after the select renders.
    await within(uf).findByRole('option', { name: 'SP - São Paulo' });
    await user.selectOptions(uf, 'SP - São Paulo');

    await user.click(screen.getByRole('button', { name: RADAR_MONITOR_ACTION }));
    const dialog = await screen.findByRole('dialog', { name: RADAR_MONITOR_ACTION });
    expect(within(dialog).getByText(MONITOR_NEEDS_UF)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Monitorar' })).toBeDisabled();
  });
});
