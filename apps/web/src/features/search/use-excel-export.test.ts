// "Excel" against the shared mock handlers: a search the mock stored, and the download held open by
// the test where it must be seen while it runs.
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { captureSavedFiles } from '../../test/capture-downloads';
import { demoStoredSearch } from '../../test/demo-search';
import { startMockBackend } from '../../test/mock-backend';
import { recordPaths } from '../../test/render-search-page';
import { useExcelExport } from './use-excel-export';

const backend = startMockBackend();

/** A search of two companies the mock stored for its demo user. */
async function storedSearch() {
  const { pesquisaId } = await demoStoredSearch();
  // The total as the page knows it.
  return { pesquisaId, total: 10, ordenacao: 'D' as const };
}

/** The downloads the backend sees from now on, as [search id, order]. */
function recordDownloads(): () => string[][] {
  const paths = recordPaths(backend.server);
  return () =>
    paths
      .filter((path) => path.startsWith('/api/download/'))
      .map((path) => path.split('/').slice(3, 5));
}

describe('"Excel" while the form differs from the search shown (docs/product.md#search "The search shown")', () => {
  it('asks first, and the file is the search shown', async () => {
    const run = await storedSearch();
    const save = captureSavedFiles();
    const downloads = recordDownloads();
    const { result } = renderHook(() => useExcelExport({ run, stale: true, onAlert: vi.fn() }));

    act(() => result.current.binding.onRequest());
    expect(result.current.binding.confirmation).toEqual({ total: 10, stale: true });
    expect(downloads()).toEqual([]);

    act(() => result.current.confirm());
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]?.[0].filename).toBe('empresas.xlsx');
    expect(save.mock.calls[0]?.[0].blob.size).toBeGreaterThan(0);
    expect(downloads()).toEqual([[run.pesquisaId, 'D']]);
  });
});

describe('the Excel download while it runs (docs/product.md#search "Long operations")', () => {
  it('shows the bytes against the announced size, and a cancel stops it: no file, no log, no alert', async () => {
    const run = await storedSearch();
    const held = holdDownload(1_500_000, 3_000_000);
    const save = captureSavedFiles();
    const onAlert = vi.fn();
    const warn = vi.spyOn(console, 'warn');
    const { result } = renderHook(() => useExcelExport({ run, stale: false, onAlert }));

    act(() => result.current.binding.onRequest());
    await waitFor(() =>
      expect(result.current.progress).toEqual({ received: 1_500_000, expected: 3_000_000 }),
    );
    expect(result.current.binding.running).toBe(true);

    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.binding.running).toBe(false));
    expect(held.request()?.signal.aborted).toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(onAlert).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalledWith('The Excel export failed', expect.anything());
  });
});

/**
 * Answers the download with `sent` bytes of an announced `announced` and then holds the answer open,
 * as a long download does; returns the request, to see it cancelled.
 */
function holdDownload(sent: number, announced: number) {
  let seen: Request | undefined;
  backend.server.use(
    http.get('*/api/download/*', ({ request }) => {
      seen = request;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new Uint8Array(sent));
          // As a browser's fetch does: a cancelled request fails the body being read.
          request.signal.addEventListener('abort', () =>
            controller.error(new DOMException('The request was cancelled', 'AbortError')),
          );
        },
      });
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Length': String(announced),
        },
      });
    }),
  );
  return { request: () => seen };
}
