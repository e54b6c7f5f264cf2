// docs/product.md#screens-and-routes access rules, login and signup pages, #states-and-transitions auth, against the real Auth Emulator and the
// mock backend in strict mode.
import { backendUserId, expect, submitLogin, test } from './fixtures.ts';
import { clickSair, expectSignedIn, storedToken } from './support/app.ts';
import { uniqueEmail } from './support/emulator.ts';

test.describe('sign up', () => {
  test('creates an account and lands signed in on the home page', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('E-mail').fill(uniqueEmail());
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
    await page.getByRole('textbox', { name: 'Confirmação da senha' }).fill('segredo123');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
    expect(await backendUserId(page)).toMatch(/^u/);
  });

  test('checks the confirmation, then the length, before any call (docs/product.md#validation)', async ({
    page,
  }) => {
    let signUpCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('accounts:signUp')) signUpCalls += 1;
    });
    await page.goto('/signup');
    await page.getByLabel('E-mail').fill(uniqueEmail());
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'Confirmação da senha' }).fill('abd');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(page.getByText('A senha não confere com a confirmação.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirmação da senha' }).fill('abc');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeVisible();
    expect(signUpCalls).toBe(0);
  });

  test('says the e-mail may be in use when the account exists', async ({
    page,
    createUser,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource.*400/);
    const user = await createUser();
    await page.goto('/signup');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(user.password);
    await page.getByRole('textbox', { name: 'Confirmação da senha' }).fill(user.password);
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(
      page.getByText('Falha ao criar conta. Verifique se o e-mail já está em uso na plataforma.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup/);
  });
});

test.describe('sign in', () => {
  test('with e-mail and password goes to the home page', async ({
    page,
    createUser,
    loginWithForm,
  }) => {
    const user = await createUser();
    expect(await loginWithForm(page, user)).toMatch(/^u/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(user.email)).toBeVisible();
  });

  test('with a wrong password shows the red banner, which can be dismissed', async ({
    page,
    createUser,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource.*400/);
    const user = await createUser();
    await page.goto('/login');
    await submitLogin(page, { ...user, password: 'errada999' });
    const banner = page.getByText('Falha ao autenticar. Por favor verifique seu email e senha.');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Fechar mensagem' }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/login/);
  });

  test('as a Google user (emulator hook) signs in to the backend', async ({ page }) => {
    await page.goto('/login');
    await page.waitForFunction(() => Boolean(window.__cnpjTest));
    const email = uniqueEmail();
    await page.evaluate((account) => window.__cnpjTest?.signInWithGoogle(account), {
      sub: `google-${email}`,
      email,
      name: 'Maria Google',
    });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Maria Google')).toBeVisible();
    expect(await backendUserId(page)).toMatch(/^u/);
  });

  test('sends a signed-out visitor to /login and back to the page asked for', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await page.goto('/minha-assinatura');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fminha-assinatura$/);
    await submitLogin(page, user);
    await expect(page).toHaveURL(/\/minha-assinatura$/);
  });

  test('carries the redirect to the signup link', async ({ page }) => {
    await page.goto('/login?redirect=%2Fpesquisar-cnpj');
    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    await expect(page).toHaveURL(/\/signup\?redirect=%2Fpesquisar-cnpj$/);
  });

  test('never redirects to another site after login', async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto('/login?redirect=https%3A%2F%2Fexample.org%2F');
    await submitLogin(page, user);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('logout', () => {
  test('"Sair" ends both sessions and protected pages ask to sign in again', async ({
    page,
    createUser,
    login,
  }) => {
    const user = await createUser();
    await login(page, user);
    const backendLogout = page.waitForResponse((response) => response.url().endsWith('/logout'));
    await clickSair(page, user.email);
    expect((await backendLogout).ok()).toBe(true);
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => storedToken(page)).toBeNull();

    // A new tab, so the logout's own navigation cannot interrupt this one.
    const again = await page.context().newPage();
    await again.goto('/pesquisar-empresas');
    await expect(again).toHaveURL(/\/login\?redirect=%2Fpesquisar-empresas$/);
  });
});
