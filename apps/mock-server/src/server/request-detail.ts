// What the QA console shows when a request of the log is opened: the request's headers (credentials
// masked), its body and the answer's body, formatted once when the request ends. Stored formatted and cut
// to BODY_TEXT_LIMIT, so the log's memory stays bounded however large the answers are (an `all` of 65,535
// rows, a spreadsheet); served by GET /__mock/requests/{id} (README, "Request log").
import type { IncomingHttpHeaders } from 'node:http';
import type { ServerResponse } from 'node:http';

/** Characters of a body's text kept and shown (about 20 KB); longer bodies are cut, and say so. */
export const BODY_TEXT_LIMIT = 20 * 1024;

/**
 * Bytes of a body held while its request runs. Larger than BODY_TEXT_LIMIT so a JSON answer somewhat over
 * it (a page of 50 companies, the full CNAE list) is still parsed whole and shown indented before it is
 * cut; beyond it the raw start is shown as sent.
 */
export const BODY_CAPTURE_LIMIT = 256 * 1024;

/** What is shown in place of a masked secret. */
export const MASK = '••••';

/** How a body is shown. */
export type BodyKind = 'none' | 'json' | 'text' | 'binary';

/** One body (the request's or the answer's), ready to show. */
export interface RecordedBody {
  kind: BodyKind;
  /** The media type, without parameters (`application/json`); null when not sent. */
  contentType: string | null;
  /** The whole body's size in bytes, before compression. */
  bytes: number;
  /** Indented JSON or the text; null for `none` and `binary` (a spreadsheet says its type and size). */
  text: string | null;
  /** Whether `text` is only the start of the body. */
  truncated: boolean;
}

/** The parts of a request the log keeps for the console's request view. */
export interface RequestDetail {
  /** The request's headers as received, lower-case names, credentials masked. */
  requestHeaders: Record<string, string>;
  requestBody: RecordedBody;
  responseBody: RecordedBody;
}

/**
 * A token with at most its first 4 characters kept (never more than a quarter of it), so QA can tell a
 * JWT (`eyJh`) from garbage or nothing, yet the log (served to anyone who reaches /__mock) never hands
 * out a usable credential.
 */
export function maskToken(token: string): string {
  if (token === '') return '';
  return token.slice(0, Math.min(4, Math.floor(token.length / 4))) + MASK;
}

/** `Bearer eyJhbGciOi...` -> `Bearer eyJh••••`; a value without a scheme is masked whole. */
export function maskAuthorization(value: string): string {
  const match = /^(\S+)(\s+)(.*)$/s.exec(value.trim());
  return match ? `${match[1]}${match[2]}${maskToken(match[3]!)}` : maskToken(value.trim());
}

/** `session=eyJh...; a=b` -> `session=eyJh••••; a=••••`: the session cookie is as good as a bearer. */
export function maskCookies(value: string): string {
  return value
    .split(';')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at === -1 ? pair : `${pair.slice(0, at + 1)}${maskToken(pair.slice(at + 1).trim())}`;
    })
    .join(';');
}

const MASKERS: Record<string, (value: string) => string> = {
  authorization: maskAuthorization,
  'proxy-authorization': maskAuthorization,
  cookie: maskCookies,
};

/**
 * JSON fields that carry a token: the ID token sent to /login and the access token /login and /refresh
 * answer. Masked like the Authorization header, or the log would hand out the token it hides there.
 */
const TOKEN_FIELDS = new Set(['idToken', 'accessToken', 'refreshToken']);

const maskTokenFields = (key: string, value: unknown): unknown =>
  TOKEN_FIELDS.has(key) && typeof value === 'string' ? maskToken(value) : value;

/** Node's headers as one string each (repeated ones joined), credentials masked. */
export function maskHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    shown[name] = MASKERS[name]?.(text) ?? text;
  }
  return shown;
}

