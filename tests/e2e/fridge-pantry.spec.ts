import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('the pantry is the fridge page’s second tab: a quick pick adds « Riz », a reload keeps the tab', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await subscribeInBrowser(page, {
    firstName: 'Lucie',
    lastName: 'Vernet',
    email: uniqueEmail('placard'),
    password: 'mon-secret-1',
  });
  await page.goto('/dashboard/inventory');
  const fridgeTab = page.getByRole('tab', { name: 'Frigo' });
  const pantryTab = page.getByRole('tab', { name: 'Placard' });
  await expect(fridgeTab).toHaveAttribute('aria-selected', 'true');

  await pantryTab.click();
  await expect(page).toHaveURL(/\?rangement=placard$/);
  await page.getByRole('button', { name: 'Ajouter Riz' }).click();
  const pantry = page.getByRole('list', { name: 'Articles du placard' });
  await expect(pantry.getByText('Riz', { exact: true })).toBeVisible();
  await expect(pantry).toContainText(/1\skg/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Placard' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('list', { name: 'Articles du placard' }).getByText('Riz', { exact: true }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Frigo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/inventory$/);
  await expect(page.getByRole('button', { name: 'Ajouter Lait' })).toBeVisible();
  await expect(page.getByText('Riz', { exact: true })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Placard' })).toHaveAttribute('aria-selected', 'true');
});
