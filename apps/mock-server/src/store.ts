// The one in-memory store of everything a user changes: lists and their CNPJs, notifications and their
// read state, the search count, stored searches, Radar monitors, the plan and per-user scenarios, and the
// register's releases QA publishes. `resetStore()` empties it.
import { FREE_PLAN, paidPlans } from '@cnpj/domain';
import { SAMPLE_LISTS, sampleCnpj } from '@cnpj/fixtures';
import { initialNotifications } from './factories/notification.ts';
import { hashString } from './lib/random.ts';
import type {
  EmpresaDetalhe,
  FoundCompany,
  Notificacao,
  Ordenacao,
  RadarMonitor,
  components,
} from '@cnpj/domain';
import { Register } from './radar/register.ts';

type PesquisaSalva = components['schemas']['PesquisaSalva'];
import type { ScenarioName } from './scenarios.ts';
import type { SearchPlan } from './search/rows.ts';

/** A saved list and its CNPJs, in insertion order. */
export interface StoredLista {
  id: number;
  descricao: string;
  cnpjs: string[];
}

/** A Radar monitor and every company its checks found, with the release that brought each. */
export interface StoredMonitor {
  monitor: RadarMonitor;
  found: FoundCompany<EmpresaDetalhe>[];
}

/** Everything the mock knows about one user. */
export interface UserState {
  userId: string;
  uid: string;
  email: string | null;
  plano: string;
  listas: Map<number, StoredLista>;
  notificacoes: Notificacao[];
  searchCount: number;
  searches: Map<string, SearchPlan>;
  /** Saved searches by id (extension, docs/product.md#saved-searches). */
  pesquisasSalvas: Map<string, PesquisaSalva>;
  /** Radar monitors by id, oldest first (extension, docs/product.md#radar). */
  radar: Map<string, StoredMonitor>;
  /** The CNPJs of every search spreadsheet the user downloaded (the Radar leaves them out). */
  exported: Set<string>;
  scenarios: Set<ScenarioName>;
  /** Extra delay of every answer to this user, in ms; null follows the store's `latencyMs`. */
  latencyMs: number | null;
  createdAt: string;
  lastAccess: string | null;
}

/** Where a CNPJ shown to someone came from, so its detail matches the row (see README). */
export interface Provenance {
  plan: SearchPlan;
  ordenacao: Ordenacao;
  n: number;
}

/** The plan of a new user: free for an e-mail starting with "free" or containing "+free" (README, "Plans"), else paid. */
export function planForEmail(email: string | null): string {
  const local = (email ?? '').toLowerCase();
  if (local.startsWith('free') || local.includes('+free')) return FREE_PLAN;
  // The first paid code configured (MOCK_PAID_PLANS), so a mock set up like a P backend answers P.
  return [...paidPlans()][0] ?? 'M';
}

/** The backend user id for an identity uid: stable, so a reset keeps ids. */
export function userIdForUid(uid: string): string {
  return `u${hashString(uid).toString(36)}`;
}

const PROVENANCE_LIMIT = 300_000;

/** The store; one instance per process (see `store`). */
export class MockStore {
  users = new Map<string, UserState>();
  provenance = new Map<string, Provenance>();
  nextListaId = 1;
  nextObrigadoId = 1;
  nextMonitorId = 1;
  /** The register's releases, which QA moves forward from /__mock (README, "Radar"). */
  register = new Register();
  /** Scenarios active for every user (set from the QA page). */
  globalScenarios = new Set<ScenarioName>();
  /** Access token lifetime, changeable at run time from the QA page. */
  tokenTtlSeconds = 900;
  /** Extra delay of every answer, in ms (a user's own `latencyMs` wins), set from the QA page. */
  latencyMs = 0;

  /** The user's state, created on first sight with starting notifications. */
  ensureUser(identity: { uid: string; email: string | null }, seed: number): UserState {
    const userId = userIdForUid(identity.uid);
    const known = this.users.get(userId);
    if (known) return known;
    const user: UserState = {
      userId,
      uid: identity.uid,
      email: identity.email,
      plano: planForEmail(identity.email),
      listas: new Map(),
      notificacoes: initialNotifications(seed, userId),
      searchCount: 0,
      searches: new Map(),
      pesquisasSalvas: new Map(),
      radar: new Map(),
      exported: new Set(),
      scenarios: new Set(),
      latencyMs: null,
      createdAt: new Date().toISOString(),
      lastAccess: null,
    };
    this.users.set(userId, user);
    if (user.plano !== 'G') this.seedListas(user);
    return user;
  }

  // Paid users start with two lists so the lists screens have content from the first login: the
  // sample companies (@cnpj/fixtures, decision 046), 6 and 11 of them, as the kit's list stories show.
  private seedListas(user: UserState): void {
    for (const { descricao, first, count } of SAMPLE_LISTS) {
      const lista = this.createLista(user, descricao);
      lista.cnpjs = Array.from({ length: count }, (_, n) => sampleCnpj(first + n));
    }
  }

  /** Creates a list for the user. */
  createLista(user: UserState, descricao: string): StoredLista {
    const lista = { id: this.nextListaId, descricao, cnpjs: [] };
    this.nextListaId += 1;
    user.listas.set(lista.id, lista);
    return lista;
  }

  /** Remembers where CNPJs came from; the oldest are forgotten past a bound. */
  remember(cnpj: string, provenance: Provenance): void {
    this.provenance.delete(cnpj);
    this.provenance.set(cnpj, provenance);
    if (this.provenance.size > PROVENANCE_LIMIT) {
      const oldest = this.provenance.keys().next().value;
      if (oldest !== undefined) this.provenance.delete(oldest);
    }
  }

  /** The delay every answer to `user` waits, in ms (theirs, else everyone's). */
  latencyFor(user: UserState | null): number {
    return user?.latencyMs ?? this.latencyMs;
  }

  /** Forgets everything (users, lists, searches, monitors, releases, scenarios, latency); the token lifetime is kept. */
  reset(): void {
    this.users.clear();
    this.provenance.clear();
    this.globalScenarios.clear();
    this.latencyMs = 0;
    this.nextListaId = 1;
    this.nextObrigadoId = 1;
    this.nextMonitorId = 1;
    this.register.reset();
  }
}

/** The process-wide store shared by every handler set. */
export const store = new MockStore();

/** Empties the store (between tests, or from the QA page). */
export function resetStore(): void {
  store.reset();
}
