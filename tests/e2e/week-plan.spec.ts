import type { ItemList } from '../../src/shared/api';
import type { PlannedMeal } from '../../src/shared/planning';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test('« Planifier ma semaine »: a varied week for everyone at the table, from the fridge first, accepted meal by meal or whole', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await subscribeInBrowser(page, {
    firstName: 'Nadia',
    lastName: 'Berset',
    email: uniqueEmail('menus'),
    password: 'mon-secret-1',
  });
  // The week starts tomorrow: at any hour of the run, none of its meals is already past.
  const [tomorrow, afterTomorrow] = await page.evaluate(() =>
    [1, 2].map((days) => {
      const day = new Date();
      day.setDate(day.getDate() + days);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    }),
  );

  // Lou eats with the household and is vegetarian; courgettes expire the day after tomorrow,
  // whose dinner is planned already.
  expect(
    (
      await page.request.post('/api/household/people', {
        data: { firstName: 'Lou', child: true, dietaryRestrictions: ['vegetarian'] },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post('/api/inventory-items', {
        data: { name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: afterTomorrow },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post('/api/planned-meals', {
        data: { recipeTitle: 'Raclette', date: afterTomorrow, time: '19:30', servings: 3 },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Planifier ma semaine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planifier ma semaine' });
  await expect(dialog.getByRole('group', { name: 'Qui mange\u202f?' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Lou/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByLabel('À partir du').fill(tomorrow!);
  await expect(dialog.getByText('6 repas à proposer · 1 déjà prévu')).toBeVisible();
  await dialog.getByRole('button', { name: 'Proposer des menus' }).click();

  const cards = dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(6);
  await expect(dialog.getByRole('heading', { name: 'Notre proposition : 6 repas' })).toBeFocused();
  // Tomorrow's dinner uses the courgettes before they go off.
  await expect(cards.first()).toContainText('Utilise du frigo : Courgettes (expire le lendemain)');
  const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
  expect(new Set(titles).size).toBe(6);

  // Another idea for the second meal.
  const second = cards.nth(1);
  const before = await second.getByRole('heading', { level: 3 }).textContent();
  await second.getByRole('button', { name: /^Autre idée pour / }).click();
  await expect(second.getByRole('heading', { level: 3 })).not.toHaveText(before!);

  // The first meal on its own, then the rest at once.
  await cards
    .first()
    .getByRole('button', { name: /^Ajouter .* au planning/ })
    .click();
  await expect(cards.first().getByRole('status')).toHaveText('Ajouté au planning');
  await dialog.getByRole('button', { name: 'Tout ajouter (5 repas)' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('6 repas ajoutés au planning')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Voir la recette de / })).toHaveCount(6);
  await expect(page.getByText('Raclette', { exact: true })).toBeVisible();

  // Every planned recipe suits Lou.
  const planned = (await (
    await page.request.get('/api/planned-meals')
  ).json()) as ItemList<PlannedMeal>;
  const fromWeek = planned.items.filter((meal) => meal.recipe);
  expect(fromWeek).toHaveLength(6);
  expect(fromWeek[0]!.date).toBe(tomorrow);
  const lines = fromWeek.flatMap((meal) => meal.recipe!.ingredients.map((i) => i.line)).join(' ');
  expect(lines).not.toMatch(/poulet|bœuf|porc|jambon|lardons|saumon|thon|crevette/i);

  // The toast leads on to the week's shopping list.
  await page.getByRole('button', { name: 'Générer la liste de courses' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Générer la liste de courses' })).toBeVisible();
});
