// The first QA page's form posts and its JSON view, kept as they were because scripts and end-to-end tests
// drive the mock through them (e2e/support/mock-control.ts; /__mock/state.json is the readiness probe).
// Each answers 303 back to /__mock. The console itself uses the JSON API (api.ts).
import express, { type Response, type Router } from 'express';
import { isScenarioName, type ScenarioName } from '../../scenarios.ts';
import type { MockStore } from '../../store.ts';
import { switchablePlans } from './state.ts';

function names(value: unknown): ScenarioName[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(String).filter(isScenarioName);
}

const field = (body: unknown, name: string): unknown =>
  (body as Record<string, unknown> | undefined)?.[name];

/** The form routes and /state.json. */
export function qaForms(store: MockStore): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false }));
  const back = (res: Response) => res.redirect(303, '/__mock');
  router.get('/state.json', (_req, res) => {
    res.json({
      tokenTtlSeconds: store.tokenTtlSeconds,
      globalScenarios: [...store.globalScenarios],
      users: [...store.users.values()].map((u) => ({
        userId: u.userId,
        uid: u.uid,
        email: u.email,
        plano: u.plano,
        searchCount: u.searchCount,
        listas: u.listas.size,
        scenarios: [...u.scenarios],
      })),
    });
  });
  router.post('/reset', (_req, res) => {
    store.reset();
    back(res);
  });
  router.post('/ttl', (req, res) => {
    const seconds = Number(field(req.body, 'seconds'));
    if (!Number.isInteger(seconds) || seconds < 1)
      return void res.status(400).json({ message: 'seconds deve ser um inteiro >= 1' });
    store.tokenTtlSeconds = seconds;
    back(res);
  });
  router.post('/scenarios', (req, res) => {
    store.globalScenarios = new Set(names(field(req.body, 'scenario')));
    back(res);
  });
  router.post('/users/:userId/plan', (req, res) => {
    const user = store.users.get(req.params.userId);
    const plano = String(field(req.body, 'plano') ?? '');
    if (!user || !switchablePlans().includes(plano))
      return void res.status(404).json({ message: 'Usuário ou plano inválido' });
    user.plano = plano;
    back(res);
  });
  router.post('/users/:userId/scenarios', (req, res) => {
    const user = store.users.get(req.params.userId);
    if (!user) return void res.status(404).json({ message: 'Usuário não encontrado' });
    user.scenarios = new Set(names(field(req.body, 'scenario')));
    back(res);
  });
  return router;
}
