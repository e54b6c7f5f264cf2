// Sends one call to the backend and records it: what was asked, what came back, how long it took,
// and how the answer compares with the contract.
import { isFreePlanRefusal } from '@cnpj/domain';
import { preview, type Answer, type Contract, type Difference } from './contract.ts';

/** How a call ended, as the report says it. */
export type Outcome =
  /** The answer is what the contract declares. */
  | 'conforms'
  /** The answer departs from the contract, or the call failed. */
  | 'drift'
  /** An extension the backend does not implement (404): the app degrades without it. */
  | 'absent'
  /** Not sent: an input it needs is missing (the reason says which). */
  | 'skipped';

/** One line of the report. */
export interface CallRecord {
  /** `GET /api/users/{id}`: the contract's name for the call. */
  call: string;
  /** The path actually requested. */
  path: string;
  status: number | null;
  ms: number;
  outcome: Outcome;
  differences: Difference[];
  /** Why the outcome is what it is, when the differences do not say it. */
  note?: string;
}

/** One call of the walk. */
export interface Step {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The contract's path template. */
  template: string;
  /** The path sent (template filled in). */
  path: string;
  body?: unknown;
  /** Statuses that mean success for this step. */
  expect: number[];
  /** An extension call: 404 means "not implemented", which the app tolerates. */
  extension?: boolean;
  /** The free plan may refuse it (402 FREE_PLAN_LIMIT), which the app handles. */
  freePlanMayRefuse?: boolean;
  /** A file: only the status and headers are read. */
  file?: boolean;
  /** Send the session cookie instead of the bearer token (GET /refresh). */
  cookie?: string;
  /** Sent without any credential (POST /login). */
  anonymous?: boolean;
  /** Said beside the outcome, to tell two calls of one operation apart. */
  note?: string;
}

/** What a finished step gives the walk. */
export interface StepResult {
  record: CallRecord;
  answer: Answer | null;
}

export interface CallerOptions {
  baseUrl: string;
  contract: Contract;
  /** The browser origin the app is served from: checks CORS on every answer. */
  origin?: string;
  timeoutMs: number;
}

/** Sends steps with the current access token. */
export class Caller {
  accessToken: string | null = null;

  constructor(private readonly options: CallerOptions) {}

  private headers(step: Step): Headers {
    const headers = new Headers({ accept: step.file ? '*/*' : 'application/json' });
    if (step.body !== undefined) headers.set('content-type', 'application/json');
    if (step.cookie) headers.set('cookie', step.cookie);
    else if (!step.anonymous && this.accessToken)
      headers.set('authorization', `Bearer ${this.accessToken}`);
    if (this.options.origin) headers.set('origin', this.options.origin);
    return headers;
  }

  /** Sends a step and judges its answer. */
  async send(step: Step): Promise<StepResult> {
    const call = `${step.method} ${step.template}`;
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(this.options.baseUrl + step.path, {
        method: step.method,
        headers: this.headers(step),
        body: step.body === undefined ? undefined : JSON.stringify(step.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'manual',
      });
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      const record: CallRecord = {
        call,
        path: step.path,
        status: null,
        ms: elapsed(started),
        outcome: 'drift',
        differences: [{ pointer: '', expected: 'an answer', received: reason }],
      };
      return { record, answer: null };
    }
    const answer: Answer = { status: response.status, headers: response.headers };
    // A file's bytes are not judged, only its status and headers; an error instead of a file is JSON.
    if (step.file && response.ok) await response.body?.cancel();
    else answer.body = await readJson(response);
    const ms = elapsed(started);
    const differences = [...this.judge(step, answer), ...this.cors(answer, step.file)];
    const record: CallRecord = {
      call,
      path: step.path,
      status: response.status,
      ms,
      outcome: differences.length ? 'drift' : 'conforms',
      differences,
      ...(step.note ? { note: step.note } : {}),
    };
    if (step.extension && response.status === 404)
      Object.assign(record, {
        outcome: 'absent',
        differences: [],
        note: 'extension not implemented: the app shows what it can without it',
      });
    else if (step.freePlanMayRefuse && response.status === 402 && differences.length === 0)
      record.note = 'refused for the free plan (FREE_PLAN_LIMIT), as the app expects';
    return { record, answer };
  }

