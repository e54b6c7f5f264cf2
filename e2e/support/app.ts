// Steps a user takes in the signed-in area, written against what the user sees so they hold both
// for the plain layout and the UI kit's AppShell (profile menu, mobile slide-in menu).
import { expect, type Page } from '@playwright/test';

/**
 * Logs out the way a user would: the "Sair" button, inside the mobile menu or the profile menu
 * (whose button is named after the user: `profile`) when the layout has them.
 */
export async function clickSair(page: Page, profile: string): Promise<void> {
  const direct = page.getByRole('button', { name: 'Sair', exact: true });
  if (await direct.isVisible()) return direct.click();
  const mobileMenu = page.getByRole('button', { name: 'Abrir menu' });
  if (await mobileMenu.isVisible()) {
    await mobileMenu.click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sair' }).click();
  }
  await page.getByRole('button', { name: profile }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
}

/** Waits until the signed-in area shows (the header's logout control or profile button). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/(login|signup)/);
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * The stored backend token; "navigating" while a logout's full-page move to the marketing site
 * (docs/product.md#screens-and-routes) replaces the document, so a poll can simply try again.
 */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('backendAccessToken')).catch(() => 'navigating');
}
