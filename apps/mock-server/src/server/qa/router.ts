// Everything under /__mock: the console (a static React build, console-build.ts), its JSON API, the request
// log as JSON, and the first page's form posts that tests still use.
import express, { type RequestHandler, type Router } from 'express';
import type { MockStore } from '../../store.ts';
import type { RequestJournal } from '../request-journal.ts';
import { qaApi } from './api.ts';
import { qaForms } from './forms.ts';

/** Resolves to the folder of the built console. */
export type ConsoleSource = () => Promise<string>;

function staticConsole(source: ConsoleSource): RequestHandler {
  let serve: RequestHandler | null = null;
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let dir: string;
    try {
      dir = await source();
    } catch (error) {
      console.error(error);
      return void res
        .status(500)
        .type('text')
        .send('O console de QA não pôde ser gerado; veja o terminal do mock.');
    }
    // index.html names the hashed bundles of the current build: never cached; the bundles are immutable.
    serve ??= express.static(dir, {
      setHeaders: (response, file) =>
        response.setHeader(
          'Cache-Control',
          file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        ),
    });
    serve(req, res, next);
  };
}

/** The /__mock router. */
export function qaRouter(store: MockStore, journal: RequestJournal, source: ConsoleSource): Router {
  const router = express.Router();
  router.use(qaForms(store));
  router.use('/api', qaApi(store));
  // GET /__mock/requests?after=<id>: the request log, newest first (README, "Request log").
  router.get('/requests', (req, res) => {
    const after = Number(req.query.after ?? 0);
    res.json({ limit: journal.limit, entries: journal.list(Number.isFinite(after) ? after : 0) });
  });
  // GET /__mock/requests/{id}: one entry with its headers and bodies (detail null once past the newest 200).
  router.get('/requests/:id', (req, res) => {
    const entry = journal.get(Number(req.params.id));
    if (!entry)
      return void res.status(404).json({
        message: 'Requisição não encontrada: o registro guarda só as últimas.',
        code: 'NOT_FOUND',
      });
    res.json(entry);
  });
  router.delete('/requests', (_req, res) => {
    journal.clear();
    res.status(204).end();
  });
  router.use(staticConsole(source));
  return router;
}
