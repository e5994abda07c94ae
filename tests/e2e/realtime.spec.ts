import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test('a change on one screen appears on the other within a second, without reloading', async ({
  page,
  context,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Jeanne',
    lastName: 'Favre',
    email: uniqueEmail('temps-reel'),
    password: 'mon-secret-1',
  });
  await page.request.post('/api/shopping-items', { data: { name: 'Pain' } });
  // A second screen of the same household (another tab, another device).
  const other = await context.newPage();
  await other.goto('/dashboard/shopping');
  await page.goto('/dashboard/shopping');
  const theirs = other.getByRole('checkbox', { name: 'Pain' });
  await expect(theirs).not.toBeChecked();

  await page.getByRole('checkbox', { name: 'Pain' }).check();
  await expect(theirs).toBeChecked({ timeout: 2000 });

  await page.request.post('/api/shopping-items', { data: { name: 'Beurre' } });
  await expect(other.getByRole('checkbox', { name: 'Beurre' })).toBeVisible({ timeout: 2000 });
  await other.getByRole('button', { name: 'Supprimer cochés' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Pain' })).toBeHidden({ timeout: 2000 });
});
