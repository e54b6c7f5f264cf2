// Visual regression of the app's key screens, from the production build: what a user sees first.
// Dates that depend on today are masked; the viewport is fixed by the config.
import { expect, test } from '../fixtures.ts';

test('login screen looks as reviewed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
  await expect(page).toHaveScreenshot('login.png', { fullPage: true });
});

test('signup screen with a validation error looks as reviewed', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ana@example.com');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Confirmação da senha' }).fill('abd');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('A senha não confere com a confirmação.')).toBeVisible();
  await expect(page).toHaveScreenshot('signup-error.png', { fullPage: true });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, createUser, login }) => {
    await login(page, await createUser());
  });

  test('home screen looks as reviewed', async ({ page }) => {
    const panel = page.getByRole('region', { name: 'Notificações' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await page.mouse.move(0, 0);
    // The viewport, as the user sees it: the side menu is as tall as the window, not the page.
    await expect(page).toHaveScreenshot('home.png', {
      // The user's e-mail is new each run; notification and update dates follow today's date.
      mask: [page.getByRole('banner'), panel.locator('time')],
    });
  });

  test('search screen before a search looks as reviewed', async ({ page }) => {
    await page.goto('/pesquisar-empresas');
    await expect(page.getByRole('button', { name: 'Pesquisar', exact: true })).toBeVisible();
    await expect(page).toHaveScreenshot('search.png', { mask: [page.getByRole('banner')] });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('home screen with the menu button looks as reviewed', async ({
    page,
    createUser,
    login,
  }) => {
    await login(page, await createUser());
    const panel = page.getByRole('region', { name: 'Notificações' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    // The login tap leaves the pointer over a card; its hover style is not part of the baseline.
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('home-phone.png', {
      mask: [page.getByRole('banner'), panel.locator('time')],
    });
  });
});
