// Long answers read chunk by chunk, so the page can show how far they are and the user can stop them
// (docs/product.md#search "Long operations": every row for "Enviar todos para lista", the Excel file).

/** How much of an answer has arrived. */
export interface TransferProgress {
  /** Bytes received so far (after any content decoding the browser did). */
  received: number;
  /**
   * Bytes announced by Content-Length, or null when unknown. A compressed answer announces its
   * compressed size while the stream yields decoded bytes: once more arrived than announced, the
   * size is treated as unknown rather than shown above 100 %.
   */
  expected: number | null;
}

/** What a long call accepts: a signal that cancels it, and a listener for its progress. */
export interface TransferOptions {
  signal?: AbortSignal;
  onProgress?: (progress: TransferProgress) => void;
}

function announcedLength(response: Response): number | null {
  const length = Number(response.headers.get('Content-Length') ?? '');
  return Number.isSafeInteger(length) && length > 0 ? length : null;
}

/** The whole body of `response` as chunks, telling `onProgress` after each one. */
export async function readChunks(
  response: Response,
  onProgress?: (progress: TransferProgress) => void,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const announced = announcedLength(response);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (!response.body) return chunks;
  const reader = response.body.getReader();
  let received = 0;
  onProgress?.({ received, expected: announced });
  for (;;) {
    // An abort of the request's signal rejects this read with an AbortError.
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.({
      received,
      expected: announced !== null && received <= announced ? announced : null,
    });
  }
}

/** The chunks as one JSON value. */
export function parseJsonChunks(chunks: readonly Uint8Array[]): unknown {
  const decoder = new TextDecoder();
  const text =
    chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
  return JSON.parse(text);
}

/** True for a call stopped through its signal (not a failure: nothing to report). */
export function isAborted(error: unknown): boolean {
  // By name, not class: a DOMException is not an Error in every runtime the client runs in.
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  return name === 'AbortError' || name === 'TimeoutError';
}
