// A family on a phone (issue 28, decision 0035): Lina eats at school at lunch, lasagnes are left
// in the fridge. « Ajouter un repas » for tomorrow's lunch starts « Qui mange ? » from who is
// home, « Proposer un plat » offers the leftovers before they expire, and « Mangé » takes them out
// of the fridge (« Annuler » puts them back).
import type { InventoryItem } from '../../src/shared/inventory';
import { weekdayOf, type WeekSettings } from '../../src/shared/week-settings';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail, zurichDay } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('leftovers proposed for who is home, then eaten out of the fridge', async ({ page }) => {
  test.setTimeout(120_000);
  await subscribeInBrowser(page, {
    firstName: 'Nadia',
    lastName: 'Berset',
    email: uniqueEmail('restes'),
    password: 'mon-secret-1',
  });
  const lina = (await (
    await page.request.post('/api/household/people', { data: { firstName: 'Lina', child: true } })
  ).json()) as { id: string };
  await page.request.post('/api/household/people', { data: { firstName: 'Paul' } });
  const tomorrow = zurichDay(1);
  const settings: WeekSettings = {
    patterns: [
      {
        personId: lina.id,
        weekday: weekdayOf(tomorrow),
        moment: 'lunch',
        present: false,
        anchor: null,
      },
    ],
    changes: [],
    rituals: [],
    cookingMinutes: [30, 30, 30, 30, 30, 60, 90],
  };
  expect(
    (await page.request.put('/api/planned-meals/week-settings', { data: settings })).ok(),
  ).toBe(true);
  await page.request.post('/api/inventory-items', {
    data: {
      name: 'Restes : Lasagnes',
      quantity: 2,
      category: 'Autre',
      expirationDate: zurichDay(2),
    },
  });

  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Ajouter un repas' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un repas' });
  await dialog.getByLabel('Date').fill(tomorrow);
  await dialog.getByLabel('Heure').fill('12:00');
  const eaters = dialog.getByRole('group', { name: 'Qui mange\u202f?' });
  await expect(eaters.getByRole('button', { name: /^Lina/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(eaters.getByRole('button', { name: /^Paul/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByLabel('Nombre de personnes')).toHaveValue('2');

  await dialog.getByRole('button', { name: 'Proposer un plat pour ce repas' }).click();
  await expect(dialog.getByText(/restes de lasagnes à finir/)).toBeVisible();
  await expect(dialog.getByLabel('Nom du plat')).toHaveValue('Restes : Lasagnes');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Mangé\u00a0: Restes : Lasagnes' }).click();
  await expect(page.getByText('Restes retirés du frigo')).toBeVisible();
  const fridge = async () =>
    ((await (await page.request.get('/api/inventory-items')).json()) as { items: InventoryItem[] })
      .items;
  expect(await fridge()).toEqual([]);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Les restes sont de retour dans le frigo')).toBeVisible();
  expect(await fridge()).toEqual([
    expect.objectContaining({ name: 'Restes : Lasagnes', quantity: 2 }),
  ]);
});
