import type { NotificationList } from '../../src/shared/notifications';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail, zurichDay } from './support';

test('an item expiring tomorrow raises one notification, whose « Que cuisiner avec ? » cooks it first', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await subscribeInBrowser(page, {
    firstName: 'Élise',
    lastName: 'Rochat',
    email: uniqueEmail('frigo'),
    password: 'mon-secret-1',
  });
  const spinach = await page.request.post('/api/inventory-items', {
    data: { name: 'Épinards', quantity: 300, unit: 'g', expirationDate: zurichDay(1) },
  });
  expect(spinach.status()).toBe(201);
  await page.request.post('/api/inventory-items', {
    data: { name: 'Riz', quantity: 1, unit: 'kg', expirationDate: zurichDay(60) },
  });

  // The daily job runs twice (two processes, or a restart): the household is told once.
  for (let run = 0; run < 2; run += 1) {
    expect((await page.request.post('/api/dev/jobs/expiry-alerts', { data: {} })).status()).toBe(
      200,
    );
  }

  // The subscription's welcome is there already: the alert makes two.
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: 'Notifications, 2 non lues' });
  await expect(bell).toBeVisible();
  await bell.click();
  // In the bell's panel (the home lists the spinach too, under « À consommer vite »).
  const notices = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Épinards' });
  await expect(notices).toHaveCount(1);
  await expect(notices).toContainText('À consommer rapidement');
  await expect(notices).toContainText('Épinards expire bientôt.');
  await expect(page.getByText(/Riz/)).toHaveCount(0);

  await notices.getByRole('link', { name: 'Que cuisiner avec ?' }).click();
  await expect(page).toHaveURL(/\/dashboard\/feed\?fridge=1&priority=/);
  await expect(
    page.getByText('Celles qui utilisent les aliments de votre alerte passent en premier.'),
  ).toBeVisible();
  await page.getByRole('button', { name: /Plat principal/ }).click();
  await page.getByRole('button', { name: /Voir la recette/ }).click();
  await expect(page.getByRole('dialog')).toContainText(/épinards/i);

  // Read, it stays read; the job a third time tells nothing new.
  await page.keyboard.press('Escape');
  await page.request.post('/api/dev/jobs/expiry-alerts', { data: {} });
  const { items } = (await (
    await page.request.get('/api/notifications')
  ).json()) as NotificationList;
  expect(items.filter((item) => item.type === 'expiry')).toHaveLength(1);
});
