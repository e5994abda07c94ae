import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test('suggestions: type → card → full recipe → favourite → shopping list → planning', async ({
  page,
}) => {
  // The whole journey of a new subscriber, from sign-up to the planning: longer than the default.
  test.setTimeout(90_000);
  await subscribeInBrowser(page, {
    firstName: 'Inès',
    lastName: 'Garnier',
    email: uniqueEmail('suggestions'),
    password: 'mon-secret-1',
  });
  await page.goto('/dashboard/feed');
  await expect(
    page.getByRole('heading', { name: 'Suggestions de recettes', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Plat principal' }).click();
  await expect(page).toHaveURL(/type=plat/);

  const title = page.getByRole('heading', { level: 2 });
  await expect(title).toBeVisible();
  const recipeTitle = (await title.textContent())!.trim();
  await expect(page.getByText(/\d+ min/).first()).toBeVisible();
  await expect(page.getByText(/\d+ pers\./).first()).toBeVisible();

  await page.getByRole('button', { name: 'Voir la recette complète' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Préparation' })).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const favourite = page.getByRole('button', { name: 'Favori' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Ajouter à la liste de courses' }).click();
  await expect(page.getByRole('button', { name: 'Ajouté à la liste' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouté à la liste' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Ajouter à la liste de courses' }).click();
  await expect(page.getByText('Ces articles sont déjà dans votre liste de courses')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter au planning' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planning/);
  await expect(page.getByLabel('Nom du plat')).toHaveValue(recipeTitle);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText(recipeTitle)).toBeVisible();

  await page.goto('/dashboard/favorites');
  await expect(page.getByRole('button', { name: recipeTitle, exact: true })).toBeVisible();
  await page.goto('/dashboard/shopping');
  // The list groups by recipe by default: the recipe's title heads its lines.
  await expect(page.getByRole('heading', { name: recipeTitle, level: 2 })).toBeVisible();
});

test('the fridge suggests a recipe with what it holds', async ({ page }) => {
  await subscribeInBrowser(page, {
    firstName: 'Noé',
    lastName: 'Perrin',
    email: uniqueEmail('frigo'),
    password: 'mon-secret-1',
  });
  await page.goto('/dashboard/inventory');
  await page.getByRole('button', { name: 'Générer une recette' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Plat principal' }).click();
  await expect(page.getByText('Aucun ingrédient disponible dans le frigo')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.request.post('/api/inventory-items', {
    data: { name: 'Courgettes', quantity: 3, category: 'Fruits et Légumes' },
  });
  await page.reload();
  await page.getByRole('button', { name: 'Générer une recette' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Plat principal' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(/courgette/i)
      .first(),
  ).toBeVisible();
});