  private judge(step: Step, answer: Answer): Difference[] {
    const contractDifferences = this.options.contract.check(step.method, step.template, answer);
    const expected = [...step.expect, ...(step.freePlanMayRefuse ? [402] : [])];
    if (expected.includes(answer.status)) {
      if (answer.status === 402 && !isFreePlanRefusal(answer)) {
        return [
          {
            pointer: '/code',
            expected: '"FREE_PLAN_LIMIT"',
            received: preview((answer.body as { code?: unknown } | undefined)?.code),
          },
        ];
      }
      return contractDifferences;
    }
    // An error the walk did not expect: the status is the difference; its message helps the reader.
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    const received =
      typeof message === 'string'
        ? `${answer.status} ("${message.slice(0, 60)}")`
        : String(answer.status);
    return [{ pointer: '/status', expected: step.expect.join(' or '), received }];
  }

  /** With --origin, a browser on that origin must be allowed to read the answer, cookies included. */
  private cors(answer: Answer, file = false): Difference[] {
    const origin = this.options.origin;
    if (!origin) return [];
    const differences: Difference[] = [];
    const allowed = answer.headers.get('access-control-allow-origin');
    if (allowed !== origin)
      differences.push({
        pointer: '/headers/access-control-allow-origin',
        expected: origin,
        received: allowed ?? 'nothing',
      });
    const credentials = answer.headers.get('access-control-allow-credentials');
    if (credentials !== 'true')
      differences.push({
        pointer: '/headers/access-control-allow-credentials',
        expected: 'true',
        received: credentials ?? 'nothing',
      });
    if (file) {
      const exposed = (answer.headers.get('access-control-expose-headers') ?? '').toLowerCase();
      if (
        !exposed
          .split(',')
          .map((name) => name.trim())
          .includes('content-disposition')
      ) {
        differences.push({
          pointer: '/headers/access-control-expose-headers',
          expected: 'Content-Disposition (the file name)',
          received: exposed || 'nothing',
        });
      }
    }
    return differences;
  }

  /** A CORS preflight as the browser sends it before a call with a bearer token. */
  async preflight(path: string, template: string): Promise<CallRecord> {
    const origin = this.options.origin!;
    const started = performance.now();
    const call = `OPTIONS ${template} (CORS preflight)`;
    try {
      const response = await fetch(this.options.baseUrl + path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      const differences = this.cors({ status: response.status, headers: response.headers });
      const allowedHeaders = (
        response.headers.get('access-control-allow-headers') ?? ''
      ).toLowerCase();
      if (
        allowedHeaders !== '*' &&
        !allowedHeaders
          .split(',')
          .map((name) => name.trim())
          .includes('authorization')
      ) {
        differences.push({
          pointer: '/headers/access-control-allow-headers',
          expected: 'Authorization',
          received: allowedHeaders || 'nothing',
        });
      }
      if (response.status >= 300)
        differences.push({
          pointer: '/status',
          expected: '200 or 204',
          received: String(response.status),
        });
      return {
        call,
        path,
        status: response.status,
        ms: elapsed(started),
        outcome: differences.length ? 'drift' : 'conforms',
        differences,
      };
    } catch (error) {
      return {
        call,
        path,
        status: null,
        ms: elapsed(started),
        outcome: 'drift',
        differences: [{ pointer: '', expected: 'an answer', received: String(error) }],
      };
    }
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A record for a call the walk could not send. */
export function skipped(method: string, template: string, reason: string): CallRecord {
  return {
    call: `${method} ${template}`,
    path: '',
    status: null,
    ms: 0,
    outcome: 'skipped',
    differences: [],
    note: reason,
  };
}
