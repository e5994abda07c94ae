// A family of two adults and two children on a phone: Lina eats at school on weekday lunches,
// Friday is pizza night; the proposed week follows both and says why each meal (decision 0030).
import type { WeekSettings } from '../../src/shared/week-settings';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('« Qui est là ? »: the week proposed follows who is home, the Friday ritual and the time each evening allows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribeInBrowser(page, {
    firstName: 'Nadia',
    lastName: 'Berset',
    email: uniqueEmail('qui-est-la'),
    password: 'mon-secret-1',
  });
  for (const person of [
    { firstName: 'Paul', child: false },
    { firstName: 'Lina', child: true },
    { firstName: 'Noah', child: true },
  ]) {
    expect((await page.request.post('/api/household/people', { data: person })).status()).toBe(201);
  }
  // Next Monday: a whole week to come, whatever the day of the run.
  const monday = await page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7));
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  });

  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Qui est là ?' }).click();
  const editor = page.getByRole('dialog', { name: 'Qui est là ?' });
  await editor
    .getByRole('group', { name: 'Personne' })
    .getByRole('button', { name: 'Lina' })
    .click();
  for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']) {
    await editor.getByRole('button', { name: `Lina, ${day}, Déjeuner : Là` }).click();
    await expect(
      editor.getByRole('button', { name: `Lina, ${day}, Déjeuner : Absent` }),
    ).toBeVisible();
  }
  await editor.getByLabel('Rituel', { exact: true }).fill('Pizza');
  await editor.getByLabel('Jour', { exact: true }).selectOption({ label: 'Vendredi' });
  await editor.getByRole('button', { name: 'Ajouter ce rituel' }).click();
  await expect(editor.getByText('Pizza le vendredi au dîner')).toBeVisible();
  // Nothing wider than the phone.
  const width = await editor.evaluate((node) => node.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editor).toBeHidden();

  const saved = (await (
    await page.request.get('/api/planned-meals/week-settings')
  ).json()) as WeekSettings;
  expect(saved.patterns).toHaveLength(5);
  expect(saved.rituals).toEqual([
    { weekday: 5, moment: 'dinner', text: 'Pizza', kind: 'dish', monthly: false },
  ]);
  expect(saved.cookingMinutes).toEqual([30, 30, 30, 30, 30, 60, 90]);

  await page.getByRole('button', { name: 'Planifier ma semaine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planifier ma semaine' });
  await dialog.getByLabel('À partir du').fill(monday);
  await dialog.getByRole('checkbox', { name: /^Déjeuner/ }).check();
  await dialog.getByRole('button', { name: 'Proposer des menus' }).click();
  const cards = dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(14);

  // Monday lunch: Lina is at school.
  const mondayLunch = cards.first();
  await expect(mondayLunch).toContainText('Pour Nadia, Paul et Noah');
  // Friday dinner: the ritual.
  const fridayDinner = cards.nth(9);
  await expect(fridayDinner.getByRole('heading', { level: 3 })).toContainText(/pizza/i);
  await expect(fridayDinner).toContainText(/rituel du vendredi/i);
  // Every meal says why.
  for (const reason of await dialog.getByTestId('meal-reason').allTextContents()) {
    expect(reason.replace('Pourquoi :', '').trim().length).toBeGreaterThan(5);
  }

  await dialog.getByRole('button', { name: 'Tout ajouter (14 repas)' }).click();
  await expect(dialog).toBeHidden();
  const planned = (await (await page.request.get('/api/planned-meals')).json()) as {
    items: {
      date: string;
      time: string;
      recipeTitle: string;
      eaters: string[] | null;
      servings: number;
    }[];
  };
  const lunch = planned.items.find((meal) => meal.date === monday && meal.time === '12:00')!;
  // Nadia, Paul and Noah.
  expect(lunch.eaters).toHaveLength(3);
  expect(lunch.servings).toBe(3);
});
