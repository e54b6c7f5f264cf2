// Serves MSW handlers over Express with msw's public getResponse (decision 004). Written here rather than
// taken from @mswjs/http-middleware so that `HttpResponse.error()` can destroy the socket (the
// networkError scenario) and xlsx bodies stream straight to the client.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, type RequestHandler as MswHandler } from 'msw';

function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const headers = new Headers();
  Object.entries(req.headers).forEach(([name, value]) => {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  });
  const body: unknown = req.body;
  const hasBody = !['GET', 'HEAD'].includes(req.method) && Buffer.isBuffer(body) && body.length > 0;
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

async function send(response: Response, res: ExpressResponse): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as NodeReadableStream)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** Express middleware answering with the first matching MSW handler, else passing on. */
export function mswMiddleware(handlers: MswHandler[]) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    let response: Response | undefined;
    try {
      response = await getResponse(handlers, toFetchRequest(req, origin), { baseUrl: origin });
    } catch (error) {
      const status = error instanceof URIError || error instanceof TypeError ? 400 : 500;
      res.status(status).json({
        message: status === 400 ? 'Requisição malformada' : 'Erro interno do mock',
        code: status === 400 ? 'BAD_REQUEST' : 'MOCK_ERROR',
      });
      if (status === 500) console.error(error);
      return;
    }
    if (!response) return next();
    // Response.error() is how MSW spells "network failure": drop the connection without an answer.
    if (response.type === 'error') {
      req.socket.destroy();
      return;
    }
    await send(response, res);
  };
}
