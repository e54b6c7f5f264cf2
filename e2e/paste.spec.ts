// docs/product.md#validation: what people copy lands whole in every masked field, however it arrives:
// through the real clipboard and Ctrl+V (the paste event a user's paste fires), as a phone keyboard's
// clipboard suggestion, dictation or autofill insert it (no paste event: keyboard.insertText), and
// dropped (a drop event carrying text/plain).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSearch } from './support/search.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A field on the page, as `getByRole` finds it. */
type Field = ReturnType<Page['getByRole']>;

/** Puts `text` on the clipboard and pastes it into `field`. */
async function pasteInto(page: Page, field: Field, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Inserts `text` at the caret without a paste event, as a keyboard's suggestion or autofill does. */
async function insertInto(page: Page, field: Field, text: string): Promise<void> {
  await field.click();
  await page.keyboard.insertText(text);
}

/** Drops `text` on `field`, as dragging a selection from another window does. */
async function dropOnto(page: Page, field: Field, text: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle((value) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', value);
    return transfer;
  }, text);
  await field.dispatchEvent('drop', { dataTransfer });
}

/** Each way text reaches a field, by name. */
const DELIVERIES = [
  ['pasted', pasteInto],
  ['inserted without a paste event', insertInto],
  ['dropped', dropOnto],
] as const;

/** Messy CNPJs as people copy them, and the whole masked value the field must show. */
const MESSY_CNPJS = [
  [' 11.222.333/0001-81 ', '11.222.333/0001-81'],
  ['CNPJ: 11222333000181', '11.222.333/0001-81'],
  ['CNPJ: 11.222.333/0001-81\n', '11.222.333/0001-81'],
  [' 12.abc.345/01de-35 ', '12.ABC.345/01DE-35'],
] as const;

/** Messy CEPs, and the masked value. */
const MESSY_CEPS = [
  [' 01310-100 ', '01310-100'],
  ['CEP: 01310-100', '01310-100'],
  [' 13.015-904 ', '13015-904'],
] as const;

for (const [way, deliver] of DELIVERIES) {
  test(`the lookup shows a messy CNPJ ${way} whole`, async ({ page, createUser, login }) => {
    await login(page, await createUser(), '/pesquisar-cnpj');
    const input = page.getByRole('textbox', { name: 'CNPJ' });
    for (const [text, shown] of MESSY_CNPJS) {
      await input.clear();
      await deliver(page, input, text);
      await expect(input, JSON.stringify(text)).toHaveValue(shown);
    }
  });

  test(`the CEP filter shows a messy CEP ${way} whole`, async ({ page, createUser, login }) => {
    await login(page, await createUser());
    await openSearch(page);
    const cep = page.getByRole('textbox', { name: 'CEP' });
    for (const [text, shown] of MESSY_CEPS) {
      await cep.clear();
      await deliver(page, cep, text);
      await expect(cep, JSON.stringify(text)).toHaveValue(shown);
    }
    await cep.blur();
    await expect(page.getByText('CEP inválido.')).toBeHidden();
  });
}

test('the lookup takes a pasted CNPJ whole, numeric or alphanumeric, and opens its detail', async ({
  page,
  context,
  createUser,
  login,
}) => {
  await login(page, await createUser(), '/pesquisar-cnpj');
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
  await login(page, await createUser(), '/pesquisar-cnpj');
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
  await login(page, await createUser(), '/detalhes/12.abc.345/01de-35');
  await expect(page).toHaveURL(/\/detalhes\/12ABC34501DE35$/);
  await expect(page.getByText('12.ABC.345/01DE-35').first()).toBeVisible();
});
