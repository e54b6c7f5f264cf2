// docs/product.md#layout, #access, #company-detail, #errors (decision 032): the side menu says when
// the lists could not be read and reads them again on "Tentar novamente"; an unknown address shows
// "Página não encontrada" inside the layout; /detalhes/abc says "CNPJ inválido" without a call.
import { expect, test } from './fixtures.ts';

test('the side menu says the lists failed, then reads them again once the failure is gone', async ({
  page,
  createUser,
  login,
  mock,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource.*500/);
  const userId = await login(page, await createUser());
  await mock.setScenario(userId, 'listsError');
  await page.goto('/pesquisar-cnpj');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Minhas Listas' }).click();
  await expect(menu.getByRole('status')).toHaveText('Não foi possível carregar as listas.');
  await expect(menu.getByText('Nenhuma lista encontrada')).toHaveCount(0);

  await mock.setScenario(userId);
  await menu.getByRole('button', { name: 'Tentar novamente' }).click();
  // A paid user starts with two lists (the mock's seed).
  await expect(menu.getByRole('link', { name: 'Prospecção' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  await expect(menu.getByText('Não foi possível carregar as listas.')).toHaveCount(0);
});

test('an unknown address says "Página não encontrada" inside the layout, with the ways on', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser(), '/pagina-que-nao-existe');
  await expect(page).toHaveURL(/\/pagina-que-nao-existe$/);
  await expect(page).toHaveTitle('Página não encontrada · CNPJ Leads');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Pesquisar Empresas' })).toHaveAttribute(
    'href',
    '/pesquisar-empresas',
  );
  await main.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor of an unknown address goes to /login, like any signed-in route', async ({
  page,
}) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpagina-que-nao-existe$/);
});

test('/detalhes/abc says "CNPJ inválido" and asks the backend nothing', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/empresas/')) asked.push(request.url());
  });
  await page.goto('/detalhes/abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CNPJ inválido');
  await expect(page).toHaveURL(/\/detalhes\/abc$/);
  await expect(page).toHaveTitle('CNPJ inválido · CNPJ Leads');
  await expect(page.getByRole('link', { name: 'Pesquisar CNPJ' })).toHaveAttribute(
    'href',
    '/pesquisar-cnpj',
  );
  expect(asked).toEqual([]);
});

test('a page whose code cannot be loaded says so, and "Tentar novamente" opens it once it can', async ({
  page,
  createUser,
  login,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to fetch dynamically imported module|net::ERR_FAILED|SearchPage/);
  await login(page, await createUser(), '/pesquisar-cnpj');
  // The search page's own chunk fails, as when a release has replaced the files the tab was built on.
  const searchPage = /\/assets\/SearchPage-[\w-]+\.js$/;
  await page.route(searchPage, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Pesquisar Empresas' })
    .click();
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar a página.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Não foi possível carregar a página.',
  );
  await expect(page).toHaveURL(/\/pesquisar-empresas$/);

  await page.unroute(searchPage);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('button', { name: 'Pesquisar', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
