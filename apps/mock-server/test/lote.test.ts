// The bulk lookup extension (docs/product.md#bulk-cnpj-lookup): rows of the companies found, the
// CNPJs not found, and the scenarios that make the app fall back to one detail per CNPJ.
import { beforeEach, describe, expect, it } from 'vitest';
import { withCheckDigits } from '@cnpj/domain';
import { createHandlers, exampleCnpj, handlers, resetStore } from '../src/index.ts';
import { failsInPart } from '../src/handlers/lote.ts';
import { call } from './helpers.ts';

const lote = (cnpjs: unknown, scenario?: string) =>
  call(handlers, '/api/empresas/lote', {
    method: 'POST',
    body: JSON.stringify({ cnpjs }),
    scenario,
  });

const missing = withCheckDigits('991234560001');

describe('POST /api/empresas/lote', () => {
  beforeEach(() => resetStore());

  it('answers the rows found, as their details read, and the CNPJs not found', async () => {
    const found = [exampleCnpj(1), exampleCnpj(2)];
    const response = await lote([...found, missing]);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.nao_encontrados).toEqual([missing]);
    expect(body.empresas.map((row: { cnpj: string }) => row.cnpj)).toEqual(found);
    const detail = await (await call(handlers, `/api/empresas/detalhe/${found[0]}`)).json();
    expect(body.empresas[0]).toMatchObject({
      razao_social: detail.razao_social,
      identificador_matriz_filial: detail.identificador_matriz_filial,
    });
    expect(body.empresas[0]).not.toHaveProperty('vinculadas');
    expect((await call(handlers, `/api/empresas/detalhe/${missing}`)).status).toBe(404);
  });

  it('refuses a body that breaks the contract', async () => {
    expect((await lote([])).status).toBe(400);
    expect((await lote(['11.222.333/0001-81'])).status).toBe(400);
    expect((await lote([exampleCnpj(1), exampleCnpj(1)])).status).toBe(400);
  });

  it('answers 404 without the extension, and fails some details every time in part', async () => {
    expect((await lote([exampleCnpj(1)], 'bulkUnavailable')).status).toBe(404);
    expect((await lote([exampleCnpj(1)], 'bulkPartialFailure')).status).toBe(404);
    const cnpjs = Array.from({ length: 12 }, (_, n) => exampleCnpj(n + 1));
    const victim = cnpjs.find(failsInPart)!;
    const spared = cnpjs.find((cnpj) => !failsInPart(cnpj))!;
    const detail = (cnpj: string) =>
      call(handlers, `/api/empresas/detalhe/${cnpj}`, { scenario: 'bulkPartialFailure' });
    expect((await detail(victim)).status).toBe(500);
    expect((await detail(victim)).status).toBe(500);
    expect((await detail(spared)).status).toBe(200);
  });

  it('answers late under bulkSlow, the lookup and each detail', async () => {
    const slow = createHandlers({ slowMs: 500 });
    const timed = async (path: string, init: RequestInit) => {
      const start = performance.now();
      await call(slow, path, { ...init, scenario: 'bulkSlow' });
      return performance.now() - start;
    };
    const body = JSON.stringify({ cnpjs: [exampleCnpj(1)] });
    expect(await timed('/api/empresas/lote', { method: 'POST', body })).toBeGreaterThanOrEqual(95);
    expect(await timed(`/api/empresas/detalhe/${exampleCnpj(1)}`, {})).toBeGreaterThanOrEqual(95);
  });
});
