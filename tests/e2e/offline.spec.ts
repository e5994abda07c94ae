import type { APIRequestContext, Page } from '@playwright/test';
import type { ItemList } from '../../src/shared/api';
import type { InventoryItem } from '../../src/shared/inventory';
import type { ShoppingItem } from '../../src/shared/shopping';
import { expect, test } from './fixtures';
import {
  mailFor,
  signUpInBrowser,
  subscribeInBrowser,
  uniqueEmail,
  waitForServiceWorker,
} from './support';

// The service worker is blocked for the other journeys (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The list as the server has it (the API is not affected by the page's offline mode). */
async function serverList(request: APIRequestContext) {
  const { items } = (await (
    await request.get('/api/shopping-items')
  ).json()) as ItemList<ShoppingItem>;
  return items
    .map((item) => `${item.name}${item.checked ? ' ✓' : ''}`)
    .sort((a, b) => a.localeCompare(b, 'fr'));
}

const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Hors ligne|synchronisées|attente/ });

test('offline, the list and the fridge open, take changes, and send them once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await subscribeInBrowser(page, {
    firstName: 'Léa',
    lastName: 'Fournier',
    email: uniqueEmail('hors-ligne'),
    password: 'mon-secret-1',
  });
  for (const name of ['Pain', 'Lait', 'Pommes']) {
    await page.request.post('/api/shopping-items', { data: { name } });
  }
  await page.request.post('/api/inventory-items', { data: { name: 'Yaourts', quantity: 4 } });
  await page.request.post('/api/inventory-items', { data: { name: 'Beurre doux', quantity: 1 } });
  await page.goto('/dashboard/inventory');
  await expect(page.getByText('Yaourts')).toBeVisible();
  await page.goto('/dashboard/shopping');
  await expect(page.getByRole('checkbox', { name: 'Pain' })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(banner(page)).toHaveText('Hors ligne');
  await page.getByRole('checkbox', { name: 'Pain' }).check();
  await page.getByRole('button', { name: 'Supprimer Lait' }).click();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('Beurre');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByRole('checkbox', { name: 'Beurre' })).toBeVisible();
  await expect(banner(page)).toHaveText('Hors ligne — 3 modifications en attente');
  // Nothing reached the server yet.
  expect(await serverList(page.request)).toEqual(['Lait', 'Pain', 'Pommes']);

  // A reload without network: the page, the list and the waiting changes are all still there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pain' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Beurre' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pomme' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Lait' })).toHaveCount(0);
  await expect(banner(page)).toHaveText('Hors ligne — 3 modifications en attente');

  // The fridge opens too, and takes a deletion and a correction.
  await page.getByRole('link', { name: 'Frigidaire' }).first().click();
  await expect(page.getByText('Yaourts')).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer Yaourts' }).click();
  await expect(page.getByText('Yaourts')).toHaveCount(0);
  await page.getByRole('button', { name: 'Modifier Beurre doux' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Quantité' }).fill('3');
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Beurre doux' })).toContainText(
    // Recognised by the server when it was added: « Beurre doux » is butter.
    '3 · Produits Laitiers',
  );
  await expect(banner(page)).toHaveText('Hors ligne — 5 modifications en attente');

  await context.setOffline(false);
  await expect(banner(page)).toHaveText('Modifications synchronisées');
  await expect.poll(() => serverList(page.request)).toEqual(['Beurre', 'Pain ✓', 'Pommes']);
  const fridge = (await (
    await page.request.get('/api/inventory-items')
  ).json()) as ItemList<InventoryItem>;
  expect(fridge.items).toEqual([expect.objectContaining({ name: 'Beurre doux', quantity: 3 })]);
  await expect(banner(page)).toHaveCount(0, { timeout: 6000 });

  await page.goto('/dashboard/shopping');
  await expect(page.getByRole('checkbox', { name: 'Pain' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Beurre' })).toBeVisible();

  // Signing out leaves nothing of the account on the device: offline, /dashboard knows no one.
  const kept = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('popote-offline:')),
    );
  expect((await kept()).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /Mon compte/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(kept).toEqual([]);
  await context.setOffline(true);
  await page.goto('/dashboard/shopping');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impossible de vérifier votre compte' }),
  ).toBeVisible();
  await expect(page.getByText('Pommes')).toHaveCount(0);
  await context.setOffline(false);
});

