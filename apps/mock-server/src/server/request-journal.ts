// The request log of the QA console (like Mockoon's and WireMock's request journals): the last answered API
// requests with who asked, the status, the scenarios that shaped the answer and how long it took. Served as
// JSON at GET /__mock/requests (README, "Request log").
import type { RequestNote } from '../options.ts';
import type { ScenarioName } from '../scenarios.ts';
import type { MockStore } from '../store.ts';

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

/** The header the host stamps on each request so the handlers' note finds its entry. */
export const REQUEST_ID_HEADER = 'x-mock-request-id';

/** The default number of entries kept. */
export const JOURNAL_LIMIT = 500;

/** A bounded log of answered requests, newest first. */
export class RequestJournal {
  private entries: JournalEntry[] = [];
  private notes = new Map<number, RequestNote>();
  private lastKey = 0;
  private lastId = 0;

  constructor(
    private readonly store: MockStore,
    readonly limit = JOURNAL_LIMIT,
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

  /** Records a finished request; the oldest entries past the limit are forgotten. */
  close(key: number, entry: Omit<JournalEntry, 'id' | 'userId' | 'email' | 'scenarios'>): void {
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
    });
    if (this.entries.length > this.limit) this.entries.length = this.limit;
  }

  /** The entries newer than `after` (all by default), newest first. */
  list(after = 0): JournalEntry[] {
    const older = this.entries.findIndex((entry) => entry.id <= after);
    return older === -1 ? [...this.entries] : this.entries.slice(0, older);
  }

  /** Forgets every entry. */
  clear(): void {
    this.entries = [];
  }
}
