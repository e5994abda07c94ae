import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/** The list's sections on screen, in order. */
const sections = (page: Page) =>
  page
    .locator('main section[aria-label]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

test('after two trips ticked in the same order at « Migros Sion », « Par rayon » walks that shop’s aisles', async ({
  page,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Léa',
    lastName: 'Favre',
    email: uniqueEmail('magasins'),
    password: 'mon-secret-1',
  });
  await page.request.post('/api/shopping-items', { data: { name: 'Pain' } });
  await page.goto('/dashboard/shopping');

  // « Gérer les magasins »: the first shop added is the one this phone shops in.
  await page.getByRole('button', { name: 'Gérer les magasins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vos magasins' });
  await dialog.getByLabel('Nom du nouveau magasin').fill('Migros Sion');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByRole('list', { name: 'Ordre des rayons à Migros Sion' })).toBeVisible();
  await dialog.getByLabel('Nom du nouveau magasin').fill('Marché');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByRole('list', { name: 'Ordre des rayons à Marché' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('combobox', { name: 'Magasin' })).toHaveValue(/.+/);
  await expect(page.getByRole('radio', { name: 'Par rayon' })).toBeChecked();
  await page.getByRole('checkbox', { name: /pain/i }).check();

  // Twice, the same walk: the dairy, then the frozen food, then the fresh produce.
  for (const trip of [1, 2]) {
    const names = ['Pommes', 'Yaourt', 'Petits pois surgelés'];
    for (const name of trip === 1 ? [...names, 'Fraises'] : names) {
      await page.request.post('/api/shopping-items', { data: { name } });
    }
    await page.reload();
    if (trip === 1) {
      // Strawberries at the market: they wait under « À acheter ailleurs ».
      await page.getByRole('button', { name: 'Magasin pour Fraises' }).click();
      await page.getByRole('menuitemradio', { name: 'Marché' }).click();
      await expect(
        page.getByRole('region', { name: 'À acheter ailleurs\u00a0: Marché' }),
      ).toBeVisible();
    }
    for (const name of [/yaourt/i, /pois/i, /pomme/i]) {
      await page.getByRole('checkbox', { name }).check();
      await expect(page.getByRole('checkbox', { name })).toBeChecked();
    }
    if (trip === 2) {
      await page.getByRole('button', { name: 'Supprimer cochés' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Supprimer', exact: true })
        .click();
    }
  }

  for (const name of ['Beurre', 'Carottes', 'Glace vanille']) {
    await page.request.post('/api/shopping-items', { data: { name } });
  }
  await page.reload();
  await expect(page.getByRole('region', { name: 'Crèmerie' })).toBeVisible();
  expect((await sections(page)).slice(0, 3)).toEqual(['Crèmerie', 'Surgelés', 'Fruits et légumes']);
  await page.screenshot({ path: 'test-results/shops-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Gérer les magasins' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Ordre appris lors de vos 2 derniers passages.',
  );
  await page.screenshot({ path: 'test-results/shops-dialog-390.png', fullPage: false });
});
