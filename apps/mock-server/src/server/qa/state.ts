// What the QA console reads: every scenario with its meaning, the plans QA can switch to, the controls'
// values and every user the mock has seen (GET /__mock/api/state; the older /__mock/state.json stays as it was).
import { FREE_PLAN, paidPlans, planLabel } from '@cnpj/domain';
import {
  SCENARIO_GROUPS,
  scenarioCatalog,
  type ScenarioGroup,
  type ScenarioInfo,
} from '../../scenario-catalog.ts';
import { monitorView } from '../../radar/monitors.ts';
import type { ScenarioName } from '../../scenarios.ts';
import type { MockStore, UserState } from '../../store.ts';

/** A plan QA can switch a user to. */
export interface ConsolePlan {
  code: string;
  /** The product's name for it ("Grátis"...), or the code when it has none. */
  label: string;
}

/** A user as the console lists them. */
export interface ConsoleUser {
  userId: string;
  uid: string;
  email: string | null;
  plano: string;
  searchCount: number;
  lists: { id: number; descricao: string; companies: number }[];
  /** Their Radar monitors: name and companies in the queue. */
  monitors: { nome: string; novas: number }[];
  scenarios: ScenarioName[];
  /** Their own latency in ms; null follows everyone's. */
  latencyMs: number | null;
  lastAccess: string | null;
}

/** Everything the console shows. */
export interface ConsoleState {
  /** The register's releases, oldest first; the last is the one GET /api/atualizacao answers. */
  releases: string[];
  tokenTtlSeconds: number;
  latencyMs: number;
  globalScenarios: ScenarioName[];
  plans: ConsolePlan[];
  groups: { id: ScenarioGroup; title: string }[];
  scenarios: readonly ScenarioInfo[];
  users: ConsoleUser[];
}

/** The plans QA can switch a user to: free, then the paid codes configured (MOCK_PAID_PLANS). */
export function switchablePlans(): string[] {
  return [FREE_PLAN, ...paidPlans()];
}

function consoleUser(user: UserState): ConsoleUser {
  return {
    userId: user.userId,
    uid: user.uid,
    email: user.email,
    plano: user.plano,
    searchCount: user.searchCount,
    lists: [...user.listas.values()].map(({ id, descricao, cnpjs }) => ({
      id,
      descricao,
      companies: cnpjs.length,
    })),
    monitors: [...user.radar.values()].map((stored) => {
      const { nome, novas } = monitorView(user, stored);
      return { nome, novas };
    }),
    scenarios: [...user.scenarios],
    latencyMs: user.latencyMs,
    lastAccess: user.lastAccess,
  };
}

/** The console's view of the store. */
export function consoleState(store: MockStore): ConsoleState {
  return {
    releases: [...store.register.releases],
    tokenTtlSeconds: store.tokenTtlSeconds,
    latencyMs: store.latencyMs,
    globalScenarios: [...store.globalScenarios],
    plans: switchablePlans().map((code) => ({ code, label: planLabel(code) })),
    groups: (Object.entries(SCENARIO_GROUPS) as [ScenarioGroup, string][]).map(([id, title]) => ({
      id,
      title,
    })),
    scenarios: scenarioCatalog,
    users: [...store.users.values()].map(consoleUser),
  };
}
