// docs/product.md#company-detail: the detail tab is no dead end. Its slim header's mark leads into the
// app; "Adicionar à lista" adds the company through the search's dialog and plan rules; the CNPJ copies
// with "Copiado!"; linked companies open their own detail; on a phone, partners and linked companies
// are cards, so nothing hides off-screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { unmasked } from './support/cnpj.ts';
import { MOCK_URL } from './support/env.ts';

/** A CNPJ with valid check digits: the mock gives it a seeded company with partners and branches. */
const CNPJ = '11222333000181';
const FORMATTED = '11.222.333/0001-81';

/** The CNPJs of a list, read back from the backend with the user's own session (the extension endpoint). */
async function listCnpjs(page: Page, listId: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('backendAccessToken');
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: { cnpj: string }[] };
    return body.data.map((row) => row.cnpj);
  }, `${MOCK_URL}/api/listas/${listId}?recordsPerPage=1000`);
}

test.describe('company detail on a wide screen', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the mark leads into the app, and the CNPJ copies with "Copiado!"', async ({
    page,
    createUser,
    login,
  }) => {
    await login(page, await createUser(), `/detalhes/${CNPJ}`);
    await page.getByRole('button', { name: 'Copiar CNPJ' }).click();
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FORMATTED);

    await page.getByRole('link', { name: 'CNPJ Leads' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });

  test('"Adicionar à lista" adds this company to the chosen list', async ({
    page,
    createUser,
    login,
  }) => {
    await login(page, await createUser(), `/detalhes/${CNPJ}`);
    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar à lista' });
    await expect(dialog.getByText('1 empresa selecionada')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Fornecedores' }).click();
    const added = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/listas\/[^/]+\/cnpjs$/.test(r.url()),
    );
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    const response = await added;
    expect(response.ok()).toBe(true);
    await expect(dialog.getByText('Empresas adicionadas à lista com sucesso!')).toBeVisible();
    // The dialog closes itself after 2 s (docs/product.md#states-and-transitions).
    await expect(dialog).toBeHidden();
    const listId = /\/api\/listas\/([^/]+)\/cnpjs$/.exec(response.url())?.[1] ?? '';
    expect(await listCnpjs(page, listId)).toContain(CNPJ);
  });

  test('a free-plan user is told "Assine para poder gerar listas." with "Assinar"', async ({
    page,
    createUser,
    login,
  }) => {
    await login(page, await createUser('free'), `/detalhes/${CNPJ}`);
    await page.getByRole('button', { name: 'Adicionar à lista' }).click();
    await expect(
      page.getByText('Você está no plano Grátis. Assine para poder gerar listas.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Assinar' }).click();
    await expect(page).toHaveURL(/\/minha-assinatura(\?|$)/);
  });

  test('a linked company opens its own detail in a new tab, which lists this one back', async ({
    page,
    context,
    createUser,
    login,
  }) => {
    await login(page, await createUser(), `/detalhes/${CNPJ}`);
    const linked = page.getByRole('region', { name: 'Empresas Vinculadas' });
    const link = linked.getByRole('link').first();
    const formatted = await link.innerText();
    const opening = context.waitForEvent('page');
    await link.click();
    const other = await opening;
    await expect(other).toHaveURL(new RegExp(`/detalhes/${unmasked(formatted)}$`));
    await expect(other.getByText(formatted).first()).toBeVisible();
    await expect(
      other
        .getByRole('region', { name: 'Empresas Vinculadas' })
        .getByRole('link', { name: FORMATTED }),
    ).toBeVisible();
  });
});

test.describe('company detail on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('partners and linked companies are cards, with every link on screen', async ({
    page,
    createUser,
    login,
  }) => {
    await login(page, await createUser(), `/detalhes/${CNPJ}`);
    const partners = page.getByRole('list', { name: 'Sócios' });
    const linked = page.getByRole('list', { name: 'Empresas vinculadas' });
    await expect(partners.getByRole('listitem').first()).toBeVisible();
    await expect(linked.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const links = [
      ...(await partners.getByRole('link').all()),
      ...(await linked.getByRole('link').all()),
      page.getByRole('button', { name: 'Adicionar à lista' }),
      page.getByRole('button', { name: 'Copiar CNPJ' }),
    ];
    expect(links.length).toBeGreaterThan(2);
    for (const element of links) {
      await element.scrollIntoViewIfNeeded();
      const box = await element.boundingBox();
      expect(box, 'laid out').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // Nothing widens the page sideways either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
