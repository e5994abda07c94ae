// « Batch cooking » on a phone (decision 0036): lasagnes, a gratin and a soup planned for the
// week are cooked together on the coming Sunday — one list for the session, one order of steps
// with the oven preheated once, « J'ai tout cuisiné » and its undo from the toast.
import { comingSunday } from '../../src/shared/batch-cooking';
import { addDays } from '../../src/shared/dates';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail, zurichDay } from './support';

test.use({ viewport: { width: 390, height: 844 } });

const recipe = (ingredients: string[], instructions: string[]) => ({
  servings: 4,
  description: '',
  ingredients,
  instructions,
});

test('« Batch cooking »: a Sunday session, its list, its order of steps, cooked and undone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribeInBrowser(page, {
    firstName: 'Nadia',
    lastName: 'Berset',
    email: uniqueEmail('batch'),
    password: 'mon-secret-1',
  });
  const sunday = comingSunday(zurichDay(0));
  for (const meal of [
    {
      recipeTitle: 'Lasagnes',
      date: sunday,
      recipe: recipe(
        ['400 g de feuilles de lasagne', '200 g de gruyère'],
        [
          'Hachez l’oignon et faites-le revenir 5 minutes.',
          'Laissez mijoter la sauce 60 minutes à feu doux.',
          'Préchauffez le four à 180 °C et montez les lasagnes.',
          'Faites cuire 45 minutes au four.',
        ],
      ),
    },
    {
      recipeTitle: 'Gratin',
      date: addDays(sunday, 2),
      recipe: recipe(
        ['1 kg de pommes de terre', '100 g de gruyère'],
        ['Préchauffez le four à 200 °C.', 'Épluchez les pommes de terre.', 'Enfournez 50 minutes.'],
      ),
    },
    {
      recipeTitle: 'Soupe de courge',
      date: addDays(sunday, 5),
      recipe: recipe(['500 g de courge'], ['Faites cuire la courge 25 minutes, puis mixez.']),
    },
  ]) {
    const response = await page.request.post('/api/planned-meals', {
      data: { ...meal, time: '19:00', servings: 4 },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Batch cooking' }).click();
  const dialog = page.getByRole('dialog', { name: /Batch cooking/ });
  await expect(dialog.getByLabel('Jour de cuisine')).toHaveValue(sunday);
  const dishes = dialog.getByRole('group', { name: 'Plats à cuisiner ce jour-là' });
  await expect(dishes.getByRole('checkbox')).toHaveCount(3);
  for (const name of ['Lasagnes', 'Gratin', 'Soupe de courge']) {
    await expect(dishes.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  }
  // The soup, eaten five days after the Sunday, is to be frozen, and says so.
  await expect(
    dishes.getByRole('checkbox', { name: /Soupe de courge/ }),
  ).toHaveAccessibleDescription(/À congeler/);
  expect(await dialog.evaluate((node) => node.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Enregistrer la session' }).click();
  await expect(dialog.getByText('3 plats dans la session')).toBeVisible();

  // One order of steps for the three dishes: the oven preheated once, at 200 °C.
  await dialog.getByRole('button', { name: 'Ordre de cuisson' }).click();
  const steps = dialog.getByRole('list', { name: 'Étapes de la session' });
  await expect(steps.getByRole('listitem')).toHaveCount(8);
  await expect(steps.getByText(/Préchauffez le four/)).toHaveCount(1);
  await expect(
    steps.getByText('Préchauffez le four à 200 °C, une seule fois pour toute la session.'),
  ).toBeVisible();
  await expect(steps.getByText(/Pendant que « Lasagnes » mijote/).first()).toBeVisible();
  expect(await dialog.evaluate((node) => node.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Retour à la session' }).click();

  // One list for the session: the gruyère of both dishes summed, added once.
  await dialog.getByRole('button', { name: 'Une liste pour la session' }).click();
  await expect(dialog.getByText(/articles? choisis?/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ajouter à la liste' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/articles ajoutés à la liste/)).toBeVisible();
  const list = (await (await page.request.get('/api/shopping-items')).json()) as {
    items: { name: string; quantity: string; unit: string }[];
  };
  expect(
    list.items
      .filter((item) => item.name === 'Gruyère')
      .map((item) => `${item.quantity} ${item.unit}`),
  ).toEqual(['300 g']);

  // « J'ai tout cuisiné »: every dish cooked, the later ones in the fridge; then undone.
  await page.getByRole('button', { name: 'Batch cooking' }).click();
  await dialog.getByRole('button', { name: 'J’ai tout cuisiné' }).click();
  await expect(page.getByText('Session cuisinée : le frigo est à jour.')).toBeVisible();
  await expect(page.getByText(/^Cuisiné dimanche en batch/)).toHaveCount(3);
  const fridge = (await (await page.request.get('/api/inventory-items')).json()) as {
    items: { name: string }[];
  };
  expect(fridge.items.map((item) => item.name)).toContain('Batch\u00a0: Soupe de courge (congelé)');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Cuisson annulée : le frigo est comme avant.')).toBeVisible();
  await expect(page.getByText(/^À cuisiner dimanche en batch/)).toHaveCount(3);
  const after = (await (await page.request.get('/api/inventory-items')).json()) as {
    items: unknown[];
  };
  expect(after.items).toEqual([]);
});
