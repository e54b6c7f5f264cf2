// What the verifier prints and writes: one line per call, and a JSON report with every difference.
import type { CallRecord } from './calls.ts';

const MARK: Record<CallRecord['outcome'], string> = {
  conforms: 'ok  ',
  drift: 'FAIL',
  absent: '404 ',
  skipped: 'skip',
};

/** The search's 22 segments do not fit a line: `/api/empresas/{nomeEmpresa}/…/{user_id}`. */
function shortCall(call: string): string {
  const parts = call.split('/');
  return parts.length > 8 ? [...parts.slice(0, 4), '…', parts.at(-1)].join('/') : call;
}

/** One line: mark, call, status, time, and "conforms", the first difference, or the note. */
export function line(record: CallRecord): string {
  const status = record.status === null ? '---' : String(record.status);
  const head = `${MARK[record.outcome]} ${shortCall(record.call).padEnd(60)} ${status.padStart(3)} ${`${record.ms} ms`.padStart(8)}  `;
  if (record.outcome === 'drift') {
    const [first, ...rest] = record.differences;
    const where = first?.pointer ? `${first.pointer}: ` : '';
    const alike = first?.alike ? ` (and ${first.alike} more like it)` : '';
    const more = rest.length ? ` [+${rest.length} more in the report]` : '';
    return `${head}${where}expected ${first?.expected ?? '?'}, received ${first?.received ?? '?'}${alike}${more}`;
  }
  if (record.outcome === 'conforms')
    return `${head}conforms${record.note ? ` (${record.note})` : ''}`;
  return `${head}${record.note ?? record.outcome}`;
}

/** The JSON report. */
export interface Report {
  baseUrl: string;
  startedAt: string;
  finishedAt: string;
  /** True when nothing drifted. */
  conforms: boolean;
  summary: Record<CallRecord['outcome'], number>;
  calls: CallRecord[];
}

/** Builds the report of a finished walk. */
export function report(baseUrl: string, startedAt: Date, calls: CallRecord[]): Report {
  const summary = { conforms: 0, drift: 0, absent: 0, skipped: 0 };
  for (const call of calls) summary[call.outcome] += 1;
  // A walk that could not even sign in has drifted, even with no record to blame.
  const conforms = summary.drift === 0 && calls.some((call) => call.outcome === 'conforms');
  return {
    baseUrl,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    conforms,
    summary,
    calls,
  };
}

/** The closing line. */
export function summaryLine(result: Report): string {
  const { conforms, drift, absent, skipped } = result.summary;
  const verdict = result.conforms
    ? 'The backend conforms to openapi.yaml.'
    : 'The backend departs from openapi.yaml.';
  return `${verdict} ${conforms} conform, ${drift} differ, ${absent} extensions absent, ${skipped} skipped.`;
}
