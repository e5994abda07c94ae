import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

// At the stove, on a phone (issue 25, decision 0024): one recipe view with every action, then
// « Mode cuisine » with the screen kept awake, the steps one at a time and a timer that keeps
// counting through a reload.
test.use({ viewport: { width: 390, height: 844 } });

const RECIPE = {
  recipeId: 'clafoutis-aux-cerises',
  recipeTitle: 'Clafoutis aux cerises',
  description: 'Le dessert des cerises.',
  preparationTime: 50,
  servings: 2,
  difficulty: 'facile',
  ingredients: ['3 œufs', '200 g de farine', '250 g de cerises'],
  instructions: [
    'Battez les œufs avec la farine.',
    'Ajoutez les cerises et versez dans un plat beurré.',
    'Enfournez 10 minutes à 180 °C.',
  ],
  type: 'dessert',
};

/** A stub of the Screen Wake Lock that records what was asked. */
async function stubWakeLock(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls = calls;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          calls.push(type);
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              calls.push('release');
            },
            addEventListener: () => undefined,
          };
          return sentinel;
        },
      },
    });
  });
}

const wakeLockCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls);

test('a favourite is scaled, listed and planned; « Mode cuisine » keeps the screen on and its timer counts through a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stubWakeLock(page);
  await subscribeInBrowser(page, {
    firstName: 'Lina',
    lastName: 'Morel',
    email: uniqueEmail('cuisine'),
    password: 'mon-secret-1',
  });
  const saved = await page.request.post('/api/favorites', { data: RECIPE });
  expect(saved.ok()).toBe(true);

  await page.goto('/dashboard/favorites');
  await page.getByRole('button', { name: RECIPE.recipeTitle, exact: true }).click();
  const view = page.getByRole('dialog', { name: RECIPE.recipeTitle });
  await expect(view.getByText('3 œufs')).toBeVisible();

  // Scaled: 2 portions → 4, every quantity follows.
  await view.getByRole('button', { name: 'Une portion de plus' }).click();
  await view.getByRole('button', { name: 'Une portion de plus' }).click();
  await expect(view.getByRole('group', { name: 'Portions' })).toContainText('4');
  await expect(view.getByText('6 œufs')).toBeVisible();
  await expect(view.getByText('400 g de farine')).toBeVisible();

  // Listed, for those portions.
  await view.getByRole('button', { name: 'Ajouter à la liste de courses' }).click();
  await expect(view.getByRole('button', { name: 'Ajouté à la liste' })).toBeVisible();

  // « Mode cuisine »: the whole screen, the wake lock asked, the tab bar gone.
  await view.getByRole('button', { name: 'Mode cuisine' }).click();
  const cooking = page.getByRole('dialog', { name: `Mode cuisine : ${RECIPE.recipeTitle}` });
  await expect(cooking.getByRole('heading', { name: 'Mise en place' })).toBeVisible();
  await expect.poll(() => wakeLockCalls(page)).toContain('screen');
  await expect(page.locator('[data-tab-bar]')).toBeHidden();
  await expect(cooking.getByText('Pour 4 portions')).toBeVisible();
  await cooking.getByRole('checkbox', { name: '6 œufs' }).check();
  await expect(cooking.getByRole('checkbox', { name: '6 œufs' })).toBeChecked();

  // Forward and back, by the buttons and the arrow keys.
  await cooking.getByRole('button', { name: 'Étape suivante' }).click();
  await expect(cooking.getByRole('heading', { name: 'Étape 1 sur 3' })).toBeVisible();
  await expect(cooking.getByText(RECIPE.instructions[0]!, { exact: true })).toBeVisible();
  // The step's ingredients, highlighted, for the chosen portions.
  await expect(cooking.locator('[data-step-ingredient]')).toContainText([
    '6 œufs',
    '400 g de farine',
  ]);
  await page.keyboard.press('ArrowRight');
  await expect(cooking.getByRole('heading', { name: 'Étape 2 sur 3' })).toBeVisible();
  await cooking.getByRole('button', { name: 'Étape précédente' }).click();
  await expect(cooking.getByRole('heading', { name: 'Étape 1 sur 3' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cooking.getByRole('heading', { name: 'Étape 3 sur 3' })).toBeVisible();

  // « 10 minutes » offers a timer; it runs in the bar.
  await cooking.getByRole('button', { name: 'Lancer un minuteur de 10 min' }).click();
  const timers = cooking.getByRole('region', { name: 'Minuteurs' });
  await expect(timers.getByText('Étape 3 · 10 minutes')).toBeVisible();
  await expect(timers.getByText(/^9:5\d$/)).toBeVisible();

  // Leaving releases the wake lock; the tab bar is back.
  await cooking.getByRole('button', { name: 'Quitter le mode cuisine' }).click();
  await expect.poll(() => wakeLockCalls(page)).toContain('release');

  // Through a reload the timer keeps counting, from its stored end.
  await page.reload();
  const running = page.getByRole('button', { name: /1 minuteur en cours/ });
  await expect(running).toBeVisible();
  const left = page.locator('[data-running-timer-left]');
  await expect(left).toHaveText(/^9:\d\d$/);
  const first = await left.textContent();
  await expect(left).not.toHaveText(first!);
  await expect(page.locator('[data-tab-bar]')).toBeVisible();

  // Back to the stove where it was, still for 4.
  await running.click();
  const again = page.getByRole('dialog', { name: `Mode cuisine : ${RECIPE.recipeTitle}` });
  await expect(again.getByRole('heading', { name: 'Étape 3 sur 3' })).toBeVisible();
  await expect(again.getByText('Pour 4 portions')).toBeVisible();
  await expect(again.getByRole('region', { name: 'Minuteurs' })).toContainText('10 minutes');
  await expect(page.locator('[data-tab-bar]')).toBeHidden();
  await again.getByRole('button', { name: 'Arrêter le minuteur « Étape 3 · 10 minutes »' }).click();
  await expect(again.getByRole('region', { name: 'Minuteurs' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  // Planned, for the portions chosen.
  await page.goto('/dashboard/favorites');
  await page.getByRole('button', { name: RECIPE.recipeTitle, exact: true }).click();
  const reopened = page.getByRole('dialog', { name: RECIPE.recipeTitle });
  await reopened.getByRole('button', { name: 'Une portion de plus' }).click();
  await expect(reopened.getByRole('group', { name: 'Portions' })).toContainText('3');
  await reopened.getByRole('button', { name: 'Ajouter au planning' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planning/);
  await expect(page.getByLabel('Nom du plat')).toHaveValue(RECIPE.recipeTitle);
  await expect(page.getByLabel('Nombre de personnes')).toHaveValue('3');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText(RECIPE.recipeTitle)).toBeVisible();
  await expect(page.getByText(/3 pers\./).first()).toBeVisible();
});
