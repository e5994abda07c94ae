import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test('shopping list: a recipe’s lines arrive parsed, checking them clears the recipe, progress follows', async ({
  page,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Léa',
    lastName: 'Martin',
    email: uniqueEmail('courses'),
    password: 'mon-secret-1',
  });
  await page.request.post('/api/shopping-items', { data: { name: 'Pain' } });
  await page.request.post('/api/shopping-items', {
    data: { recipeId: 'crepes', recipeTitle: 'Crêpes', lines: ['250 g de farine', '3 œufs'] },
  });
  await page.goto('/dashboard/shopping');
  await expect(page.getByRole('heading', { name: 'Liste de courses', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '250 g farine' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Pain' }).check();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

  await page.getByRole('checkbox', { name: '250 g farine' }).check();
  await page.getByRole('checkbox', { name: '3 œufs' }).check();
  await expect(page.getByRole('checkbox', { name: '3 œufs' })).toBeHidden();
  await page.getByRole('button', { name: 'Supprimer cochés' }).click();
  await expect(page.getByText('Votre liste est vide')).toBeVisible();
});

test('planning and fridge pages list what the household added, in French', async ({ page }) => {
  await subscribeInBrowser(page, {
    firstName: 'Hugo',
    lastName: 'Roux',
    email: uniqueEmail('planning'),
    password: 'mon-secret-1',
  });
  await page.request.post('/api/planned-meals', {
    data: { recipeTitle: 'Soupe de potiron', date: '2026-11-22', time: '19:00', servings: 2 },
  });
  await page.request.post('/api/inventory-items', {
    data: { name: 'Yaourts', expirationDate: '2020-01-01' },
  });
  await page.goto('/dashboard/planning');
  await expect(page.getByText('dimanche 22 novembre 2026')).toBeVisible();
  await expect(page.getByText('Soupe de potiron')).toBeVisible();
  await page.goto('/dashboard/inventory');
  await expect(page.getByText('Périmé depuis le mercredi 1 janvier 2020')).toBeVisible();
});
