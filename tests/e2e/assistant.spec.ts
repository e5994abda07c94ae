import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test('Assistant Chef: French requests answered with recipes that fit, kept after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await subscribeInBrowser(page, {
    firstName: 'Léa',
    lastName: 'Rochat',
    email: uniqueEmail('assistant'),
    password: 'mon-secret-1',
  });
  // A vegetarian household with a few things in the fridge.
  const saved = await page.request.put('/api/preferences', {
    data: {
      adults: 2,
      children: 0,
      dietaryRestrictions: ['vegetarian'],
      preferredFoods: [],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    },
  });
  expect(saved.ok()).toBe(true);
  for (const name of ['Courgettes', 'Tomates', 'Feta']) {
    await page.request.post('/api/inventory-items', { data: { name, quantity: 2 } });
  }

  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { name: 'Assistant Chef', level: 1 })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Votre message' });
  await input.fill('Un plat rapide avec des courgettes');
  await input.press('Enter');

  const log = page.getByRole('log');
  await expect(
    log.getByText(/Voici trois idées de plat, à base de courgettes, végétariennes/),
  ).toBeVisible();
  const cards = log.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(input).toBeFocused();

  await input.fill('Un dessert sans œufs pour 6');
  await input.press('Enter');
  await expect(log.getByText(/sans œufs, végétariennes, pour 6\u00a0personnes/)).toBeVisible();
  await expect(log.getByText('6 pers.').first()).toBeVisible();

  // A recipe of the answer goes to the shopping list like on the suggestions page.
  const lastCard = log.getByRole('article').last();
  const title = (await lastCard.getByRole('heading').first().textContent())!.trim();
  await lastCard.getByRole('button', { name: 'Ajouter à la liste de courses' }).click();
  await expect(lastCard.getByRole('button', { name: 'Ajouté à la liste' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Un dessert sans œufs pour 6')).toBeVisible();
  await expect(page.getByRole('log').getByRole('article')).toHaveCount(6);

  await page.goto('/dashboard/shopping');
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
});
