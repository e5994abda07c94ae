import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test('smart shopping: quantities add up by aisle, a checked sum goes to the fridge with an expiry date', async ({
  page,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Inès',
    lastName: 'Garnier',
    email: uniqueEmail('rayons'),
    password: 'mon-secret-1',
  });
  await page.request.post('/api/shopping-items', {
    data: {
      recipeId: 'crepes',
      recipeTitle: 'Crêpes',
      lines: ['200 g de farine', '3 œufs'],
    },
  });
  await page.goto('/dashboard/shopping');
  await expect(page.getByRole('checkbox', { name: '1 paquet de farine · 200 g' })).toBeVisible();

  // « 300 g » of flour, typed by hand.
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
  await dialog.getByLabel('Nom').fill('farine');
  await dialog.getByLabel('Quantité').fill('300');
  await dialog.getByLabel('Unité').selectOption('g');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();

  await page.getByText('Par rayon').click();
  const grocery = page.getByRole('region', { name: 'Épicerie salée' });
  const flour = grocery.getByRole('checkbox', { name: '1 paquet de farine · 500 g' });
  await expect(flour).toBeVisible();
  await expect(grocery.getByText('Crêpes · Ajouté à la main')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Crèmerie' }).getByRole('checkbox', { name: '3 œufs' }),
  ).toBeVisible();

  await flour.check();
  await expect(page.getByRole('status').getByText('2 articles cochés')).toBeVisible();
  await page.getByRole('button', { name: 'Ranger dans le frigo' }).click();
  await expect(page.getByText('1 article rangé dans le frigo')).toBeVisible();

  // « Tous les articles » merges the same food too (decision 0022); the progress counts rows.
  await page.getByText('Tous les articles').click();
  await expect(page.getByRole('checkbox', { name: '1 paquet de farine · 500 g' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '3 œufs' })).not.toBeChecked();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  await page.getByText('Par recette').click();
  await expect(page.getByRole('checkbox', { name: '1 paquet de farine · 200 g' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '1 paquet de farine · 300 g' })).toBeChecked();

  // Flour is a dry good: it went to the pantry (decision 0026).
  await page.goto('/dashboard/inventory?rangement=placard');
  const card = page.getByRole('listitem').filter({ hasText: 'farine' });
  await expect(card).toContainText('500 g · Épicerie');
  await expect(card).toContainText(/Expire le \p{L}+ \d{1,2} \p{L}+ \d{4}/u);

  // The suggested date is only a suggestion: the household corrects it from the packet.
  await card.getByRole('button', { name: 'Modifier farine' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier farine' });
  await edit.getByLabel(/Date d'expiration/).fill('2031-03-14');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card).toContainText('Expire le vendredi 14 mars 2031');
});

test('smart shopping: with « ranger automatiquement », checking an item puts it in the fridge', async ({
  page,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Malo',
    lastName: 'Perrin',
    email: uniqueEmail('frigo-auto'),
    password: 'mon-secret-1',
  });
  await page.request.post('/api/shopping-items', {
    data: { name: 'lait', quantity: '1', unit: 'l' },
  });
  await page.goto('/dashboard/shopping');
  const automatic = page.getByRole('switch', { name: 'Ranger automatiquement dans le frigo' });
  await expect(automatic).toBeEnabled();
  await automatic.check();
  await expect(automatic).toBeChecked();
  await page.getByRole('checkbox', { name: '1 brique de lait · 1 l' }).check();
  await expect(page.getByText('Article coché et rangé dans le frigo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ranger dans le frigo' })).toHaveCount(0);

  await page.goto('/dashboard/inventory');
  await expect(page.getByRole('listitem').filter({ hasText: 'lait' })).toContainText(
    '1 l · Produits Laitiers',
  );
});
