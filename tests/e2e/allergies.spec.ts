import type { Recipe } from '../../src/shared/recipes';
import { expect, test } from './fixtures';
import { signUpInBrowser, uniqueEmail } from './support';

/** What a nut-free or mushroom-free table must never be served (tree nuts and peanuts). */
const NUTS =
  /amande|noisette|\bnoix\b(?! de coco| de muscade)|cajou|pécan|pistache|macadamia|arachide|cacahu|praliné|pralin|nougat|massepain|frangipane|pesto|gianduja/i;
const MUSHROOMS = /champignon|cèpe|girolle|morille|shiitake|pleurote|trompette/i;

test('a nut allergy and an avoided food answered for the household hold when only the child eats', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, {
    firstName: 'Claire',
    lastName: 'Morand',
    email: uniqueEmail('allergies'),
    password: 'mon-secret-1',
  });

  // The questionnaire asks for « votre foyer »: nut-free, and no mushrooms.
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.getByLabel('Enfants').selectOption('1');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Sans fruits à coque').check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Aliments à éviter').fill('champignons');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('button', { name: 'Commencer maintenant' }).click();
  await page.getByRole('button', { name: 'Payer CHF 9.99' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  // Noé joins « Ma famille » without a restriction of his own.
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Ajouter une personne' }).click();
  const person = page.getByRole('dialog', { name: 'Ajouter une personne' });
  await person.getByLabel('Prénom').fill('Noé');
  await person.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(person).toBeHidden();
  // « Ma famille » says the household's restrictions concern everyone.
  const restrictions = page.getByRole('list', { name: /restrictions/i });
  await expect(restrictions.getByText('Sans fruits à coque')).toBeVisible();
  await expect(restrictions.getByText('champignons')).toBeVisible();
  await expect(restrictions.getByText('Tout le foyer').first()).toBeVisible();

  // Only Noé eats: 30 desserts, not one with nuts or mushrooms, each card saying why.
  await page.goto('/dashboard/feed');
  const eaters = page.getByRole('group', { name: 'Qui mange\u202f?' });
  await eaters.getByRole('button', { name: /^Claire/ }).click();
  await expect(eaters.getByRole('button', { name: /^Claire/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(eaters).toContainText('Pour 1 personne');
  await expect(eaters).toContainText('Sans fruits à coque, sans champignons');

  const line = page.getByText('Pour Noé · Sans fruits à coque, sans champignons');
  const seen = new Set<string>();
  for (let draw = 0; draw < 30; draw += 1) {
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/recipes/suggestions') &&
        response.request().method() === 'POST',
    );
    if (draw === 0) await page.getByRole('button', { name: 'Dessert' }).click();
    else await page.getByRole('button', { name: 'Régénérer' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const { recipe } = (await response.json()) as { recipe: Recipe };
    const shown = [recipe.title, ...recipe.ingredients].join(' · ');
    expect(shown, recipe.id).not.toMatch(NUTS);
    expect(shown, recipe.id).not.toMatch(MUSHROOMS);
    expect(recipe.servings).toBe(1);
    await expect(page.getByRole('heading', { level: 2, name: recipe.title })).toBeVisible();
    await expect(line).toBeVisible();
    seen.add(recipe.id);
  }
  // « Régénérer » walked through different desserts, not one dessert thirty times.
  expect(seen.size).toBeGreaterThan(10);
});
