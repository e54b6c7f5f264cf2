// The bulk lookup's run against the shared mock (docs/product.md#bulk-cnpj-lookup): the extension, its
// 404 fallback one detail at a time, cancelling midway and retrying only the failed ones.
import { withCheckDigits } from '@cnpj/domain';
import { exampleCnpj } from '@cnpj/mock-server';
import { failsInPart } from '@cnpj/mock-server/handlers/lote.ts';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { renderQueryHook } from '../../test/server-state';
import { FALLBACK_CONCURRENCY } from './engine';
import { useBulkLookup } from './use-bulk-lookup';

const backend = startMockBackend();
const missing = withCheckDigits('991234560001');
const found = Array.from({ length: 10 }, (_, n) => exampleCnpj(n + 1));

/** Counts the requests to a path fragment, and the most in flight at once. */
function watch(fragment: string) {
  const seen = { count: 0, inFlight: 0, most: 0 };
  backend.server.events.on('request:start', ({ request }) => {
    if (!request.url.includes(fragment)) return;
    seen.count += 1;
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
  });
  backend.server.events.on('response:mocked', ({ request }) => {
    if (request.url.includes(fragment)) seen.inFlight -= 1;
  });
  return seen;
}

const statuses = (items: { cnpj: string; status: string }[]) =>
  Object.fromEntries(items.map((item) => [item.cnpj, item.status]));

describe('useBulkLookup', () => {
  it('asks the extension once and reads found, not found and invalid', async () => {
    const details = watch('/api/empresas/detalhe/');
    const { result } = renderQueryHook(() => useBulkLookup());
    act(() =>
      result.current.start([found[0]!, missing], [{ text: '11.222.333/0001', reason: 'length' }]),
    );
    await waitFor(() => expect(result.current.state.phase).toBe('done'));
    expect(statuses(result.current.state.items)).toEqual({
      [found[0]!]: 'encontrada',
      [missing]: 'nao_encontrada',
      '11.222.333/0001': 'invalida',
    });
    expect(result.current.state.fallback).toBe(false);
    expect(result.current.state.done).toBe(2);
    expect(details.count).toBe(0);
  });

  it('falls back to one detail per CNPJ, at most 4 at a time, on a 404', async () => {
    backend.scenarios('bulkUnavailable');
    const details = watch('/api/empresas/detalhe/');
    const { result } = renderQueryHook(() => useBulkLookup());
    act(() => result.current.start([...found, missing], []));
    await waitFor(() => expect(result.current.state.phase).toBe('done'));
    expect(result.current.state.fallback).toBe(true);
    expect(details.count).toBe(found.length + 1);
    expect(details.most).toBeLessThanOrEqual(FALLBACK_CONCURRENCY);
    expect(details.most).toBeGreaterThan(1);
    const items = result.current.state.items;
    expect(items.filter((item) => item.status === 'encontrada')).toHaveLength(found.length);
    expect(items.find((item) => item.cnpj === found[0])?.company?.cnpj).toBe(found[0]);
    expect(statuses(items)[missing]).toBe('nao_encontrada');
  });

  it('stops on "Cancelar" and keeps what was read', async () => {
    backend.scenarios('bulkUnavailable', 'bulkSlow');
    const { result } = renderQueryHook(() => useBulkLookup());
    act(() => result.current.start(found, []));
    await waitFor(() => expect(result.current.state.done).toBeGreaterThanOrEqual(4), {
      timeout: 5000,
    });
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.state.phase).toBe('cancelled'));
    const { items, done } = result.current.state;
    const read = items.filter((item) => item.status === 'encontrada');
    expect(read.length).toBe(done);
    expect(done).toBeLessThan(found.length);
    expect(items.filter((item) => item.status === 'pendente')).toHaveLength(found.length - done);
  });

  it('tries a failure once more, then "falhou"; the retry asks only the failed ones', async () => {
    const victim = found[2]!;
    let calls = 0;
    backend.scenarios('bulkUnavailable');
    backend.server.use(
      http.get(`*/api/empresas/detalhe/${victim}`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Falha' }, { status: 500 });
      }),
    );
    const details = watch('/api/empresas/detalhe/');
    const { result } = renderQueryHook(() => useBulkLookup());
    act(() => result.current.start(found.slice(0, 5), []));
    await waitFor(() => expect(result.current.state.phase).toBe('done'));
    expect(calls).toBe(2);
    expect(statuses(result.current.state.items)[victim]).toBe('falhou');
    expect(result.current.state.done).toBe(5);

    backend.server.resetHandlers();
    backend.scenarios('bulkUnavailable');
    const before = details.count;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.phase).toBe('done'));
    expect(details.count - before).toBe(1);
    expect(result.current.state.items.every((item) => item.status === 'encontrada')).toBe(true);
  });

  it('shows the bulkPartialFailure scenario\'s victims as "falhou" and keeps the rest', async () => {
    backend.scenarios('bulkPartialFailure');
    const { result } = renderQueryHook(() => useBulkLookup());
    act(() => result.current.start(found, []));
    await waitFor(() => expect(result.current.state.phase).toBe('done'));
    const failed = result.current.state.items.filter((item) => item.status === 'falhou');
    expect(failed.map((item) => item.cnpj)).toEqual(found.filter(failsInPart));
    expect(failed.length).toBeGreaterThan(0);
    expect(result.current.state.items.filter((item) => item.status === 'encontrada')).toHaveLength(
      found.length - failed.length,
    );
  });
});
