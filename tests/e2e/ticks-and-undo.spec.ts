import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail, zurichDay } from './support';

const SIX = ['Lait', 'Beurre', 'Yaourt', 'Pomme', 'Pain', 'Jambon'];

test.use({ viewport: { width: 390, height: 844 } });

test('six ticked items all reach the fridge; « Supprimer cochés » and a fridge delete can be undone, on both screens', async ({
  page,
  context,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Inès',
    lastName: 'Roux',
    email: uniqueEmail('annuler'),
    password: 'mon-secret-1',
  });
  for (const name of SIX) await page.request.post('/api/shopping-items', { data: { name } });
  await page.request.post('/api/shopping-items', { data: { name: 'Sucre' } });
  await page.goto('/dashboard/shopping');
  // A second screen of the same household, open on the list.
  const other = await context.newPage();
  await other.setViewportSize({ width: 390, height: 844 });
  await other.goto('/dashboard/shopping');
  await expect(other.getByRole('checkbox', { name: 'Sucre' })).toBeVisible();

  for (const name of SIX) {
    await page.getByRole('checkbox', { name }).check();
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
  // The toast and the lasting action count all six, not only the last ticks.
  const store = page.getByRole('button', { name: 'Ranger les 6 articles cochés dans le frigo' });
  await expect(store).toBeVisible();
  await store.click();
  await expect(page.getByRole('status').last()).toContainText('6 articles rangés dans le frigo');
  await expect(store).toBeHidden();
  const fridge = await (await page.request.get('/api/inventory-items')).json();
  expect((fridge.items as { name: string }[]).map((item) => item.name).sort()).toEqual(
    [...SIX].sort(),
  );

  // « Supprimer cochés » asks first, then « Annuler » brings the six back on both screens.
  await expect(other.getByRole('checkbox', { name: 'Jambon' })).toBeChecked();
  await page.getByRole('button', { name: 'Supprimer cochés' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Supprimer les 6 articles cochés ?');
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Lait' })).toBeHidden();
  await expect(other.getByRole('checkbox', { name: 'Lait' })).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Sucre' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  for (const name of SIX) {
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
    await expect(other.getByRole('checkbox', { name })).toBeChecked();
  }

  // A fridge item deleted, then « Annuler ».
  await page.goto('/dashboard/inventory');
  await page.getByRole('button', { name: 'Supprimer Beurre' }).first().click();
  await expect(page.getByRole('button', { name: 'Supprimer Beurre' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('button', { name: 'Supprimer Beurre' }).first()).toBeVisible();
  const after = await (await page.request.get('/api/inventory-items')).json();
  expect(after.items).toHaveLength(6);
});

test('a deleted planned meal and a removed favourite come back with « Annuler »', async ({
  page,
  context,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Noé',
    lastName: 'Roux',
    email: uniqueEmail('annuler-repas'),
    password: 'mon-secret-1',
  });
  const date = zurichDay(2);
  for (const recipeTitle of ['Soupe de potiron', 'Lasagnes']) {
    const planned = await page.request.post('/api/planned-meals', {
      data: { recipeTitle, date, time: '19:00', servings: 4, type: 'plat', recipeId: null },
    });
    expect(planned.ok()).toBe(true);
  }
  await page.goto('/dashboard/planning');
  const other = await context.newPage();
  await other.setViewportSize({ width: 390, height: 844 });
  await other.goto('/dashboard/planning');
  await expect(other.getByText('Soupe de potiron')).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer Soupe de potiron' }).click();
  await expect(page.getByText('Soupe de potiron')).toBeHidden();
  await expect(other.getByText('Soupe de potiron')).toBeHidden();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('status').last()).toContainText('Repas remis au planning');
  await expect(page.getByText('Soupe de potiron')).toBeVisible();
  await expect(other.getByText('Soupe de potiron')).toBeVisible();

  const saved = await page.request.post('/api/favorites', {
    data: {
      recipeId: 'tarte-aux-pommes',
      recipeTitle: 'Tarte aux pommes',
      ingredients: ['4 pommes'],
      instructions: ['Cuire la tarte.'],
      type: 'dessert',
    },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/dashboard/favorites');
  await page.getByRole('button', { name: 'Retirer Tarte aux pommes des favoris' }).click();
  await expect(page.getByText('Aucune recette favorite pour l’instant.')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(
    page.getByRole('button', { name: 'Retirer Tarte aux pommes des favoris' }),
  ).toBeVisible();
});
