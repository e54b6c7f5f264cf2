// The request view of the QA console's log: credentials masked, bodies indented when JSON, cut past about
// 20 KB, binary bodies told by type and size (src/server/request-detail.ts; the console's own formatting is
// tested in console/src/format.test.ts).
import { describe, expect, it } from 'vitest';
import {
  BODY_CAPTURE_LIMIT,
  BODY_TEXT_LIMIT,
  BodyTap,
  describeBody,
  maskAuthorization,
  maskCookies,
  maskHeaders,
  maskToken,
} from '../src/server/request-detail.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJraW5kIjoiYWNjZXNzIiwidXNlcklkIjoidTEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const bytes = (text: string) => new TextEncoder().encode(text);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('masking', () => {
  it('keeps the scheme and at most the first 4 characters of a bearer token', () => {
    expect(maskAuthorization(`Bearer ${JWT}`)).toBe('Bearer eyJh••••');
    expect(maskAuthorization(`Bearer ${JWT}`)).not.toContain(JWT.slice(4, 12));
  });

  it('keeps no more than a quarter of a short token, and nothing of a tiny one', () => {
    expect(maskToken('abcdefgh')).toBe('ab••••');
    expect(maskToken('abc')).toBe('••••');
    expect(maskAuthorization('Bearer x')).toBe('Bearer ••••');
    expect(maskToken('')).toBe('');
  });

  it('masks a value without a scheme whole (a lone word may be the token itself)', () => {
    expect(maskAuthorization(JWT)).toBe('eyJh••••');
    expect(maskAuthorization('Bearer')).toBe('B••••');
  });

  it('masks every cookie value, keeping the names', () => {
    expect(maskCookies(`session=${JWT}; theme=dark`)).toBe('session=eyJh••••; theme=d••••');
  });

  it('masks Authorization and Cookie among the headers and leaves the others as sent', () => {
    expect(
      maskHeaders({
        authorization: `Bearer ${JWT}`,
        cookie: `session=${JWT}`,
        'content-type': 'application/json',
        'x-mock-scenario': 'countError',
        'x-repeated': ['a', 'b'],
        absent: undefined,
      }),
    ).toEqual({
      authorization: 'Bearer eyJh••••',
      cookie: 'session=eyJh••••',
      'content-type': 'application/json',
      'x-mock-scenario': 'countError',
      'x-repeated': 'a, b',
    });
  });
});

describe('bodies', () => {
  it('indents JSON read whole', () => {
    const body = describeBody(bytes('{"a":1,"b":[true]}'), 18, 'application/json; charset=utf-8');
    expect(body).toEqual({
      kind: 'json',
      contentType: 'application/json',
      bytes: 18,
      text: '{\n  "a": 1,\n  "b": [\n    true\n  ]\n}',
      truncated: false,
    });
  });

  it('masks the token fields of a JSON body (the /login and /refresh ones)', () => {
    const raw = bytes(
      JSON.stringify({ idToken: JWT, nested: { accessToken: JWT }, email: 'a@b.c' }),
    );
    expect(JSON.parse(describeBody(raw, raw.length, 'application/json').text!)).toEqual({
      idToken: 'eyJh••••',
      nested: { accessToken: 'eyJh••••' },
      email: 'a@b.c',
    });
  });

  it('reads JSON sent without a type as JSON, and malformed JSON as the text sent', () => {
    expect(describeBody(bytes('[1,2]'), 5, null)).toMatchObject({
      kind: 'json',
      text: '[\n  1,\n  2\n]',
    });
    expect(describeBody(bytes('{"a":'), 5, 'application/json')).toMatchObject({
      kind: 'text',
      text: '{"a":',
    });
    expect(describeBody(bytes('olá'), 4, 'text/plain')).toMatchObject({
      kind: 'text',
      text: 'olá',
      truncated: false,
    });
  });

  it('says there is no body when there is none', () => {
    expect(describeBody(new Uint8Array(), 0, null)).toEqual({
      kind: 'none',
      contentType: null,
      bytes: 0,
      text: null,
      truncated: false,
    });
  });

  it('cuts a body past about 20 KB and says so', () => {
    const rows = Array.from({ length: 800 }, (_, n) => ({ cnpj: String(n).padStart(14, '0') }));
    const raw = bytes(JSON.stringify(rows));
    const body = describeBody(raw, raw.length, 'application/json');
    expect(body.kind).toBe('json');
    expect(body.truncated).toBe(true);
    expect(body.text).toHaveLength(BODY_TEXT_LIMIT);
    expect(body.text!.startsWith('[\n  {\n    "cnpj": "00000000000000"')).toBe(true);
  });

  it('shows the start of a body larger than what is held, as sent, cut', () => {
    const held = bytes(`[${'1,'.repeat(BODY_TEXT_LIMIT)}`);
    const body = describeBody(held, held.length * 10, 'application/json');
    expect(body).toMatchObject({ kind: 'json', truncated: true, bytes: held.length * 10 });
    expect(body.text!.startsWith('[1,1,')).toBe(true);
  });

  it('tells a binary body by type and size, without its bytes', () => {
    expect(describeBody(bytes('PK\u0003\u0004'), 12_345, XLSX)).toEqual({
      kind: 'binary',
      contentType: XLSX,
      bytes: 12_345,
      text: null,
      truncated: false,
    });
    expect(describeBody(new Uint8Array([80, 75, 0, 3]), 4, null)).toMatchObject({
      kind: 'binary',
      contentType: null,
    });
  });

  it('holds only the start of a long body while counting all of it', () => {
    const tap = new BodyTap();
    const chunk = Buffer.alloc(100 * 1024, 'a');
    for (let n = 0; n < 5; n += 1) tap.push(chunk);
    tap.push('é');
    expect(tap.bytes).toBe(5 * 100 * 1024 + 2);
    const body = tap.describe('text/plain');
    expect(body).toMatchObject({ kind: 'text', bytes: tap.bytes, truncated: true });
    expect(body.text).toHaveLength(BODY_TEXT_LIMIT);
    expect(BODY_CAPTURE_LIMIT).toBeLessThan(tap.bytes);
  });

  it('counts a binary body without holding it', () => {
    const tap = new BodyTap();
    tap.stopHolding();
    tap.push(Buffer.alloc(1000));
    expect(tap.describe(XLSX)).toMatchObject({ kind: 'binary', bytes: 1000, text: null });
  });
});