test('two members, one offline, end with the same list and everyone’s changes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('responsable-hl');
  const memberEmail = uniqueEmail('membre-hl');
  await subscribeInBrowser(page, {
    firstName: 'Camille',
    lastName: 'Rochat',
    email: ownerEmail,
    password: 'mon-secret-1',
  });
  for (const name of ['Pain', 'Œufs', 'Farine']) {
    await page.request.post('/api/shopping-items', { data: { name } });
  }
  await page.request.post('/api/household/invitations', { data: { email: memberEmail } });
  const mail = await mailFor(page.request, memberEmail, /vous invite à rejoindre son foyer/);
  const token = new URL(
    mail.links.find((link) => link.includes('/invitation?token='))!,
  ).searchParams.get('token');

  const otherDevice = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    locale: 'fr-CH',
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.78' },
  });
  const member = await otherDevice.newPage();
  await signUpInBrowser(member, {
    firstName: 'Noé',
    lastName: 'Rochat',
    email: memberEmail,
    password: 'mon-secret-2',
  });
  await expect(member).toHaveURL(/\/questionnaire$/);
  expect(
    (await member.request.post('/api/household/invitations/accept', { data: { token } })).ok(),
  ).toBe(true);
  await member.request.put('/api/preferences', {
    data: {
      adults: 2,
      children: 0,
      dietaryRestrictions: ['none'],
      preferredFoods: [],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    },
  });
  await member.goto('/dashboard/shopping');
  await expect(member.getByRole('checkbox', { name: 'Œuf' })).toBeVisible();
  await waitForServiceWorker(member);

  // The member goes offline in the shop: ticks the bread and the eggs, adds a litre of milk.
  await otherDevice.setOffline(true);
  await member.getByRole('checkbox', { name: 'Pain' }).check();
  await member.getByRole('checkbox', { name: 'Œuf' }).check();
  await member.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = member.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('lait');
  await dialog.getByRole('textbox', { name: 'Quantité' }).fill('1');
  await dialog.getByRole('combobox', { name: 'Unité' }).selectOption('l');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(banner(member)).toHaveText('Hors ligne — 3 modifications en attente');

  // Meanwhile, at home, the owner deletes the eggs and also adds milk.
  await page.goto('/dashboard/shopping');
  await page.getByRole('button', { name: 'Supprimer Œufs' }).click();
  await expect(page.getByRole('checkbox', { name: 'Œuf' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Nom' }).fill('lait');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Quantité' }).fill('1');
  await page.getByRole('dialog').getByRole('combobox', { name: 'Unité' }).selectOption('l');
  await page.getByRole('dialog').getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByRole('checkbox', { name: '1 brique de lait · 1 l' })).toBeVisible();

  // Back online: the tick of the deleted eggs is dropped without a word, the rest arrives.
  await otherDevice.setOffline(false);
  await expect(banner(member)).toHaveText('Modifications synchronisées');
  await expect(member.getByRole('alert')).toHaveCount(0);
  const expected = [
    '1 brique de lait · 1 l',
    '1 brique de lait · 1 l',
    '1 pain ✓',
    '1 paquet de farine',
  ];
  const labels = async (target: Page) => {
    const boxes = target.getByRole('checkbox');
    const names: string[] = [];
    for (const box of await boxes.all()) {
      const label = (
        await box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
      ).trim();
      names.push(`${label}${(await box.isChecked()) ? ' ✓' : ''}`);
    }
    return names.sort((a, b) => a.localeCompare(b, 'fr'));
  };
  await expect.poll(() => labels(member)).toEqual(expected);
  await expect.poll(() => labels(page)).toEqual(expected);
  expect(await serverList(page.request)).toEqual(['Farine', 'lait', 'lait', 'Pain ✓']);

  // Both litres of milk are kept, and « Par rayon » adds them up into one line.
  await member.getByText('Par rayon').click();
  await expect(member.getByRole('checkbox', { name: /2 briques de lait · 2 l/ })).toBeVisible();
  await otherDevice.close();
});
