import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/services/session-store';
import { startMockBackend } from '../../test/mock-backend';
import { renderQueryHook } from '../../test/server-state';
import { recordPaths } from '../../test/render-search-page';
import { useLookups } from './use-lookups';

const backend = startMockBackend();

function signIn() {
  sessionStore.setAccessToken('token-demo');
  sessionStore.setUserId('u-demo');
}

describe('search lookups (docs/product.md#states-and-transitions, #calls)', () => {
  it('loads UFs, CNAEs and legal natures once, and no cities before a UF', async () => {
    signIn();
    const paths = recordPaths(backend.server);
    const { result } = renderQueryHook(() => useLookups(''));
    await waitFor(() => expect(result.current.naturezas.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.ufs).toHaveLength(27));
    await waitFor(() => expect(result.current.cnaes.length).toBeGreaterThan(0));
    expect(result.current.municipios).toEqual([]);
    expect(result.current.loadingMunicipios).toBe(false);
    expect(paths.filter((path) => path.startsWith('/api/municipios'))).toEqual([]);
  });

  it('loads the cities of each UF chosen once: SP, then RJ, then SP reads SP once', async () => {
    signIn();
    const paths = recordPaths(backend.server);
    const { result, rerender } = renderQueryHook(({ uf }) => useLookups(uf), {
      initialProps: { uf: 'SP' } as { uf: 'SP' | 'RJ' },
    });
    expect(result.current.loadingMunicipios).toBe(true);
    await waitFor(() => expect(result.current.municipios.length).toBeGreaterThan(0));
    const saoPaulo = result.current.municipios;

    rerender({ uf: 'RJ' });
    expect(result.current.municipios).toEqual([]);
    await waitFor(() => expect(result.current.municipios.length).toBeGreaterThan(0));
    expect(result.current.municipios).not.toEqual(saoPaulo);

    rerender({ uf: 'SP' });
    // From the cache, at once: no loading state, no request.
    await waitFor(() => expect(result.current.municipios).toEqual(saoPaulo));
    expect(result.current.loadingMunicipios).toBe(false);
    expect(paths.filter((path) => path.startsWith('/api/municipios'))).toEqual([
      '/api/municipios/SP',
      '/api/municipios/RJ',
    ]);
    expect(paths.filter((path) => path === '/api/ufs')).toHaveLength(1);
  });

  it("never offers the cities field while its options are not yet the chosen UF's", async () => {
    signIn();
    type Cities = ReturnType<typeof useLookups>['municipios'];
    const seen: { uf: 'SP' | 'RJ'; open: boolean; cities: Cities }[] = [];
    const { result, rerender } = renderQueryHook(
      ({ uf }) => {
        const lookups = useLookups(uf);
        seen.push({ uf, open: !lookups.loadingMunicipios, cities: lookups.municipios });
        return lookups;
      },
      { initialProps: { uf: 'SP' } as { uf: 'SP' | 'RJ' } },
    );
    await waitFor(() => expect(result.current.municipios.length).toBeGreaterThan(0));
    const saoPaulo = result.current.municipios;
    rerender({ uf: 'RJ' });
    await waitFor(() => expect(result.current.municipios).not.toBe(saoPaulo));
    await waitFor(() => expect(result.current.municipios.length).toBeGreaterThan(0));
    const rio = result.current.municipios;
    rerender({ uf: 'SP' });
    await waitFor(() => expect(result.current.municipios).toBe(saoPaulo));
    // The deferred copy lags the UF by a render or more; in those renders the field reads as loading.
    const offered = seen.filter((render) => render.open);
    expect(offered.length).toBeGreaterThan(0);
    for (const render of offered) expect(render.cities).toBe(render.uf === 'SP' ? saoPaulo : rio);
  });

  it('only logs failures, leaving those lists empty, and retries nothing a server answered', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.scenarios('lookupsError');
    const paths = recordPaths(backend.server);
    const { result } = renderQueryHook(() => useLookups('SP'));
    await waitFor(() => expect(result.current.loadingMunicipios).toBe(false));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to load UFs', expect.anything()));
    expect(warn).toHaveBeenCalledWith('Failed to load the cities of SP', expect.anything());
    expect(result.current.ufs).toEqual([]);
    expect(result.current.municipios).toEqual([]);
    expect(paths.filter((path) => path === '/api/ufs')).toHaveLength(1);
  });
});
