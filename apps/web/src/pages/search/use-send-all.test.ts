import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSendAll, type SendAllOptions } from './use-send-all';

function setup(run: SendAllOptions['run']) {
  const getAllSearchRows = vi.fn(async () => [{ cnpj: '11222333000181' }] as never);
  const onAlert = vi.fn();
  const onLoaded = vi.fn();
  const { result } = renderHook(() =>
    useSendAll({ api: { getAllSearchRows }, run, onAlert, onLoaded }),
  );
  return { result, getAllSearchRows, onAlert, onLoaded };
}

describe('send all to a list (docs/product.md#errors)', () => {
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
    expect(getAllSearchRows).toHaveBeenCalledWith({
      pesquisaId: 'p1',
      ordenacao: 'R',
    });
    expect(onLoaded).toHaveBeenCalledWith(['11222333000181']);
  });
});
