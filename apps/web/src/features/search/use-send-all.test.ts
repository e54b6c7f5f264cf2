import type { TransferOptions } from '@cnpj/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSendAll, type SendAllOptions } from './use-send-all';

function setup(
  run: SendAllOptions['run'],
  rows: SendAllOptions['api']['getAllSearchRows'] = async () =>
    [{ cnpj: '11222333000181' }] as never,
  stale = false,
) {
  const getAllSearchRows = vi.fn(rows);
  const onAlert = vi.fn();
  const onLoaded = vi.fn();
  const { result } = renderHook(() =>
    useSendAll({ api: { getAllSearchRows }, run, stale, onAlert, onLoaded }),
  );
  return { result, getAllSearchRows, onAlert, onLoaded };
}

describe('send all to a list (docs/product.md#errors)', () => {
  it('asks first when the form differs from the search shown, naming that search, then sends it', async () => {
    const run = { pesquisaId: 'shown', total: 3, ordenacao: 'D' as const };
    const { result, getAllSearchRows, onLoaded } = setup(run, undefined, true);
    act(() => result.current.sendAll());
    expect(result.current.confirmation).toEqual({ total: 3, stale: true });
    expect(getAllSearchRows).not.toHaveBeenCalled();

    await act(async () => result.current.confirm());
    expect(getAllSearchRows).toHaveBeenCalledWith(
      { pesquisaId: 'shown', ordenacao: 'D' },
      expect.anything(),
    );
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(['11222333000181']));
  });

  it('alerts that there is nothing to send before any search or when nothing was found', async () => {
    for (const run of [null, { pesquisaId: 'p1', total: 0, ordenacao: 'D' as const }]) {
      const { result, onAlert, getAllSearchRows } = setup(run);
      await act(async () => result.current.sendAll());
      expect(onAlert).toHaveBeenCalledWith('Não há resultados para enviar à lista.');
      expect(getAllSearchRows).not.toHaveBeenCalled();
    }
  });

  it('alerts that the search id is missing when the search answered none', async () => {
    const { result, onAlert, getAllSearchRows } = setup({
      pesquisaId: '',
      total: 3,
      ordenacao: 'D',
    });
    await act(async () => result.current.sendAll());
    expect(onAlert).toHaveBeenCalledWith(
      'ID da pesquisa não encontrado. Realize uma nova pesquisa.',
    );
    expect(getAllSearchRows).not.toHaveBeenCalled();
  });

  it('loads every row of the search, in its order, and hands over their CNPJs', async () => {
    const { result, onLoaded, getAllSearchRows } = setup({
      pesquisaId: 'p1',
      total: 1,
      ordenacao: 'R',
    });
    await act(async () => result.current.sendAll());
    expect(getAllSearchRows).toHaveBeenCalledWith(
      { pesquisaId: 'p1', ordenacao: 'R' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(onLoaded).toHaveBeenCalledWith(['11222333000181']);
  });
});

describe('send all above the cap and while loading (docs/product.md#search "Long operations")', () => {
  it('says before sending that only the first 65.535 of more results go, and sends only when confirmed', async () => {
    const { result, getAllSearchRows, onLoaded } = setup({
      pesquisaId: 'p1',
      total: 120_000,
      ordenacao: 'D',
    });
    await act(async () => result.current.sendAll());
    expect(result.current.confirmation).toEqual({ total: 120_000, stale: false });
    expect(getAllSearchRows).not.toHaveBeenCalled();

    act(() => result.current.dismiss());
    expect(result.current.confirmation).toBeNull();
    expect(getAllSearchRows).not.toHaveBeenCalled();

    await act(async () => result.current.sendAll());
    await act(async () => result.current.confirm());
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(['11222333000181']));
    expect(result.current.confirmation).toBeNull();
  });

  it('shows the bytes received while loading, and a cancel stops it without an alert', async () => {
    let options: TransferOptions = {};
    const { result, onAlert, onLoaded } = setup(
      { pesquisaId: 'p1', total: 10, ordenacao: 'D' },
      (_ref, given = {}) => {
        options = given;
        given.onProgress?.({ received: 2_000, expected: 8_000 });
        return new Promise((_resolve, reject) =>
          given.signal?.addEventListener('abort', () =>
            reject(new DOMException('stopped', 'AbortError')),
          ),
        );
      },
    );
    act(() => result.current.sendAll());
    await waitFor(() =>
      expect(result.current.progress).toEqual({ received: 2_000, expected: 8_000 }),
    );
    expect(result.current.sendingAll).toBe(true);

    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.sendingAll).toBe(false));
    expect(options.signal?.aborted).toBe(true);
    expect(onAlert.mock.calls).toEqual([]);
    expect(onLoaded).not.toHaveBeenCalled();
  });
});
