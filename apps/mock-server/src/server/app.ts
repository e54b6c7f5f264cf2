// The Express host: CORS with credentials for the app's origins, gzip, one log line per request and the
// request log (with each request's headers and bodies), the QA console, then the shared MSW handlers with
// strict auth and streamed spreadsheets.
import { configurePaidPlans } from '@cnpj/domain';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import { createHandlers } from '../handlers/index.ts';
import { defaultOptions } from '../options.ts';
import { parseScenarios, SCENARIO_HEADER } from '../scenarios.ts';
import { store as defaultStore, type MockStore } from '../store.ts';
import { checkoutPage } from './checkout-page.ts';
import type { ServerConfig } from './config.ts';
import { mswMiddleware } from './msw-middleware.ts';
import { prepareConsole } from './qa/console-build.ts';
import { qaRouter, type ConsoleSource } from './qa/router.ts';
import {
  BODY_CAPTURE_LIMIT,
  BodyTap,
  describeBody,
  maskHeaders,
  tapResponse,
} from './request-detail.ts';
import { REQUEST_ID_HEADER, RequestJournal } from './request-journal.ts';
import { streamingXlsxWriter } from './xlsx-stream.ts';

function logLine(
  req: express.Request,
  res: express.Response,
  started: number,
  status: string,
): string {
  const scenarios = parseScenarios(req.get(SCENARIO_HEADER)).join(',');
  return `${new Date().toISOString()} ${req.method} ${req.originalUrl} ${status} ${Math.round(performance.now() - started)}ms${scenarios ? ` [${scenarios}]` : ''}`;
}

const CONSOLE_PATH = /^\/__mock(\/|\?|$)/;

/** The answer's body of a journaled request, collected by the tap installed after `compression`. */
const responseTaps = new WeakMap<express.Response, BodyTap>();

/** The request's body as express.raw read it (a Buffer), else none (a GET, or a route that never read it). */
function requestBodyOf(req: express.Request) {
  const body: unknown = req.body;
  const data = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  return describeBody(data.subarray(0, BODY_CAPTURE_LIMIT), data.length, req.get('content-type'));
}

/** The shared handlers as the host runs them: strict auth, streamed spreadsheets, a journal. */
function hostHandlers(config: ServerConfig, store: MockStore, journal: RequestJournal) {
  return createHandlers({
    auth: 'strict',
    seed: config.seed,
    fullLookups: config.fullLookups,
    firebaseProjectId: config.firebaseProjectId,
    emulatorMode: config.emulatorMode,
    // Without MOCK_TOKEN_SECRET, the process's random one: a restart then signs everybody out.
    tokenSecret: config.tokenSecret ?? defaultOptions.tokenSecret,
    slowMs: config.slowMs,
    store,
    xlsxWriter: streamingXlsxWriter,
    observe: (request, note) => journal.note(Number(request.headers.get(REQUEST_ID_HEADER)), note),
  });
}

/** Closes a journaled request's entry once its answer is sent (or the client gave up). */
function closeEntry(
  journal: RequestJournal,
  key: number,
  req: express.Request,
  res: express.Response,
  opened: { time: string; started: number; requestHeaders: Record<string, string> },
): void {
  const tap = responseTaps.get(res);
  journal.close(
    key,
    {
      time: opened.time,
      method: req.method,
      path: req.originalUrl,
      status: res.writableFinished ? res.statusCode : null,
      durationMs: Math.round(performance.now() - opened.started),
    },
    {
      requestHeaders: opened.requestHeaders,
      requestBody: requestBodyOf(req),
      responseBody: tap
        ? tap.describe(String(res.getHeader('content-type') ?? ''))
        : describeBody(new Uint8Array(), 0, null),
    },
  );
}

/** One log line per request and one journal entry per request of the app's (first, before routing). */
function logRequests(journal: RequestJournal, log: (line: string) => void): express.RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const time = new Date().toISOString();
    const key = journal.open();
    // Read before routing rewrites req.url. The console's own traffic (its page, its polling) would drown
    // everything else in the terminal and the log; preflights are not the app's requests either.
    const fromConsole = CONSOLE_PATH.test(req.originalUrl);
    const printed = !(fromConsole && req.method === 'GET');
    const journaled = !fromConsole && req.method !== 'OPTIONS';
    // Read before the stamp below, which is the host's, not the client's.
    const requestHeaders = journaled ? maskHeaders(req.headers) : {};
    if (journaled) responseTaps.set(res, new BodyTap());
    // Stamped over anything the client sent, so the handlers' note reaches this request's entry.
    req.headers[REQUEST_ID_HEADER] = String(key);
    res.on('close', () => {
      const answered = res.writableFinished;
      if (printed) log(logLine(req, res, started, answered ? String(res.statusCode) : 'aborted'));
      if (journaled) closeEntry(journal, key, req, res, { time, started, requestHeaders });
    });
    next();
  };
}

/** Installs the journal's tap on the answer (after compression, so it keeps the body, not gzip). */
const tapAnswers: express.RequestHandler = (_req, res, next) => {
  const tap = responseTaps.get(res);
  if (tap) tapResponse(res, tap);
  next();
};

/** A path the contract does not have. */
const notInContract: express.RequestHandler = (req, res) => {
  res.status(404).json({
    message: `Rota não existe no contrato: ${req.method} ${req.path}`,
    code: 'NOT_FOUND',
  });
};

/** A body express could not read (400s) or a fault of the mock's own (500). */
function errorAnswer(
  error: unknown,
  _req: express.Request,
  res: express.Response,
  _next: express.NextFunction,
): void {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
  res.status(status >= 400 && status < 600 ? status : 500).json({
    message: status < 500 ? 'Requisição inválida' : 'Erro interno do mock',
    code: status < 500 ? 'BAD_REQUEST' : 'MOCK_ERROR',
  });
}

/**
 * Builds the app; `log` receives one line per request (console.info by default); `consoleSource` gives
 * the folder of the built QA console (built on first need by default).
 */
export function createApp(
  config: ServerConfig,
  store: MockStore = defaultStore,
  log: (line: string) => void = console.info,
  consoleSource: ConsoleSource = prepareConsole,
): Express {
  store.tokenTtlSeconds = config.tokenTtlSeconds;
  const journal = new RequestJournal(store);
  // Which codes are paid is the deployment's (decision 018); the host answers as the app is built.
  configurePaidPlans(config.paidPlans);
  const handlers = hostHandlers(config, store, journal);
  const app = express();
  app.disable('x-powered-by');
  app.use(logRequests(journal, log));
  app.use(
    cors({
      origin: config.allowedOrigins,
      credentials: true,
      exposedHeaders: ['Content-Disposition'],
    }),
  );
  // Like any production API behind a web server: JSON is gzipped (the full CNAE list is 136 KB raw,
  // 17 KB compressed). Spreadsheets are zip files already and `compression` leaves them alone.
  app.use(compression());
  // After compression, so the log keeps the body as the handlers wrote it, not gzip.
  app.use(tapAnswers);
  app.use('/__mock', qaRouter(store, journal, consoleSource));
  // The payment provider's hosted checkout, outside the contract like the console.
  app.use('/pagamento', checkoutPage());
  app.use(express.raw({ type: () => true, limit: '20mb' }));
  app.use(mswMiddleware(handlers));
  app.use(notInContract);
  app.use(errorAnswer);
  return app;
}
