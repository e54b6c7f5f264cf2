import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { saveFile, type SaveFileEnvironment } from './downloads';
import { BASE_URL, server, testClient, useMswServer } from './test/msw';

useMswServer();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Any export path answers a small file whose content names the path, under a misleading name. */
function serveFiles() {
  server.use(
    http.get(`${BASE_URL}/api/*`, ({ request }) =>
      HttpResponse.arrayBuffer(new TextEncoder().encode(new URL(request.url).pathname).buffer, {
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': 'attachment; filename="other.xlsx"',
        },
      }),
    ),
  );
}

describe('downloads keep the product file names (docs/product.md#limits-and-constants)', () => {
  it('saves a search export as empresas.xlsx', async () => {
    serveFiles();
    const { client } = testClient('t', {}, 'u-1');
    const file = await client.downloadSearch({ pesquisaId: 'p-1', ordenacao: 'D' });
    expect(file.filename).toBe('empresas.xlsx');
    expect(await file.blob.text()).toBe('/api/download/p-1/D/u-1');
  });

  it("saves a list export under the name it is given (the list's, docs/product.md#my-lists)", async () => {
    serveFiles();
    const { client } = testClient('t');
    const file = await client.exportList(12, 'Prospecção - 28-11-2026.xlsx');
    expect(file.filename).toBe('Prospecção - 28-11-2026.xlsx');
    expect(await file.blob.text()).toBe('/api/listas/export/12');
  });

  it("saves a list's partner e-mails under the name it is given", async () => {
    serveFiles();
    const { client } = testClient('t');
    const file = await client.exportListPartnerEmails(12, 'Prospecção - e-mails dos sócios.xlsx');
    expect(file.filename).toBe('Prospecção - e-mails dos sócios.xlsx');
    expect(await file.blob.text()).toBe('/api/listas/export-emails-socios/12');
  });
});

describe('saveFile', () => {
  it('clicks a temporary download link to an object URL, then cleans up', () => {
    vi.useFakeTimers();
    const link = {
      href: '',
      download: '',
      style: { display: '' },
      click: vi.fn(),
      remove: vi.fn(),
    };
    const env = {
      document: { createElement: vi.fn(() => link), body: { appendChild: vi.fn() } },
      URL: { createObjectURL: vi.fn(() => 'blob:file-1'), revokeObjectURL: vi.fn() },
    };
    const blob = new Blob(['x']);

    saveFile({ blob, filename: 'lista_3.xlsx' }, env as unknown as SaveFileEnvironment);
    vi.runAllTimers();
    vi.useRealTimers();

    expect(env.URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(link).toMatchObject({ href: 'blob:file-1', download: 'lista_3.xlsx' });
    expect(env.document.body.appendChild).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledTimes(1);
    expect(link.remove).toHaveBeenCalledTimes(1);
    expect(env.URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });
});
