// The mock's QA console (/__mock, apps/mock-server/README.md "QA console"): QA turns a scenario on for one
// user, sees the app show that error (docs/product.md#errors), then finds the request in the live log and
// opens it: the headers the app sent (its token masked), the status and the scenario that answered.
// Everything is scoped to a fresh user, so tests running beside this one are untouched.
import { SEARCH_COUNT_FAILED_ALERT } from '@cnpj/domain';
import { expect, test } from './fixtures.ts';
import { MOCK_URL } from './support/env.ts';
import { chooseUf, dismissAlert, openSearch, pressSearch } from './support/search.ts';

test('a scenario set for one user on /__mock shows its error in the app and its request in the log', async ({
  page,
  context,
  createUser,
  login,
  consoleErrors,
}) => {
  // docs/product.md#errors: the failed count check is also logged by the app; the console page itself
  // must stay free of errors (the fixture watches it too).
  consoleErrors.allow(/Failed to load resource.*500/, /Failed to read the search count/);
  const user = await createUser('free');
  await login(page, user);

  const qa = await context.newPage();
  await qa.goto(`${MOCK_URL}/__mock`);
  await expect(qa.getByRole('heading', { name: 'Console de QA do mock', level: 1 })).toBeVisible();
  const scenarios = qa.getByRole('region', { name: 'Cenários' });
  await scenarios.getByRole('combobox', { name: 'Aplicar a' }).selectOption({ label: user.email });
  await scenarios.getByRole('searchbox', { name: 'Buscar cenário' }).fill('pesquisas/count');
  const countError = scenarios.getByRole('switch', { name: /countError/ });
  await expect(scenarios.getByRole('switch')).toHaveCount(1);
  // What the app will show is the domain's message, quoted by the console.
  await expect(scenarios.getByText(SEARCH_COUNT_FAILED_ALERT)).toBeVisible();
  await countError.click();
  await expect(countError).toBeChecked();
  await expect(scenarios.getByRole('status')).toHaveText(`1 cenário ativo para ${user.email}.`);

  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  await pressSearch(page);
  await dismissAlert(page, SEARCH_COUNT_FAILED_ALERT);

  const log = qa.getByRole('region', { name: 'Requisições' });
  await log.getByRole('combobox', { name: 'Usuário' }).selectOption({ label: user.email });
  await log.getByRole('combobox', { name: 'Status' }).selectOption({ label: '5xx (falha)' });
  const row = log.getByRole('row').filter({ hasText: '/api/pesquisas/count/' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.email);
  await expect(row).toContainText('GET');
  await expect(row).toContainText('500');
  await expect(row).toContainText('countError');
  await expect(row).toContainText(/\d+ ms/);

  await row
    .getByRole('button', { name: /^Abrir requisição GET \/api\/pesquisas\/count\// })
    .click();
  const request = qa.getByRole('dialog', { name: /^GET \/api\/pesquisas\/count\// });
  await expect(request).toBeVisible();
  await expect(request).toContainText(/Status\s*500/);
  await expect(request).toContainText(/Cenário aplicado\s*countError/);
  const headers = request.getByRole('region', { name: 'Cabeçalhos da requisição' });
  // The app's access token is a JWT: only its first 4 characters ("eyJh") are shown.
  await expect(headers).toContainText(/authorization\s*Bearer eyJh••••/);
  await expect(headers).not.toContainText(/Bearer eyJh[^•]/);
  await qa.keyboard.press('Escape');
  await expect(request).toBeHidden();
});
