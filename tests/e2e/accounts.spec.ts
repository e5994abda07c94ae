import { expect, test } from './fixtures';
import { mailFor, signInInBrowser, signUpInBrowser, uniqueEmail } from './support';

const password = 'mon-secret-1';

test('a new household signs up, lands on the questionnaire, confirms its address and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('inscription');
  await signUpInBrowser(page, { firstName: 'Léa', lastName: 'Martin', email, password });
  await expect(page).toHaveURL(/\/questionnaire$/);

  const mail = await mailFor(page.request, email, /Confirmez votre adresse e-mail/);
  await page.goto(mail.links[0]!);
  await expect(page).toHaveURL(/\/auth\/email-confirmation\?status=verified$/);
  await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();

  await page.goto('/questionnaire');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/questionnaire');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password shows « Email ou mot de passe incorrect », the right one opens the account', async ({
  page,
}) => {
  const email = uniqueEmail('connexion');
  await signUpInBrowser(page, { firstName: 'Hugo', lastName: 'Bernard', email, password });
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInInBrowser(page, email, 'pas-le-bon');
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
});

test('sign-up shows the rules inline and the server’s refusal of a taken address', async ({
  page,
}) => {
  const email = uniqueEmail('doublon');
  await signUpInBrowser(page, { firstName: 'Inès', lastName: 'Roux', email, password });
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();

  await page.goto('/auth');
  await page
    .getByRole('button', { name: 'Créer un compte' })
    .or(page.getByRole('link', { name: 'Créer un compte' }))
    .first()
    .click();
  await page.getByLabel('Mot de passe', { exact: true }).fill('123');
  await page.getByLabel('Mot de passe', { exact: true }).blur();
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();

  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Roux');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert')).toContainText('Cette adresse email est déjà utilisée');
});

test('a forgotten password is reset through the mailed link, then the new one signs in', async ({
  page,
}) => {
  const email = uniqueEmail('oubli');
  await signUpInBrowser(page, { firstName: 'Noé', lastName: 'Petit', email, password });
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await page.getByLabel('Email').fill('inconnu@example.com');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByRole('alert')).toContainText("Cette adresse email n'est pas inscrite");

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByText('Email envoyé !')).toBeVisible();

  const mail = await mailFor(page.request, email, /Réinitialisation de votre mot de passe/);
  await page.goto(mail.links.find((link) => link.includes('/auth/reset-password?token='))!);
  await page.getByLabel('Nouveau mot de passe').fill('tout-nouveau');
  await page.getByLabel('Confirmez le mot de passe').fill('tout-nouveau');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié')).toBeVisible();

  await signInInBrowser(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');
  await signInInBrowser(page, email, 'tout-nouveau');
  await expect(page).toHaveURL(/\/questionnaire$/);
});

test('the dashboard sends a visitor to /auth and a new account to the questionnaire', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  const email = uniqueEmail('tableau');
  await signUpInBrowser(page, { firstName: 'Zoé', lastName: 'Blanc', email, password });
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.goto('/dashboard/shopping');
  await expect(page).toHaveURL(/\/questionnaire$/);
});

test('a session ended elsewhere shows « Session expirée. Veuillez vous reconnecter. » at the next action', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('expiree');
  await signUpInBrowser(page, { firstName: 'Jules', lastName: 'Faure', email, password });
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.goto('/auth/email-confirmation');
  const resend = page.getByRole('button', { name: 'Renvoyer l’email' });
  await expect(resend).toBeVisible();

  // The same person signs in on another device and signs out there: every session ends.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInInBrowser(otherPage, email, password);
  await expect(otherPage).toHaveURL(/\/questionnaire$/);
  await otherPage.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(otherPage).toHaveURL(/\/$/);
  await other.close();

  await resend.click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Session expirée. Veuillez vous reconnecter.')).toBeVisible();
});
