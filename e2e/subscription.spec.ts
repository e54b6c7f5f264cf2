// docs/product.md#my-subscription: from a free-plan alert's "Assinar" to the plans, through the payment
// provider's hosted checkout (the mock's stand-in, on its own origin) to /obrigado, and back with a
// failed or abandoned payment. `+free` addresses start on plan G in the mock.
import { expect, test, type TestUser } from './fixtures.ts';
import type { MockControl } from './support/mock-control.ts';
import { MOCK_URL } from './support/env.ts';
import { chooseUf, openSearch, pressSearch } from './support/search.ts';
import type { Page } from '@playwright/test';

/** Signs in a free user whose search count is spent, then follows the limit alert's "Assinar". */
async function fromTheSearchLimitAlert(
  page: Page,
  login: (page: Page, user: TestUser) => Promise<string>,
  user: TestUser,
  mock: MockControl,
  ...more: Parameters<MockControl['setScenario']>[1][]
): Promise<void> {
  const userId = await login(page, user);
  await mock.setScenario(userId, 'searchLimitReached', ...more);
  await openSearch(page);
  await chooseUf(page, 'SP - São Paulo');
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill('Comercio');
  await pressSearch(page);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Você atingiu o limite de 10 pesquisas do plano grátis.');
  await alert.getByRole('link', { name: 'Assinar' }).click();
  await expect(page).toHaveURL(/\/minha-assinatura\?liberar=pesquisas$/);
}

/** Chooses the suggested plan and lands on the provider's page, in the same tab. */
async function checkOut(page: Page): Promise<void> {
  const plans = page.getByRole('region', { name: 'Escolha seu plano' });
  await expect(plans.getByText('O plano sugerido libera mais pesquisas.')).toBeVisible();
  const suggested = plans.getByRole('listitem').filter({ hasText: 'Sugerido' });
  await expect(suggested.getByRole('heading')).toHaveText('Essencial');
  await expect(suggested).toContainText('R$\u00a079,90');
  await plans.getByRole('radio', { name: 'Anual' }).check();
  await expect(suggested).toContainText('R$\u00a0799,00');
  await suggested.getByRole('button', { name: 'Assinar o plano Essencial' }).click();
  await expect(page).toHaveURL(new RegExp(`^${MOCK_URL}/pagamento/`));
  await expect(page.getByText('R$\u00a0799,00')).toBeVisible();
}

test('a free user subscribes from an alert, pays at the provider and reaches /obrigado', async ({
  page,
  createUser,
  login,
  mock,
}) => {
  await fromTheSearchLimitAlert(page, login, await createUser('free'), mock);
  await checkOut(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/obrigado$/);
  await expect(page.getByRole('heading', { name: 'Obrigado pela sua assinatura!' })).toBeVisible();
  // Essencial allows 200 searches a month: that is what the thanks promise (docs/product.md#thank-you-page).
  await expect(page.getByText('Até 200 pesquisas de empresas por mês')).toBeVisible();
  await expect(page.getByText(/Pesquisas ilimitadas/)).toHaveCount(0);

  // Now paying: the subscription page shows the plan bought, annual, active, starting today.
  await page.goto('/minha-assinatura');
  await expect(page.getByText('Plano Essencial')).toBeVisible();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(page.getByText('R$ 799,00 por ano')).toBeVisible();
  const [today, inAYear] = await page.evaluate(() => {
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    return [new Date(), next].map((day) => day.toLocaleDateString('pt-BR'));
  });
  await expect(page.getByRole('definition').filter({ hasText: inAYear! })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Faturas' });
  await expect(invoices.getByRole('link', { name: /^Baixar fatura/ })).toHaveCount(1);
  await expect(invoices).toContainText(today!);
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Cancelar assinatura?' })).toContainText(
    `continua ativo até ${inAYear}.`,
  );
  await expect(page.getByRole('link', { name: 'Você está no plano grátis!' })).toHaveCount(0);
});

test('a refused payment comes back saying so, and "Tentar novamente" opens the checkout again', async ({
  page,
  createUser,
  login,
  mock,
}) => {
  await fromTheSearchLimitAlert(page, login, await createUser('free'), mock, 'checkoutFails');
  await checkOut(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(
    /\/minha-assinatura\?pagamento=nao-concluido&plano=M&periodicidade=anual$/,
  );
  await expect(page.getByText('Pagamento não concluído')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Anual' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Você está no plano grátis!' })).toBeVisible();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(new RegExp(`^${MOCK_URL}/pagamento/`));
});

test('giving up at the provider comes back to the plans, nothing changed', async ({
  page,
  createUser,
  login,
  mock,
}) => {
  await fromTheSearchLimitAlert(page, login, await createUser('free'), mock);
  await checkOut(page);
  await page.getByRole('button', { name: 'Desistir' }).click();
  await expect(page.getByText('Pagamento não concluído')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Escolha seu plano' })).toBeVisible();
});

test('a paying user with an overdue payment sees it on every page and cancels after confirming', async ({
  page,
  createUser,
  login,
  mock,
}) => {
  const userId = await login(page, await createUser());
  await mock.setScenario(userId, 'subscriptionOverdue');
  await page.goto('/pesquisar-cnpj');
  await expect(page.getByText('Pagamento em atraso')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagar agora' }).first()).toHaveAttribute(
    'href',
    new RegExp(`^${MOCK_URL}/pagamento/faturas/`),
  );
  await mock.setScenario(userId);
  await page.goto('/minha-assinatura');
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
  await expect(dialog).toContainText('Depois disso, você volta ao plano Grátis');
  await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
});

test('without the extensions the page says what it cannot show and offers the e-mail', async ({
  page,
  createUser,
  login,
  mock,
  consoleErrors,
}) => {
  // The browser reports the extensions' 404s itself; the app says nothing of them but the fallback.
  consoleErrors.allow(/status of 404/);
  const userId = await login(page, await createUser('free'));
  await mock.setScenario(userId, 'subscriptionUnavailable');
  await page.goto('/minha-assinatura');
  await expect(page.getByText('Não foi possível mostrar os planos e preços aqui.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('the invoices fit the screen: amounts whole on one line, every link in view', async ({
    page,
    createUser,
    login,
  }) => {
    await login(page, await createUser());
    await page.goto('/minha-assinatura');
    const invoices = page.getByRole('region', { name: 'Faturas' });
    const amounts = invoices.getByText(/^R\$\u00a0\d/);
    await expect(amounts.first()).toBeVisible();
    for (const amount of await amounts.all()) {
      // One line: as tall as one line of its text, never "R$ 7" over "9,90".
      const lines = await amount.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }
    const viewport = page.viewportSize()!;
    for (const link of await invoices.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(
      await invoices.evaluate((node) => node.scrollWidth <= node.clientWidth),
      'the invoices need no sideways scrolling',
    ).toBe(true);
  });
});