/** `application/json; charset=utf-8` -> `application/json`. */
export function mediaTypeOf(contentType: string | null | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

/** Media types shown as text; anything else sent with a type (xlsx, images, octet-stream) is binary. */
function isTextual(type: string): boolean {
  return /^text\/|[/+]json$|[/+]xml$|javascript|x-www-form-urlencoded/.test(type);
}

const isJsonType = (type: string | null) => type !== null && /[/+]json$/.test(type);

/**
 * How a body is shown: `data` is its start (up to BODY_CAPTURE_LIMIT bytes), `bytes` its whole size.
 * JSON read whole is indented, its token fields masked; text longer than BODY_TEXT_LIMIT is cut; a body
 * without a type is text unless it holds a NUL byte.
 */
export function describeBody(
  data: Uint8Array,
  bytes: number,
  contentType: string | null | undefined,
): RecordedBody {
  const type = mediaTypeOf(contentType);
  if (bytes === 0)
    return { kind: 'none', contentType: type, bytes: 0, text: null, truncated: false };
  if (type ? !isTextual(type) : data.includes(0))
    return { kind: 'binary', contentType: type, bytes, text: null, truncated: false };
  const whole = data.length >= bytes;
  let text = new TextDecoder().decode(data);
  let kind: BodyKind = isJsonType(type) ? 'json' : 'text';
  if (whole && (kind === 'json' || type === null)) {
    try {
      text = JSON.stringify(JSON.parse(text), maskTokenFields, 2);
      kind = 'json';
    } catch {
      // Not JSON after all (a malformed body is worth seeing as sent): shown as text.
      kind = 'text';
    }
  }
  const cut = text.length > BODY_TEXT_LIMIT;
  return {
    kind,
    contentType: type,
    bytes,
    text: cut ? text.slice(0, BODY_TEXT_LIMIT) : text,
    truncated: cut || !whole,
  };
}

/** Collects the start of a body (up to BODY_CAPTURE_LIMIT bytes) and counts all of it. */
export class BodyTap {
  private chunks: Buffer[] = [];
  private held = 0;
  private holding = true;
  /** Bytes seen so far. */
  bytes = 0;

  /** Takes one written chunk (a string is counted in its UTF-8 bytes, or in the encoding given). */
  push(chunk: unknown, encoding?: BufferEncoding): void {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, encoding ?? 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : null;
    if (!buffer) return;
    this.bytes += buffer.length;
    if (!this.holding || this.held >= BODY_CAPTURE_LIMIT) return;
    const kept = buffer.subarray(0, BODY_CAPTURE_LIMIT - this.held);
    // A copy: the writer may reuse its buffer once write() returns.
    this.chunks.push(Buffer.from(kept));
    this.held += kept.length;
  }

  /** Stops holding bytes (a binary body is only counted). */
  stopHolding(): void {
    this.holding = false;
    this.chunks = [];
    this.held = 0;
  }

  /** The body as shown. */
  describe(contentType: string | null | undefined): RecordedBody {
    return describeBody(Buffer.concat(this.chunks), this.bytes, contentType);
  }
}

const encodingOf = (value: unknown): BufferEncoding | undefined =>
  typeof value === 'string' ? (value as BufferEncoding) : undefined;

/**
 * Copies what the handlers write into `tap`. Installed after `compression`, so it sees the body before
 * gzip. A binary answer (its Content-Type is set before the first byte) is only counted, so a 65,535-row
 * spreadsheet is never held.
 */
export function tapResponse(res: ServerResponse, tap: BodyTap): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let first = true;
  const take = (chunk: unknown, encoding: unknown) => {
    if (first) {
      first = false;
      const type = mediaTypeOf(String(res.getHeader('content-type') ?? ''));
      if (type && !isTextual(type)) tap.stopHolding();
    }
    tap.push(chunk, encodingOf(encoding));
  };
  res.write = ((...args: unknown[]) => {
    take(args[0], args[1]);
    return write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') take(args[0], args[1]);
    return end(...args);
  }) as typeof res.end;
}
