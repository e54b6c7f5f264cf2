// The QA control page at /__mock: reset the store, switch a user's plan, toggle scenarios per user or
// for everyone, change the access-token lifetime. Plain HTML forms; a JSON view at /__mock/state.json.
import { FREE_PLAN, paidPlans, planLabel } from '@cnpj/domain';
import express, { type Router } from 'express';
import { isScenarioName, scenarios, type ScenarioName } from '../scenarios.ts';
import type { MockStore, UserState } from '../store.ts';

/** The plans QA can switch a user to: free, then the paid codes configured (MOCK_PAID_PLANS). */
const plans = (): string[] => [FREE_PLAN, ...paidPlans()];

function esc(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function checkboxes(active: ReadonlySet<ScenarioName>): string {
  return scenarios
    .map(({ name, description }) => `<label title="${esc(description)}"><input type="checkbox" name="scenario" value="${name}"${active.has(name) ? ' checked' : ''}> ${name}</label>`)
    .join(' ');
}

function userRow(user: UserState): string {
  const options = plans()
    .map((p) => `<option value="${esc(p)}"${p === user.plano ? ' selected' : ''}>${esc(planLabel(p) === p ? p : `${p} · ${planLabel(p)}`)}</option>`)
    .join('');
  const id = encodeURIComponent(user.userId);
  return `<tr><td>${esc(user.userId)}</td><td>${esc(user.email)}</td><td>${user.searchCount}</td><td>${user.listas.size}</td>
<td><form method="post" action="/__mock/users/${id}/plan"><select name="plano" aria-label="Plano">${options}</select> <button>Salvar</button></form></td>
<td><form method="post" action="/__mock/users/${id}/scenarios">${checkboxes(user.scenarios)} <button>Aplicar</button></form></td></tr>`;
}

function page(store: MockStore): string {
  const users = [...store.users.values()].map(userRow).join('') || '<tr><td colspan="6">Nenhum usuário ainda (faça login no app).</td></tr>';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Mock: controle de QA</title>
<style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top}label{display:inline-block;margin-right:8px}</style></head><body>
<h1>Mock server: controle de QA</h1>
<form method="post" action="/__mock/reset"><button>Resetar estado (usuários, listas, pesquisas)</button></form>
<h2>Token de acesso</h2><form method="post" action="/__mock/ttl"><label>Validade (s) <input name="seconds" type="number" min="1" value="${store.tokenTtlSeconds}"></label> <button>Salvar</button></form>
<h2>Cenários para todos</h2><form method="post" action="/__mock/scenarios">${checkboxes(store.globalScenarios)} <button>Aplicar</button></form>
<h2>Usuários</h2><table><tr><th>userId</th><th>e-mail</th><th>pesquisas</th><th>listas</th><th>plano</th><th>cenários</th></tr>${users}</table>
<p>Por requisição: cabeçalho <code>x-mock-scenario: a,b</code>.</p></body></html>`;
}

function names(value: unknown): ScenarioName[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(String).filter(isScenarioName);
}

/** The /__mock router. */
export function qaRouter(store: MockStore): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false }));
  const back = (res: express.Response) => res.redirect(303, '/__mock');
  router.get('/', (_req, res) => res.type('html').send(page(store)));
  router.get('/state.json', (_req, res) => {
    res.json({ tokenTtlSeconds: store.tokenTtlSeconds, globalScenarios: [...store.globalScenarios], users: [...store.users.values()].map((u) => ({ userId: u.userId, uid: u.uid, email: u.email, plano: u.plano, searchCount: u.searchCount, listas: u.listas.size, scenarios: [...u.scenarios] })) });
  });
  router.post('/reset', (_req, res) => {
    store.reset();
    back(res);
  });
  router.post('/ttl', (req, res) => {
    const seconds = Number((req.body as Record<string, unknown>).seconds);
    if (!Number.isInteger(seconds) || seconds < 1) return void res.status(400).json({ message: 'seconds deve ser um inteiro >= 1' });
    store.tokenTtlSeconds = seconds;
    back(res);
  });
  router.post('/scenarios', (req, res) => {
    store.globalScenarios = new Set(names((req.body as Record<string, unknown>).scenario));
    back(res);
  });
  router.post('/users/:userId/plan', (req, res) => {
    const user = store.users.get(req.params.userId);
    const plano = String((req.body as Record<string, unknown>).plano ?? '');
    if (!user || !plans().includes(plano)) return void res.status(404).json({ message: 'Usuário ou plano inválido' });
    user.plano = plano;
    back(res);
  });
  router.post('/users/:userId/scenarios', (req, res) => {
    const user = store.users.get(req.params.userId);
    if (!user) return void res.status(404).json({ message: 'Usuário não encontrado' });
    user.scenarios = new Set(names((req.body as Record<string, unknown>).scenario));
    back(res);
  });
  return router;
}
