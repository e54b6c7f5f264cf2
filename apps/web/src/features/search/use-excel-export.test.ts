import type { TransferOptions } from '@cnpj/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useExcelExport, type ExcelExportOptions } from './use-excel-export';

const run = { pesquisaId: 'p1', total: 10, ordenacao: 'D' } as const;

describe('"Excel" while the form differs from the search shown (docs/product.md#search "The search shown")', () => {
  it('asks first, and the file is the search shown', async () => {
    const file = { blob: new Blob(['x']), filename: 'empresas.xlsx' } as never;
    const downloadSearch = vi.fn<ExcelExportOptions['api']['downloadSearch']>(async () => file);
    const save = vi.fn();
    const { result } = renderHook(() =>
      useExcelExport({ api: { downloadSearch }, run, stale: true, onAlert: vi.fn(), save }),
    );

    act(() => result.current.requestExport());
    expect(result.current.exportConfirmation).toEqual({ total: 10, stale: true });
    expect(downloadSearch).not.toHaveBeenCalled();

    act(() => result.current.confirmExport());
    await waitFor(() => expect(save).toHaveBeenCalledWith(file));
    expect(downloadSearch).toHaveBeenCalledWith(
      { pesquisaId: 'p1', ordenacao: 'D' },
      expect.anything(),
    );
  });
});

describe('the Excel download while it runs (docs/product.md#search "Long operations")', () => {
  it('shows the bytes against the announced size, and a cancel stops it: no file, no log, no alert', async () => {
    let options: TransferOptions = {};
    const downloadSearch = vi.fn<ExcelExportOptions['api']['downloadSearch']>(
      (_ref, given = {}) => {
        options = given;
        given.onProgress?.({ received: 1_500_000, expected: 3_000_000 });
        return new Promise((_resolve, reject) =>
          given.signal?.addEventListener('abort', () =>
            reject(new DOMException('stopped', 'AbortError')),
          ),
        );
      },
    );
    const save = vi.fn();
    const onAlert = vi.fn();
    const warn = vi.spyOn(console, 'warn');
    const { result } = renderHook(() =>
      useExcelExport({ api: { downloadSearch }, run, stale: false, onAlert, save }),
    );

    act(() => result.current.requestExport());
    await waitFor(() =>
      expect(result.current.progress).toEqual({ received: 1_500_000, expected: 3_000_000 }),
    );
    expect(result.current.exporting).toBe(true);

    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.exporting).toBe(false));
    expect(options.signal?.aborted).toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(onAlert).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalledWith('The Excel export failed', expect.anything());
  });
});
