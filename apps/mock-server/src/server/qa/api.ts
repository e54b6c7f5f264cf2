// The QA console's JSON API under /__mock/api (README, "QA console"): every control the console offers,
// one small call each. Answers 204 on success, 400 on a bad value, 404 on an unknown user or scenario.
import express, { type RequestHandler, type Response, type Router } from 'express';
import { publishRelease } from '../../radar/publish.ts';
import { isScenarioName } from '../../scenarios.ts';
import type { MockStore, UserState } from '../../store.ts';
import { consoleState, switchablePlans } from './state.ts';

type Body = Record<string, unknown>;

const MAX_LATENCY_MS = 60_000;

function refuse(res: Response, status: 400 | 404, message: string): void {
  res.status(status).json({ message });
}

const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const done = (res: Response) => void res.status(204).end();

/** The user named by the path (or by `userId` in the body), or a 404 already sent. */
function userOf(store: MockStore, res: Response, userId: unknown): UserState | undefined {
  const user = typeof userId === 'string' ? store.users.get(userId) : undefined;
  if (!user) refuse(res, 404, 'Usuário não encontrado');
  return user;
}

/** PUT /scenarios/:name { active: boolean, userId?: string }: without userId, for everyone. */
function setScenario(store: MockStore): RequestHandler<{ name: string }> {
  return (req, res) => {
    const { name } = req.params;
    const { active, userId } = (req.body ?? {}) as Body;
    if (!isScenarioName(name)) return refuse(res, 404, `Cenário desconhecido: ${name}`);
    if (typeof active !== 'boolean') return refuse(res, 400, 'active deve ser true ou false');
    const target =
      userId === undefined || userId === null
        ? store.globalScenarios
        : userOf(store, res, userId)?.scenarios;
    if (!target) return;
    if (active) target.add(name);
    else target.delete(name);
    done(res);
  };
}

/** PUT /users/:userId/plan { plano }: one of the plans the deployment sells. */
function setPlan(store: MockStore): RequestHandler<{ userId: string }> {
  return (req, res) => {
    const user = userOf(store, res, req.params.userId);
    if (!user) return;
    const { plano } = (req.body ?? {}) as Body;
    if (typeof plano !== 'string' || !switchablePlans().includes(plano))
      return refuse(res, 400, `Plano inválido; use um de ${switchablePlans().join(', ')}`);
    user.plano = plano;
    done(res);
  };
}

/** POST /users/:userId/search-count/reset: the free plan's searches start over. */
function resetSearchCount(store: MockStore): RequestHandler<{ userId: string }> {
  return (req, res) => {
    const user = userOf(store, res, req.params.userId);
    if (!user) return;
    user.searchCount = 0;
    done(res);
  };
}

/**
 * PUT /latency { ms: number, userId?: string }: for one user, `ms: null` makes them follow everyone's
 * latency again.
 */
function setLatency(store: MockStore): RequestHandler {
  return (req, res) => {
    const { ms, userId } = (req.body ?? {}) as Body;
    const valid = isWhole(ms, 0, MAX_LATENCY_MS) || (ms === null && typeof userId === 'string');
    if (!valid) return refuse(res, 400, `ms deve ser um inteiro entre 0 e ${MAX_LATENCY_MS}`);
    if (userId === undefined || userId === null) {
      store.latencyMs = ms as number;
      return done(res);
    }
    const user = userOf(store, res, userId);
    if (!user) return;
    user.latencyMs = ms as number | null;
    done(res);
  };
}

/** PUT /token-ttl { seconds }: the lifetime of the access tokens issued from now on. */
function setTokenTtl(store: MockStore): RequestHandler {
  return (req, res) => {
    const { seconds } = (req.body ?? {}) as Body;
    if (!isWhole(seconds, 1)) return refuse(res, 400, 'seconds deve ser um inteiro >= 1');
    store.tokenTtlSeconds = seconds;
    done(res);
  };
}

/** The /__mock/api router. */
export function qaApi(store: MockStore): Router {
  const router = express.Router();
  router.use(express.json());
  router.get('/state', (_req, res) => void res.json(consoleState(store)));
  router.put('/scenarios/:name', setScenario(store));
  router.put('/users/:userId/plan', setPlan(store));
  router.post('/users/:userId/search-count/reset', resetSearchCount(store));
  router.put('/latency', setLatency(store));
  router.put('/token-ttl', setTokenTtl(store));
  // The register's next monthly release: the update date moves, companies open in it, listed ones change.
  router.post('/release', (_req, res) => {
    publishRelease(store);
    done(res);
  });
  router.post('/reset', (_req, res) => {
    store.reset();
    done(res);
  });
  return router;
}
