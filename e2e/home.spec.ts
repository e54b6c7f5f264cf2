// docs/product.md#screens-and-routes Home: the notifications panel; marking one read calls the backend, reloads the list and
// shows the item as read (docs/product.md#states-and-transitions Notification).
import { expect, test } from './fixtures.ts';

test('"Marcar como lida" marks a notification read and the list reloads', async ({
  page,
  createUser,
  login,
}) => {
  await login(page, await createUser());
  const panel = page.getByRole('region', { name: 'Notificações' });
  const buttons = panel.getByRole('button', { name: 'Marcar como lida' });
  // A new user starts with unread notifications (apps/mock-server README, Demo users).
  await expect(buttons.first()).toBeVisible();
  const unread = await buttons.count();
  const firstText = await panel.getByRole('listitem').first().innerText();

  const marked = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/notificacoes/'),
  );
  const reloaded = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().includes('/api/notificacoes/'),
  );
  await buttons.first().click();
  expect((await marked).ok()).toBe(true);
  expect((await reloaded).ok()).toBe(true);
  await expect(buttons).toHaveCount(unread - 1);

  await page.reload();
  await expect(
    panel
      .getByRole('listitem')
      .filter({ hasText: firstText.split('\n')[0] })
      .getByRole('button'),
  ).toHaveCount(0);
  await expect(buttons).toHaveCount(unread - 1);
});
