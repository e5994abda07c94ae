// Issue 24, item 1 « Counted once » (decision 0022): a recipe added to the list and planned, then
// « Générer la liste » from the week: each quantity once in « Par rayon » and « Tous les articles ».
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

const RISOTTO = ['600 g de potiron', '350 g de rigatonis', '8 feuilles de sauge', 'Sel'];

test.use({ viewport: { width: 390, height: 844 } });

test('a recipe on the list, planned and generated from the week, is counted once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await subscribeInBrowser(page, {
    firstName: 'Léa',
    lastName: 'Fournier',
    email: uniqueEmail('une-fois'),
    password: 'mon-secret-1',
  });
  const [today, tomorrow] = await page.evaluate(() =>
    [0, 1].map((days) => {
      const day = new Date();
      day.setDate(day.getDate() + days);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    }),
  );

  // « Ajouter à la liste de courses » from the recipe, then the same recipe planned for tonight.
  const added = await page.request.post('/api/shopping-items', {
    data: {
      source: 'recipe',
      recipeId: 'rigatonis-potiron',
      recipeTitle: 'Rigatonis au potiron',
      lines: RISOTTO,
    },
  });
  expect(added.status()).toBe(201);
  for (const meal of [
    {
      recipeTitle: 'Rigatonis au potiron',
      recipeId: 'rigatonis-potiron',
      date: today,
      recipe: { servings: 4, ingredients: RISOTTO },
    },
    {
      recipeTitle: 'Carottes rôties',
      recipeId: 'carottes-roties',
      date: tomorrow,
      recipe: { servings: 4, ingredients: ['6 carottes'] },
    },
  ]) {
    const planned = await page.request.post('/api/planned-meals', {
      data: { ...meal, time: '19:30', servings: 4 },
    });
    expect(planned.status()).toBe(201);
  }

  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Générer la liste de courses' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Générer la liste de courses' });
  await expect(dialog.getByText('Pour 2 repas')).toBeVisible();
  // The risotto's food is already on the list for that meal: shown, not ticked.
  const pumpkin = dialog.getByRole('listitem').filter({ hasText: /Rigatonis au potiron/ });
  await expect(pumpkin.getByText('déjà sur la liste')).toHaveCount(3);
  await expect(dialog.getByRole('checkbox', { name: 'Ajouter Potiron' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Ajouter Rigatonis' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Ajouter Carottes' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Ajouter à la liste' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Voir la liste' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shopping$/);

  await page.getByText('Par rayon').click();
  // In what a shop sells, with the need once (decision 0025): 600 g, 350 g, 8 leaves — not twice.
  await expect(page.getByRole('checkbox', { name: '1 potiron · 600 g' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '1 paquet de rigatonis · 350 g' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /sauge/ })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: /sauge/ })).toHaveAccessibleName(
    '1 bouquet de sauge · 8 feuilles',
  );
  await expect(page.getByRole('checkbox', { name: /potiron|rigatonis/i })).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: '6 carottes' })).toBeVisible();

  // « Tous les articles »: one line per food, alphabetical, the same quantities.
  await page.getByText('Tous les articles').click();
  const all = page.getByRole('region', { name: 'Tous les articles' });
  await expect(all.getByRole('checkbox')).toHaveCount(4);
  const names = await all
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
  expect(names).toEqual([
    '6 carottes',
    '1 bouquet de sauge · 8 feuilles',
    '1 potiron · 600 g',
    '1 paquet de rigatonis · 350 g',
  ]);

  // Generating again adds nothing: every line is already on the list.
  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Générer la liste de courses' }).first().click();
  await expect(dialog.getByText('déjà sur la liste')).toHaveCount(4);
  await expect(dialog.getByRole('button', { name: 'Ajouter à la liste' })).toBeDisabled();
});
