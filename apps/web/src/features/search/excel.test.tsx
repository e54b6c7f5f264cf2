import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import {
  MILLIONS,
  SEARCH_PATH,
  TWO_RESULTS,
  recordPaths,
  renderSearchPage,
} from '../../test/render-search-page';

const backend = startMockBackend();
const downloads = (paths: string[]) => paths.filter((path) => path.startsWith('/api/download/'));

async function searchAt(query: string) {
  const user = userEvent.setup();
  const rendered = renderSearchPage(SEARCH_PATH + query);
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
  await screen.findByText(/^Exibindo/);
  return { user, ...rendered };
}

describe('Excel export (docs/product.md#calls, #limits-and-constants)', { timeout: 30_000 }, () => {
  it('downloads empresas.xlsx at once when the results fit in a sheet', async () => {
    const paths = recordPaths(backend.server);
    const { user, save, trackUserAction } = await searchAt(TWO_RESULTS);

    await user.click(screen.getByRole('button', { name: 'Excel' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ filename: 'empresas.xlsx' }));
    expect(save.mock.calls[0]?.[0].blob.size).toBeGreaterThan(0);
    expect(downloads(paths)).toEqual([expect.stringMatching(/\/D\/u-demo$/)]);
    expect(trackUserAction).toHaveBeenCalledWith({
      category: 'search',
      action: 'export_excel',
      value: 2,
    });
  });

  it('asks first above 65,535 rows, and downloads only when confirmed', async () => {
    const paths = recordPaths(backend.server);
    // The real 65,535-row workbook takes long to write in memory; the file itself does not matter here.
    backend.server.use(http.get('*/api/download/*', () => new HttpResponse(new Blob(['xlsx']))));
    const { user, save } = await searchAt(MILLIONS);

    await user.click(screen.getByRole('button', { name: 'Excel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Exportar para Excel' });
    expect(question).toHaveTextContent('Apenas os primeiros 65.535 serão exportados');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(downloads(paths)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Exportar' }),
    );
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ filename: 'empresas.xlsx' })),
    );
    expect(downloads(paths)).toHaveLength(1);
  });

  it('logs a failed export and tells it, with a retry that downloads the file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('exportError');
    const { user, save } = await searchAt(TWO_RESULTS);

    await user.click(screen.getByRole('button', { name: 'Excel' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Não foi possível baixar a planilha. Tente novamente.');
    expect(warn).toHaveBeenCalledWith('The Excel export failed', expect.anything());
    expect(save).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    backend.scenarios();
    await user.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ filename: 'empresas.xlsx' })),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
