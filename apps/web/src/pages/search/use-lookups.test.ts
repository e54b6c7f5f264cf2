import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLookups, type LookupApi } from './use-lookups';

const item = (codigo: string) => ({ codigo, descricao: codigo });

function fakeApi(overrides: Partial<LookupApi> = {}): LookupApi {
  return {
    listUfs: vi.fn(async () => [item('SP'), item('RJ')] as never),
    listCnaes: vi.fn(async () => [item('4721102')]),
    listNaturezas: vi.fn(async () => [item('2062')]),
    listMunicipios: vi.fn(async (uf: string) => [
      { codigo_tom: `${uf}-1`, municipio: `Capital ${uf}` },
    ]),
    ...overrides,
  };
}

describe('search lookups (docs/product.md#states-and-transitions, #calls)', () => {
  it('loads UFs, CNAEs and legal natures once, and no cities before a UF', async () => {
    const api = fakeApi();
    const { result } = renderHook(() => useLookups(api, ''));
    await waitFor(() => expect(result.current.naturezas).toHaveLength(1));
    expect(result.current.ufs).toHaveLength(2);
    expect(result.current.cnaes).toHaveLength(1);
    expect(result.current.municipios).toEqual([]);
    expect(result.current.loadingMunicipios).toBe(false);
    expect(api.listMunicipios).not.toHaveBeenCalled();
  });

  it('loads the cities of each UF chosen, loading until they arrive', async () => {
    const api = fakeApi();
    const { result, rerender } = renderHook(({ uf }) => useLookups(api, uf), {
      initialProps: { uf: 'SP' as const } as { uf: 'SP' | 'RJ' },
    });
    expect(result.current.loadingMunicipios).toBe(true);
    await waitFor(() =>
      expect(result.current.municipios).toEqual([{ codigo_tom: 'SP-1', municipio: 'Capital SP' }]),
    );

    rerender({ uf: 'RJ' });
    expect(result.current.municipios).toEqual([]);
    await waitFor(() => expect(result.current.municipios[0]?.municipio).toBe('Capital RJ'));
    expect(api.listMunicipios).toHaveBeenLastCalledWith('RJ');
  });

  it('only logs failures, leaving those lists empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fail = async () => Promise.reject(new Error('Network Error'));
    const api = fakeApi({ listUfs: fail, listMunicipios: fail });
    const { result } = renderHook(() => useLookups(api, 'SP'));
    await waitFor(() => expect(result.current.loadingMunicipios).toBe(false));
    await waitFor(() => expect(result.current.cnaes).toHaveLength(1));
    expect(result.current.ufs).toEqual([]);
    expect(result.current.municipios).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Failed to load UFs', expect.any(Error));
  });
});
