import type { ItemList } from '../../src/shared/api';
import type { InventoryItem } from '../../src/shared/inventory';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

const recipe = (servings: number, ingredients: string[]) => ({
  servings,
  description: 'Un classique de la maison.',
  ingredients,
  instructions: ['Préparez les légumes.', 'Faites cuire doucement.'],
});

test('the week’s plan becomes the list (merged, minus the fridge, edited), cooking uses the fridge', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await subscribeInBrowser(page, {
    firstName: 'Inès',
    lastName: 'Morel',
    email: uniqueEmail('semaine'),
    password: 'mon-secret-1',
  });
  const [today, inTwoDays, inThreeWeeks] = await page.evaluate(() =>
    [0, 2, 21].map((days) => {
      const day = new Date();
      day.setDate(day.getDate() + days);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    }),
  );

  // A suggestion planned from its card keeps its recipe (planned outside the week's list).
  await page.goto('/dashboard/feed');
  await page.getByRole('button', { name: /Plat principal/ }).click();
  await page.getByRole('button', { name: 'Ajouter au planning' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Ajouter un repas' });
  await expect(
    addDialog.getByText('Les ingrédients et les étapes de la recette sont gardés avec le repas.'),
  ).toBeVisible();
  await addDialog.getByLabel('Date').fill(inThreeWeeks!);
  await addDialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Voir la recette de / })).toBeVisible();

  // Two recipes of the week sharing potatoes and onions; the fridge holds part of the potatoes.
  for (const meal of [
    {
      recipeTitle: 'Gratin dauphinois',
      date: today,
      servings: 4,
      recipe: recipe(4, ['1 kg de pommes de terre', '30 cl de crème fraîche', '1 oignon', 'Sel']),
    },
    {
      recipeTitle: 'Soupe de légumes',
      date: inTwoDays,
      servings: 2,
      recipe: recipe(4, ['500 g de pommes de terre', '4 carottes', '1 oignon']),
    },
  ]) {
    const planned = await page.request.post('/api/planned-meals', {
      data: { ...meal, time: '19:00' },
    });
    expect(planned.status()).toBe(201);
  }
  const stocked = await page.request.post('/api/inventory-items', {
    data: { name: 'Pommes de terre', quantity: 500, unit: 'g' },
  });
  expect(stocked.status()).toBe(201);

  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Générer la liste de courses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Générer la liste de courses' });
  await expect(dialog.getByText('Pour 2 repas')).toBeVisible();
  // 1 kg + 250 g (a recipe for 4 cooked for 2) − 500 g in the fridge.
  const potatoes = dialog.getByRole('listitem').filter({ hasText: 'Au frigo : 500 g' });
  await expect(potatoes.getByRole('textbox', { name: 'Article' })).toHaveValue('Pommes de terre');
  await expect(potatoes.getByRole('textbox', { name: /Quantité/ })).toHaveValue('750');
  await expect(potatoes.getByRole('combobox')).toHaveValue('g');
  await expect(dialog.getByRole('checkbox', { name: 'Ajouter Oignons' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Ajouter Sel/ })).toHaveCount(0);

  await potatoes.getByRole('textbox', { name: /Quantité/ }).fill('800');
  await dialog.getByRole('checkbox', { name: 'Ajouter Carottes' }).uncheck();
  await dialog.getByRole('button', { name: 'Ajouter à la liste' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/articles? ajoutés? à la liste de courses/)).toBeVisible();
  await page.getByRole('button', { name: 'Voir la liste' }).click();

  await expect(page).toHaveURL(/\/dashboard\/shopping$/);
  await expect(page.getByRole('checkbox', { name: '800 g de pommes de terre' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '2 Oignons' })).toBeVisible();
  await expect(page.getByText('Carottes')).toHaveCount(0);

  // « J'ai cuisiné ce plat »: the soup takes 250 g of potatoes out of the fridge; undo restores.
  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Voir la recette de Soupe de légumes' }).click();
  const meal = page.getByRole('dialog', { name: 'Soupe de légumes' });
  await expect(meal.getByText('250 g de pommes de terre')).toBeVisible();
  await meal.getByRole('button', { name: 'J’ai cuisiné ce plat' }).click();
  await expect(meal).toBeHidden();
  await expect(page.getByText('Le frigo est à jour')).toBeVisible();
  const fridge = async () =>
    (
      (await (await page.request.get('/api/inventory-items')).json()) as ItemList<InventoryItem>
    ).items.map((item) => `${item.quantity} ${item.unit} ${item.name}`);
  await expect.poll(fridge).toEqual(['250 g Pommes de terre']);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Les ingrédients sont de retour dans le frigo')).toBeVisible();
  await expect.poll(fridge).toEqual(['500 g Pommes de terre']);

  await page.getByRole('button', { name: 'Voir la recette de Soupe de légumes' }).click();
  await meal.getByRole('button', { name: 'J’ai cuisiné ce plat' }).click();
  await expect(page.getByText('Le frigo est à jour')).toBeVisible();
  await page.goto('/dashboard/inventory');
  await expect(page.getByText('250 g', { exact: false }).first()).toBeVisible();
});
