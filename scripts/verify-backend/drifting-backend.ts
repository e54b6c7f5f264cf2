// A test fixture: a backend that drifts from the contract in known ways. It forwards every call to a
// conforming backend (the mock) and changes a few answers on the way back, as a real backend might.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The drifts, by path: each changes one answer. */
const DRIFTS: Array<{
  match: RegExp;
  change: (
    body: unknown,
    headers: Headers,
  ) => { body: string; status?: number; contentType?: string };
}> = [
  // plano as a number: a type the contract does not allow.
  { match: /^\/api\/users\/[^/]+$/, change: () => ({ body: JSON.stringify({ plano: 7 }) }) },
  // The right body, announced as text.
  {
    match: /^\/api\/ufs$/,
    change: (body) => ({ body: JSON.stringify(body), contentType: 'text/plain; charset=utf-8' }),
  },
  // Every row without its legal name (a required field).
  {
    match: /^\/api\/empresas\/pagina\//,
    change: (body) => {
      const page = body as { data: Array<Record<string, unknown>> };
      return {
        body: JSON.stringify({ data: page.data.map(({ razao_social: _dropped, ...row }) => row) }),
      };
    },
  },
  // A failure where the contract promises the update date.
  {
    match: /^\/api\/atualizacao$/,
    change: () => ({ body: JSON.stringify({ message: 'boom' }), status: 500 }),
  },
];

/** Starts the drifting backend in front of `upstream`; answers its base URL and a way to stop it. */
export async function startDriftingBackend(
  upstream: string,
): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      const answer = await fetch(upstream + request.url, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const path = new URL(request.url ?? '/', 'http://fixture').pathname;
      const drift = answer.ok ? DRIFTS.find((candidate) => candidate.match.test(path)) : undefined;
      const outgoing: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (
          !['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name)
        )
          outgoing[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length) outgoing['set-cookie'] = cookies;
      if (!drift) {
        response.writeHead(answer.status, outgoing).end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const changed = drift.change(await answer.json(), answer.headers);
      outgoing['content-type'] = changed.contentType ?? 'application/json';
      response.writeHead(changed.status ?? answer.status, outgoing).end(changed.body);
    })().catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
