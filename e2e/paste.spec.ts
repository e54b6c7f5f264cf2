// docs/product.md#validation: what people copy lands whole in every masked field. The text goes
// through the real clipboard and Ctrl+V, so the browser fires the paste event a user's paste fires.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSearch } from './support/search.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Puts `text` on the clipboard and pastes it into `field`. */
async function pasteInto(
  page: Page,
  field: ReturnType<Page['getByRole']>,
  text: string,
): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+V');
}

test('the lookup takes a pasted CNPJ whole, numeric or alphanumeric, and opens its detail', async ({
  page,
  context,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  await page.goto('/pesquisar-cnpj');
  const input = page.getByRole('textbox', { name: 'CNPJ' });

  await pasteInto(page, input, 'CNPJ: 11.222.333/0001-81\n');
  await expect(input).toHaveValue('11.222.333/0001-81');

  await input.clear();
  await pasteInto(page, input, ' 12.abc.345/01de-35 ');
  await expect(input).toHaveValue('12.ABC.345/01DE-35');
  const opening = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pesquisar Empresa' }).click();
  const detail = await opening;
  await expect(detail).toHaveURL(/\/detalhes\/12ABC34501DE35$/);
  await expect(detail.getByText('12.ABC.345/01DE-35').first()).toBeVisible();
});

test('the lookup names a wrong check digit and opens nothing', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  await page.goto('/pesquisar-cnpj');
  const input = page.getByRole('textbox', { name: 'CNPJ' });
  await input.pressSequentially('11222333000180');
  await page.getByRole('button', { name: 'Pesquisar Empresa' }).click();
  await expect(page.getByText('CNPJ inválido: confira os dígitos verificadores.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pesquisar Empresa' })).toBeVisible();
});

test('the CEP filter takes a pasted CEP whole', async ({ page, createUser, login }) => {
  await login(page, await createUser());
  await openSearch(page);
  const cep = page.getByRole('textbox', { name: 'CEP' });
  await pasteInto(page, cep, ' 13.015-904 ');
  await expect(cep).toHaveValue('13015-904');
  await cep.blur();
  await expect(page.getByText('CEP inválido.')).toBeHidden();
});

test('a detail address written in lower case or with its mask opens the CNPJ it names', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  await page.goto('/detalhes/12.abc.345/01de-35');
  await expect(page).toHaveURL(/\/detalhes\/12ABC34501DE35$/);
  await expect(page.getByText('12.ABC.345/01DE-35').first()).toBeVisible();
});
