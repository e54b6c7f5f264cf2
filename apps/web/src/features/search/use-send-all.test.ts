// "Enviar todos para lista" against the shared mock handlers: searches the mock stored, and the
// all-rows answer held open by the test where it must be seen while it runs.
import type { Ordenacao } from '@cnpj/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/services/api';
import { demoStoredSearch } from '../../test/demo-search';
import { startMockBackend } from '../../test/mock-backend';
import { recordPaths } from '../../test/render-search-page';
import { useSendAll, type SendAllOptions } from './use-send-all';

const backend = startMockBackend();

/** A search of two companies the mock stored for its demo user, and their CNPJs in `ordenacao`. */
async function storedSearch(ordenacao: Ordenacao = 'D') {
  const { pesquisaId, total } = await demoStoredSearch();
  const rows = await api.getAllSearchRows({ pesquisaId, ordenacao });
  return { run: { pesquisaId, total, ordenacao }, cnpjs: rows.map((row) => row.cnpj) };
}

/** The all-rows reads the backend sees from now on, as [search id, order]. */
function recordAllReads(): () => string[][] {
  const paths = recordPaths(backend.server);
  return () =>
    paths
      .filter((path) => path.startsWith('/api/empresas/all/'))
      .map((path) => path.split('/').slice(4, 6));
}

function setup(run: SendAllOptions['run'], stale = false) {
  const onAlert = vi.fn();
  const onLoaded = vi.fn();
  const allReads = recordAllReads();
  const { result } = renderHook(() => useSendAll({ run, stale, onAlert, onLoaded }));
  return { result, allReads, onAlert, onLoaded };
}

describe('send all to a list (docs/product.md#errors)', () => {
  it('asks first when the form differs from the search shown, naming that search, then sends it', async () => {
    const { run, cnpjs } = await storedSearch();
    const { result, allReads, onLoaded } = setup(run, true);
    act(() => result.current.binding.onRequest());
    expect(result.current.binding.confirmation).toEqual({ total: 2, stale: true });
    expect(allReads()).toEqual([]);

    await act(async () => result.current.confirm());
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(cnpjs));
    expect(allReads()).toEqual([[run.pesquisaId, 'D']]);
  });

  it('alerts that there is nothing to send before any search or when nothing was found', async () => {
    for (const run of [null, { pesquisaId: 'p1', total: 0, ordenacao: 'D' as const }]) {
      const { result, onAlert, allReads } = setup(run);
      await act(async () => result.current.binding.onRequest());
      expect(onAlert).toHaveBeenCalledWith('Não há resultados para enviar à lista.');
      expect(allReads()).toEqual([]);
    }
  });

  it('alerts that the search id is missing when the search answered none', async () => {
    const { result, onAlert, allReads } = setup({
      pesquisaId: '',
      total: 3,
      ordenacao: 'D',
    });
    await act(async () => result.current.binding.onRequest());
    expect(onAlert).toHaveBeenCalledWith(
      'ID da pesquisa não encontrado. Realize uma nova pesquisa.',
    );
    expect(allReads()).toEqual([]);
  });

  it('loads every row of the search, in its order, and hands over their CNPJs', async () => {
    const { run, cnpjs } = await storedSearch('R');
    const { result, onLoaded, allReads } = setup(run);
    await act(async () => result.current.binding.onRequest());
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(cnpjs));
    expect(allReads()).toEqual([[run.pesquisaId, 'R']]);
  });
});

describe('send all above the cap and while loading (docs/product.md#search "Long operations")', () => {
  it('says before sending that only the first 65.535 of more results go, and sends only when confirmed', async () => {
    const stored = await storedSearch();
    // The total as the search answered it: above the cap.
    const { result, allReads, onLoaded } = setup({ ...stored.run, total: 120_000 });
    await act(async () => result.current.binding.onRequest());
    expect(result.current.binding.confirmation).toEqual({ total: 120_000, stale: false });
    expect(allReads()).toEqual([]);

    act(() => result.current.dismiss());
    expect(result.current.binding.confirmation).toBeNull();
    expect(allReads()).toEqual([]);

    await act(async () => result.current.binding.onRequest());
    await act(async () => result.current.confirm());
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(stored.cnpjs));
    expect(result.current.binding.confirmation).toBeNull();
  });

  it('shows the bytes received while loading, and a cancel stops it without an alert', async () => {
    const { run } = await storedSearch();
    const held = holdAllRows(2_000, 8_000);
    const { result, onAlert, onLoaded } = setup({ ...run, total: 10 });
    act(() => result.current.binding.onRequest());
    await waitFor(() =>
      expect(result.current.progress).toEqual({ received: 2_000, expected: 8_000 }),
    );
    expect(result.current.binding.running).toBe(true);

    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.binding.running).toBe(false));
    await waitFor(() => expect(held.request()?.signal.aborted).toBe(true));
    expect(onAlert.mock.calls).toEqual([]);
    expect(onLoaded).not.toHaveBeenCalled();
  });
});

/**
 * Answers the all-rows read with `sent` bytes of an announced `announced` and then holds the answer
 * open, as a long load does; returns the request, to see it cancelled.
 */
function holdAllRows(sent: number, announced: number) {
  let seen: Request | undefined;
  backend.server.use(
    http.get('*/api/empresas/all/*', ({ request }) => {
      seen = request;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new Uint8Array(sent).fill(32));
          // As a browser's fetch does: a cancelled request fails the body being read.
          request.signal.addEventListener('abort', () =>
            controller.error(new DOMException('The request was cancelled', 'AbortError')),
          );
        },
      });
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(announced) },
      });
    }),
  );
  return { request: () => seen };
}
