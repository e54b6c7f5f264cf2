import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { isAborted, type TransferProgress } from './transfer';
import { BASE_URL, server, testClient, useMswServer } from './test/msw';

useMswServer();

const encoder = new TextEncoder();

/** A streamed answer in `parts`, with a Content-Length when `announce` is set. */
function streamed(parts: string[], announce?: number): HttpResponse<ReadableStream> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      parts.forEach((part) => controller.enqueue(encoder.encode(part)));
      controller.close();
    },
  });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (announce !== undefined) headers['Content-Length'] = String(announce);
  return new HttpResponse(stream, { headers });
}

/**
 * A body without a Content-Length whose chunks the test releases one at a time, and a progress
 * listener that resolves once a given byte count has been reported: a client that read the body
 * whole would report nothing until the last chunk, and the wait for the first would never end.
 */
function heldBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(given) {
      controller = given;
    },
  });
  const seen: TransferProgress[] = [];
  const waiting: { received: number; resolve: () => void }[] = [];
  const onProgress = (progress: TransferProgress) => {
    seen.push(progress);
    for (const wait of waiting.filter((w) => progress.received >= w.received)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  const reported = (received: number) =>
    seen.some((progress) => progress.received >= received)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.push({ received, resolve }));
  return {
    stream,
    seen,
    onProgress,
    /** Sends `part` and resolves once the client has reported it. */
    async release(part: string, receivedThen: number) {
      controller.enqueue(encoder.encode(part));
      await reported(receivedThen);
    },
    end: () => controller.close(),
  };
}

const ROWS = JSON.stringify({ data: [{ cnpj: '11222333000181' }, { cnpj: '12ABC34501DE35' }] });
const ref = { pesquisaId: 'p-1', ordenacao: 'D' } as const;

describe('long answers report progress and can be stopped (docs/product.md#search "Long operations")', () => {
  it('reads every row in chunks, reporting bytes against the announced length', async () => {
    const half = Math.floor(ROWS.length / 2);
    server.use(
      http.get(`${BASE_URL}/api/empresas/all/*`, () =>
        streamed([ROWS.slice(0, half), ROWS.slice(half)], ROWS.length),
      ),
    );
    const { client } = testClient('t', {}, 'u-1');
    const seen: TransferProgress[] = [];
    const rows = await client.getAllSearchRows(ref, {
      onProgress: (progress) => seen.push(progress),
    });
    expect(rows.map((row) => row.cnpj)).toEqual(['11222333000181', '12ABC34501DE35']);
    expect(seen.at(0)).toEqual({ received: 0, expected: ROWS.length });
    expect(seen.at(-1)).toEqual({ received: ROWS.length, expected: ROWS.length });
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('treats the size as unknown when more arrives than was announced (a compressed answer)', async () => {
    server.use(http.get(`${BASE_URL}/api/empresas/all/*`, () => streamed([ROWS], 10)));
    const { client } = testClient('t', {}, 'u-1');
    const seen: TransferProgress[] = [];
    await client.getAllSearchRows(ref, { onProgress: (progress) => seen.push(progress) });
    expect(seen.at(-1)).toEqual({ received: ROWS.length, expected: null });
  });

  it('keeps the file type of the Excel download and reports its bytes', async () => {
    server.use(
      http.get(`${BASE_URL}/api/download/*`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3, 4]).buffer, {
          headers: { 'Content-Type': 'application/vnd.ms-excel' },
        }),
      ),
    );
    const { client } = testClient('t', {}, 'u-1');
    let last: TransferProgress | undefined;
    const file = await client.downloadSearch(ref, { onProgress: (progress) => (last = progress) });
    expect(file.blob.type).toBe('application/vnd.ms-excel');
    expect(file.blob.size).toBe(4);
    expect(last?.received).toBe(4);
  });

  it('counts the Excel file as it arrives, chunk by chunk, when no length is announced', async () => {
    const body = heldBody();
    server.use(
      http.get(
        `${BASE_URL}/api/download/*`,
        () =>
          new HttpResponse(body.stream, {
            headers: { 'Content-Type': 'application/vnd.ms-excel' },
          }),
      ),
    );
    const { client } = testClient('t', {}, 'u-1');
    const download = client.downloadSearch(ref, { onProgress: body.onProgress });

    // Each chunk is released only once the previous one was counted.
    await body.release('PK\u0003\u0004', 4);
    await body.release('planilha', 12);
    await body.release('fim', 15);
    body.end();
    const file = await download;

    expect(body.seen.map((progress) => progress.received)).toEqual([0, 4, 12, 15]);
    expect(body.seen.every((progress) => progress.expected === null)).toBe(true);
    expect(file.blob.size).toBe(15);
  });

  it('counts every row as it arrives, chunk by chunk, when no length is announced', async () => {
    const body = heldBody();
    server.use(
      http.get(
        `${BASE_URL}/api/empresas/all/*`,
        () => new HttpResponse(body.stream, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { client } = testClient('t', {}, 'u-1');
    const rows = client.getAllSearchRows(ref, { onProgress: body.onProgress });

    const half = Math.floor(ROWS.length / 2);
    await body.release(ROWS.slice(0, half), half);
    await body.release(ROWS.slice(half), ROWS.length);
    body.end();

    expect((await rows).map((row) => row.cnpj)).toEqual(['11222333000181', '12ABC34501DE35']);
    expect(body.seen.map((progress) => progress.received)).toEqual([0, half, ROWS.length]);
    expect(body.seen.every((progress) => progress.expected === null)).toBe(true);
  });

  it('stops when its signal aborts, with an error callers can tell from a failure', async () => {
    server.use(http.get(`${BASE_URL}/api/download/*`, () => new Promise<never>(() => undefined)));
    const { client } = testClient('t', {}, 'u-1');
    const controller = new AbortController();
    const download = client.downloadSearch(ref, { signal: controller.signal });
    controller.abort();
    const error: unknown = await download.catch((caught: unknown) => caught);
    expect(isAborted(error)).toBe(true);
    expect(isAborted(new ApiError(500, null))).toBe(false);
  });

  it('still fails with the status and body of a refusal', async () => {
    server.use(
      http.get(`${BASE_URL}/api/empresas/all/*`, () =>
        HttpResponse.json({ code: 'FREE_PLAN_LIMIT', message: 'plano' }, { status: 402 }),
      ),
    );
    const { client } = testClient('t', {}, 'u-1');
    const error: unknown = await client.getAllSearchRows(ref).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).body).toEqual({ code: 'FREE_PLAN_LIMIT', message: 'plano' });
  });
});
