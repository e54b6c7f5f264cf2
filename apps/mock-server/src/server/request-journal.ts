// The request log of the QA console (like Mockoon's and WireMock's request journals): the last answered API
// requests with who asked, the status, the scenarios that shaped the answer and how long it took, and for
// the newest of them what was sent and answered (request-detail.ts). Served as JSON at GET /__mock/requests
// and GET /__mock/requests/{id} (README, "Request log").
import type { RequestNote } from '../options.ts';
import type { ScenarioName } from '../scenarios.ts';
import type { MockStore } from '../store.ts';
import type { RequestDetail } from './request-detail.ts';

/** One answered request. */
export interface JournalEntry {
  /** Increases by one per logged request in this process, in the order they finish: `?after=<id>` asks for newer ones. */
  id: number;
  /** When the request arrived (ISO 8601). */
  time: string;
  method: string;
  /** Path and query as sent. */
  path: string;
  /** The HTTP status; null when the connection was dropped without an answer (networkError, client gone). */
  status: number | null;
  durationMs: number;
  /** The backend id and e-mail of the signed-in user, when the request carried a valid token. */
  userId: string | null;
  email: string | null;
  /** The scenarios that shaped the answer, if any. */
  scenarios: ScenarioName[];
}

/** One entry with what was sent and answered; `detail` is null once the entry is older than DETAIL_LIMIT. */
export interface JournalEntryWithDetail extends JournalEntry {
  detail: RequestDetail | null;
}

/** The header the host stamps on each request so the handlers' note finds its entry. */
export const REQUEST_ID_HEADER = 'x-mock-request-id';

/** The default number of entries kept. */
export const JOURNAL_LIMIT = 500;

/**
 * The number of newest entries whose headers and bodies are kept. Bodies are cut to about 20 KB each, so
 * this bounds the log's memory (two bodies per entry); older entries keep their line in the list.
 */
export const DETAIL_LIMIT = 200;

/** A bounded log of answered requests, newest first. */
export class RequestJournal {
  private entries: JournalEntryWithDetail[] = [];
  private notes = new Map<number, RequestNote>();
  private lastKey = 0;
  private lastId = 0;

  constructor(
    private readonly store: MockStore,
    readonly limit = JOURNAL_LIMIT,
    readonly detailLimit = DETAIL_LIMIT,
  ) {}

  /** A key for a request that has just arrived, to match the handlers' note with it. */
  open(): number {
    this.lastKey += 1;
    return this.lastKey;
  }

  /** The handlers' note for request `key`: who asked, which scenarios answered. */
  note(key: number, note: RequestNote): void {
    this.notes.set(key, note);
  }

  /**
   * Records a finished request; the oldest entries past the limit are forgotten, and the entry that falls
   * past the detail limit loses its headers and bodies.
   */
  close(
    key: number,
    entry: Omit<JournalEntry, 'id' | 'userId' | 'email' | 'scenarios'>,
    detail: RequestDetail | null = null,
  ): void {
    const note = this.notes.get(key);
    this.notes.delete(key);
    const userId = note?.userId ?? null;
    const email = userId ? (this.store.users.get(userId)?.email ?? null) : null;
    this.lastId += 1;
    this.entries.unshift({
      id: this.lastId,
      ...entry,
      userId,
      email,
      scenarios: note?.scenarios ?? [],
      detail,
    });
    const aged = this.entries[this.detailLimit];
    if (aged) aged.detail = null;
    if (this.entries.length > this.limit) this.entries.length = this.limit;
  }

  /**
   * The entries newer than `after` (all by default), newest first, without their details: the console
   * reads this every second, and the bodies of 200 requests would make each read megabytes.
   */
  list(after = 0): JournalEntry[] {
    const older = this.entries.findIndex((entry) => entry.id <= after);
    const newer = older === -1 ? this.entries : this.entries.slice(0, older);
    return newer.map(({ detail: _detail, ...entry }) => entry);
  }

  /** One entry with its headers and bodies (null past the detail limit); undefined when no longer kept. */
  get(id: number): JournalEntryWithDetail | undefined {
    const entry = this.entries.find((candidate) => candidate.id === id);
    return entry && { ...entry };
  }

  /** Forgets every entry. */
  clear(): void {
    this.entries = [];
  }
}
