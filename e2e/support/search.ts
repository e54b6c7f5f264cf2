// Steps on the company search screen (docs/product.md#screens-and-routes), as a user takes them: pick a UF, type filters,
// press "Pesquisar", read the alert dialogs (decision 007: the product's alerts are alert dialogs).
import { expect, type Page } from '@playwright/test';

/** Opens the search screen and waits for its filters. */
export async function openSearch(page: Page): Promise<void> {
  await page.goto('/pesquisar-empresas');
  await expect(page.getByRole('heading', { name: 'Pesquisar Empresas', level: 1 })).toBeVisible();
}

/** Chooses a UF in its native select by its label, e.g. "SP - São Paulo". */
export async function chooseUf(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'UF' }).selectOption({ label });
  await expect(page.getByRole('combobox', { name: 'Cidades' })).toBeEnabled();
}

/** Presses "Pesquisar". */
export async function pressSearch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
}

/** Expects an alert dialog with exactly the product's text, then closes it with OK. */
export async function dismissAlert(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Runs a search for a company name in a UF and waits for the results header. */
export async function searchByName(page: Page, uf: string, name: string): Promise<void> {
  await openSearch(page);
  await chooseUf(page, uf);
  await page.getByRole('textbox', { name: 'Nome da empresa' }).fill(name);
  await pressSearch(page);
  await expect(page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/)).toBeVisible();
  // A page of results is drawn a moment after its header, at low priority (decision 045), a
  // screenful first and the rest a moment later (decision 053): this waits for the first row only.
  // A search with no results has none to wait for.
  const rowOrNone = page
    .locator('[data-layout] tbody tr, [data-layout] li')
    .first()
    .or(page.getByText('Nenhuma empresa encontrada'));
  await expect(rowOrNone).toBeVisible();
}

/** The "Exibindo X de Y resultados" numbers. */
export async function shownAndTotal(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.getByText(/Exibindo [\d.]+ de [\d.]+ resultados/).innerText();
  const [, shown = '0', total = '0'] = /Exibindo ([\d.]+) de ([\d.]+)/.exec(text) ?? [];
  return { shown: Number(shown.replace(/\./g, '')), total: Number(total.replace(/\./g, '')) };
}
