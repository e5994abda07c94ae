import type { Recipe } from '../../src/shared/recipes';
import { expect, test } from './fixtures';
import { signUpInBrowser, uniqueEmail } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('a household of 2 adults and 2 children plans a recipe in 3 portions, 4 people at the table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, {
    firstName: 'Camille',
    lastName: 'Rochat',
    email: uniqueEmail('portions'),
    password: 'mon-secret-1',
  });

  // The questionnaire: 2 adults, 2 children.
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.getByLabel('Adultes').selectOption('2');
  await page.getByLabel('Enfants').selectOption('2');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('button', { name: 'Commencer maintenant' }).click();
  await page.getByRole('button', { name: 'Payer CHF 9.99' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  // « Ma famille » explains « Portion enfant »: ½ by default.
  await page.goto('/dashboard/settings');
  const childPortion = page.getByRole('combobox', { name: 'Portion d’un enfant' });
  await expect(childPortion).toBeEnabled();
  await expect(childPortion).toHaveValue('0.5');
  await expect(page.getByTestId('child-portion-example')).toHaveText(
    'Par exemple : 2 adultes + 2 enfants = 3 portions.',
  );
  await expect(page.getByRole('combobox', { name: 'Portions par recette' })).toHaveValue('');

  // A main course: scaled to 3 portions, « pers. » says 4.
  await page.goto('/dashboard/feed');
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/recipes/suggestions') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Plat principal' }).click();
  const { recipe } = (await (await answered).json()) as { recipe: Recipe };
  expect(recipe.servings).toBe(3);
  await expect(page.getByRole('heading', { level: 2, name: recipe.title })).toBeVisible();
  await expect(page.getByTestId('recipe-portions').first()).toHaveText(
    '2 adultes + 2 enfants = 3 portions',
  );
  await expect(page.getByText('4 pers.').first()).toBeVisible();
  await expect(page.getByText(/\b3 pers\./)).toHaveCount(0);

  // Planned: 4 people, 3 portions.
  await page.getByRole('button', { name: 'Ajouter au planning' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planning/);
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Nom du plat')).toHaveValue(recipe.title);
  await expect(form.getByLabel('Nombre de personnes')).toHaveValue('4');
  await expect(form.getByText('2 adultes + 2 enfants = 3 portions')).toBeVisible();
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('4 pers.').first()).toBeVisible();

  await page.getByRole('button', { name: recipe.title }).first().click();
  const meal = page.getByRole('dialog', { name: recipe.title });
  await expect(meal.getByTestId('meal-portions')).toHaveText('2 adultes + 2 enfants = 3 portions');
  await expect(meal.locator('[data-portions]')).toHaveText('3');
  await meal.getByRole('button', { name: 'Fermer' }).click();

  // With the children in « Ma famille », « Qui mange ? » counts the same way.
  await page.goto('/dashboard/settings');
  for (const [firstName, child] of [
    ['Sam', false],
    ['Lou', true],
    ['Léo', true],
  ] as const) {
    await page.getByRole('button', { name: 'Ajouter une personne' }).click();
    const person = page.getByRole('dialog', { name: 'Ajouter une personne' });
    await person.getByLabel('Prénom').fill(firstName);
    if (child) await person.getByLabel('Enfant').check();
    await person.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(person).toBeHidden();
  }
  await page.goto('/dashboard/feed');
  const eaters = page.getByRole('group', { name: 'Qui mange\u202f?' });
  await expect(eaters).toContainText('Pour 4\u00a0personnes');
  await expect(eaters.getByTestId('eaters-portions')).toHaveText(
    '2 adultes + 2 enfants = 3 portions',
  );
  await eaters.getByRole('button', { name: /^Léo/ }).click();
  await expect(eaters.getByTestId('eaters-portions')).toHaveText(
    '2 adultes + 1 enfant = 3 portions',
  );
});
