import { expect, test } from './fixtures';
import { signInInBrowser, subscribeInBrowser, uniqueEmail } from './support';

const password = 'mon-secret-1';

test('a new subscriber is greeted by name, sees the tiles, the activation notification and the user menu', async ({
  page,
}) => {
  await subscribeInBrowser(page, {
    firstName: 'Léa',
    lastName: 'Martin',
    email: uniqueEmail('accueil'),
    password,
  });
  await expect(page.getByRole('heading', { name: 'Bonjour Léa !' })).toBeVisible();
  await expect(page.getByText('Bienvenue sur Popote, votre assistant culinaire.')).toBeVisible();
  await expect(page).toHaveTitle(/Tableau de bord/);
  for (const tile of [
    'Repas planifiés',
    'Articles de courses',
    'Recettes favorites',
    'Suggestions',
  ]) {
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(tile) })
        .first(),
    ).toBeVisible();
  }

  const bell = page.getByRole('button', { name: /Notifications/ });
  await expect(bell).toHaveAccessibleName(/1 non lue/);
  await bell.click();
  await expect(page.getByText('Abonnement activé')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).not.toHaveAccessibleName(/non lue/);

  const account = page.getByRole('button', { name: /Mon compte/ });
  await expect(account).toContainText('LM');
  await account.click();
  await page.getByRole('menuitem', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('menu')).toBeHidden();
});

test('on a phone the sidebar is a drawer that closes on navigation and on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await subscribeInBrowser(page, {
    firstName: 'Hugo',
    lastName: 'Petit',
    email: uniqueEmail('tiroir'),
    password,
  });
  const open = page.getByRole('button', { name: 'Ouvrir le menu' });
  await open.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await open.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Liste de courses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shopping$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('settings: profile saved, e-mail change asked, reset mail sent, data exported, account deleted', async ({
  page,
}) => {
  const email = uniqueEmail('reglages');
  await subscribeInBrowser(page, { firstName: 'Inès', lastName: 'Roux', email, password });
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();

  await page.getByLabel('Prénom').fill('Inès-Marie');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
  expect((await (await page.request.get('/api/profile')).json()).firstName).toBe('Inès-Marie');

  await page.getByLabel('Nouvelle adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe actuel').first().fill(password);
  await page
    .getByRole('region', { name: 'Compte' })
    .getByRole('button', { name: 'Changer d’email' })
    .click();
  await expect(
    page.getByText('Cette adresse email est déjà associée à votre compte'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
  await expect(
    page.getByText('Un email de réinitialisation du mot de passe a été envoyé'),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter mes données' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('popote-mes-donnees.json');

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mot de passe actuel').fill(password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInInBrowser(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');
});

test('on a phone the tab bar reaches the list in one tap, and nothing floating hides its last row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await subscribeInBrowser(page, {
    firstName: 'Noé',
    lastName: 'Favre',
    email: uniqueEmail('onglets'),
    password,
  });
  const names = Array.from({ length: 16 }, (_, index) => `Article ${index + 1}`);
  for (const name of names) {
    expect((await page.request.post('/api/shopping-items', { data: { name } })).ok()).toBe(true);
  }
  const tabs = page.getByRole('navigation', { name: 'Navigation rapide' });
  await expect(tabs.getByRole('link')).toHaveText(['Liste', 'Planning', 'Suggestions', 'Frigo']);
  await tabs.getByRole('link', { name: 'Liste de courses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shopping$/);
  await expect(tabs.getByRole('link', { name: 'Liste de courses' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rows = page.getByRole('main').getByRole('checkbox');
  await expect(rows).toHaveCount(names.length);

  // Scrolled to the end, the last row sits above the floating « Ajouter » and the tab bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await rows.last().locator('xpath=ancestor::li[1]').boundingBox();
  const add = await page.getByRole('button', { name: 'Ajouter', exact: true }).boundingBox();
  const bar = await tabs.boundingBox();
  expect(last && add && bar).toBeTruthy();
  expect(last!.y + last!.height).toBeLessThanOrEqual(add!.y);
  expect(add!.y + add!.height).toBeLessThanOrEqual(bar!.y);

  // « Plus » opens the drawer for the other pages.
  await tabs.getByRole('button', { name: 'Plus' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Favoris' }).click();
  await expect(page).toHaveURL(/\/dashboard\/favorites$/);
});
