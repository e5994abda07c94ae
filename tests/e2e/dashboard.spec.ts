import { expect, test } from './fixtures';
import { signInInBrowser, subscribeInBrowser, uniqueEmail, zurichDay } from './support';

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
  // Every short label whole, none cut with an ellipsis.
  for (const label of await tabs.locator('span').all()) {
    expect(await label.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
  }
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

test('on a phone the home knows the day: the next meal and when to start, what to eat first, the first steps', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await subscribeInBrowser(page, {
    firstName: 'Maëlle',
    lastName: 'Duc',
    email: uniqueEmail('aujourdhui'),
    password,
  });
  const main = page.getByRole('main');
  const steps = main.getByRole('region', { name: 'Premiers pas' });
  await expect(steps.getByText('0 sur 3')).toBeVisible();
  await expect(main.getByText('Rien n’est prévu pour les prochains jours.')).toBeVisible();
  await expect(main.getByText('Rien ne presse dans le frigo.')).toBeVisible();

  const meal = await page.request.post('/api/planned-meals', {
    data: {
      recipeId: 'chakchouka',
      recipeTitle: 'Chakchouka',
      date: zurichDay(1),
      time: '19:00',
      servings: 2,
      type: 'plat',
    },
  });
  expect(meal.status()).toBe(201);
  const cream = await page.request.post('/api/inventory-items', {
    data: { name: 'Crème', quantity: 0.5, unit: 'l', expirationDate: zurichDay(1) },
  });
  expect(cream.status()).toBe(201);
  const { id: creamId } = (await cream.json()) as { id: string };

  await page.reload();
  const tomorrow = main.getByRole('region', { name: 'Demain soir' });
  await expect(tomorrow).toContainText('Chakchouka · commencez à 18:25');
  const soon = main.getByRole('region', { name: 'À consommer vite' });
  await expect(soon.getByRole('listitem')).toHaveText([/Crème.*0,5\s?l.*Expire demain/]);
  await expect(steps.getByText('1 sur 3')).toBeVisible();
  await expect(
    steps.getByRole('link', { name: /Planifiez un premier repas \(fait\)/ }),
  ).toBeVisible();

  await soon.getByRole('link', { name: 'Que cuisiner avec ?' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/feed\\?fridge=1&priority=${creamId}$`));

  await page.goBack();
  await steps.getByRole('link', { name: /Ajoutez votre famille/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings#famille$/);
  await expect(page.getByRole('heading', { name: 'Ma famille' })).toBeInViewport();
});
