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
  await expect(page.getByRole('checkbox', { name: '1 paquet de farine · 250 g' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Pain' }).check();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

  await page.getByRole('checkbox', { name: '1 paquet de farine · 250 g' }).check();
  await page.getByRole('checkbox', { name: '3 œufs' }).check();
  await expect(page.getByRole('checkbox', { name: '3 œufs' })).toBeHidden();
  await page.getByRole('button', { name: 'Supprimer cochés' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
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

test('planning: the add-meal form has the specified defaults, validates, groups and deletes', async ({
  page,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Zoé',
    lastName: 'Fabre',
    email: uniqueEmail('repas'),
    password: 'mon-secret-1',
  });
  await page.goto('/dashboard/planning');
  await expect(page.getByText('Aucun repas planifié')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un repas' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Heure')).toHaveValue('19:00');
  await expect(dialog.getByLabel('Nombre de personnes')).toHaveValue('2');
  await expect(dialog.getByLabel('Type')).toHaveValue('plat');
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  await expect(dialog.getByLabel('Date')).toHaveValue(today);

  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog.getByText('Le nom du plat est requis')).toBeVisible();
  await dialog.getByLabel('Nom du plat').fill('Gratin de courge');
  await dialog.getByLabel('Date').fill('2026-12-02');
  await dialog.getByLabel('Heure').fill('20:30');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.request.post('/api/planned-meals', {
    data: {
      recipeTitle: 'Tartines',
      date: '2026-12-02',
      time: '08:00',
      servings: 1,
      type: 'entrée',
    },
  });
  await page.request.post('/api/planned-meals', {
    data: { recipeTitle: 'Velouté', date: '2026-12-01', time: '19:00', servings: 2 },
  });
  await page.reload();
  const titles = page.getByText(/^(Gratin de courge|Tartines|Velouté)$/);
  await expect(titles).toHaveText(['Velouté', 'Tartines', 'Gratin de courge']);
  await expect(page.getByText('mercredi 2 décembre 2026')).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer Tartines' }).click();
  await expect(page.getByText('Tartines')).toBeHidden();
  await page.reload();
  await expect(page.getByText('Velouté')).toBeVisible();
  await expect(page.getByText('Tartines')).toBeHidden();
});

test('fridge: items with and without expiry, category filter, shelves stable across reloads', async ({
  page,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Léon',
    lastName: 'Morel',
    email: uniqueEmail('frigo'),
    password: 'mon-secret-1',
  });
  await page.goto('/dashboard/inventory');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).first().click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog.getByText("Veuillez entrer un nom d'article")).toBeVisible();
  await dialog.getByLabel('Nom').fill('Lait');
  await dialog.getByLabel("Date d'expiration (facultative)").fill('2099-03-15');
  await dialog.getByLabel('Catégorie').selectOption('Produits Laitiers');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Expire le dimanche 15 mars 2099')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter', exact: true }).first().click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom').fill('Pommes');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toBeHidden();

  const filter = page.getByRole('group', { name: 'Filtrer par catégorie' });
  await filter.getByRole('button', { name: 'Produits Laitiers' }).click();
  await expect(page.getByText('Lait', { exact: true })).toBeVisible();
  await expect(page.getByText('Pommes', { exact: true })).toBeHidden();
  await filter.getByRole('button', { name: 'Tous' }).click();

  const shelfOf = async (name: string) => {
    for (let number = 1; number <= 5; number += 1) {
      const shelf = page.getByRole('region', { name: `Étagère ${number}` });
      if ((await shelf.getByText(name, { exact: true }).count()) > 0) return number;
    }
    return 0;
  };
  const before = [await shelfOf('Lait'), await shelfOf('Pommes')];
  expect(before).not.toContain(0);
  await page.reload();
  await expect(page.getByText('Pommes', { exact: true })).toBeVisible();
  expect([await shelfOf('Lait'), await shelfOf('Pommes')]).toEqual(before);

  await page.getByRole('button', { name: 'Supprimer Pommes' }).click();
  await expect(page.getByText('Pommes', { exact: true })).toBeHidden();
});

test('favourites: search by title, detail with numbered steps, delete', async ({ page }) => {
  await subscribeInBrowser(page, {
    firstName: 'Maël',
    lastName: 'Colin',
    email: uniqueEmail('favoris'),
    password: 'mon-secret-1',
  });
  const favourite = (recipeId: string, recipeTitle: string) =>
    page.request.post('/api/favorites', {
      data: {
        recipeId,
        recipeTitle,
        ingredients: ['4 pommes', '100 g de sucre'],
        instructions: ['Épluchez les pommes.', 'Faites-les cuire.'],
        type: 'dessert',
      },
    });
  await favourite('compote', 'Compote de pommes');
  await favourite('crumble', 'Crumble aux poires');
  await page.goto('/dashboard/favorites');
  await page.getByLabel('Rechercher une recette').fill('crumble');
  await expect(page.getByRole('button', { name: 'Crumble aux poires', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compote de pommes', exact: true })).toBeHidden();
  await page.getByLabel('Rechercher une recette').fill('');

  await page.getByRole('button', { name: 'Compote de pommes', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('100 g de sucre')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Faites-les cuire.' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Retirer Compote de pommes des favoris' }).click();
  await expect(page.getByRole('button', { name: 'Compote de pommes', exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Crumble aux poires', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compote de pommes', exact: true })).toBeHidden();
});
