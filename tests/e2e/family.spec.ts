import { expect, test } from './fixtures';
import { mailFor, subscribeInBrowser, uniqueEmail } from './support';

test('an invited member joins by mail, shares the list live, and loses it once removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerEmail = uniqueEmail('responsable');
  const memberEmail = uniqueEmail('membre');
  await subscribeInBrowser(page, {
    firstName: 'Camille',
    lastName: 'Rochat',
    email: ownerEmail,
    password: 'mon-secret-1',
  });
  await page.request.post('/api/shopping-items', { data: { name: 'Pain' } });

  // The owner invites from « Ma famille ».
  await page.goto('/dashboard/settings');
  const family = page.getByRole('region', { name: 'Ma famille' });
  await family.getByRole('textbox', { name: 'Inviter un membre' }).fill(memberEmail);
  await family.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Invitation envoyée à ${memberEmail}.`)).toBeVisible();
  await expect(family.getByRole('list', { name: 'Invitations en attente' })).toContainText(
    memberEmail,
  );

  // The invitee opens the mail's link on another device, signs up and joins.
  const mail = await mailFor(page.request, memberEmail, /vous invite à rejoindre son foyer/);
  const link = mail.links.find((candidate) => candidate.includes('/invitation?token='))!;
  const otherDevice = await browser.newContext({
    baseURL: new URL(link).origin,
    locale: 'fr-CH',
    extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.77' },
  });
  const member = await otherDevice.newPage();
  await member.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    member.getByRole('heading', { level: 1, name: 'Rejoindre le foyer de Camille' }),
  ).toBeVisible();
  await member.getByRole('link', { name: 'Créer un compte' }).click();
  await member.getByLabel('Prénom').fill('Noé');
  await member.getByLabel('Nom', { exact: true }).fill('Rochat');
  // The invited address is written in, and stays as it is.
  await expect(member.getByLabel('Email')).toHaveValue(memberEmail);
  await expect(member.getByLabel('Email')).not.toBeEditable();
  await member.getByLabel('Mot de passe', { exact: true }).fill('mon-secret-2');
  await member.getByRole('button', { name: 'Créer mon compte' }).click();
  await member.getByRole('button', { name: 'Rejoindre le foyer' }).click();

  // The household answered the questionnaire: straight to the dashboard, no payment. Noé says
  // in « Ma famille » that a nut allergy concerns him.
  await expect(member).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  // Joining with the mailed link confirmed the address: no confirmation mail to follow.
  expect((await (await member.request.get('/api/me')).json()).user.emailVerified).toBe(true);
  await member.goto('/dashboard/settings');
  await member.getByRole('button', { name: 'Ajouter une restriction' }).click();
  const adding = member.getByRole('dialog', { name: 'Ajouter une restriction' });
  // The chips are labels around a hidden input: tapped as a user taps them.
  await adding.getByText('Sans fruits à coque', { exact: true }).click();
  await expect(adding.getByLabel('Sans fruits à coque')).toBeChecked();
  await expect(adding).toContainText('arachides');
  await adding.getByRole('checkbox', { name: /^Noé/ }).check();
  await expect(adding.getByRole('checkbox', { name: /^Tout le foyer/ })).not.toBeChecked();
  await adding.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(adding).toBeHidden();
  await expect(
    member.getByRole('list', { name: 'Restrictions et allergies du foyer' }),
  ).toContainText('Sans fruits à coque');

  // Both see the same list; a check-off on one screen appears on the other within a second.
  await member.goto('/dashboard/shopping');
  await page.goto('/dashboard/shopping');
  const theirs = member.getByRole('checkbox', { name: 'Pain' });
  await expect(theirs).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Pain' }).check();
  await expect(theirs).toBeChecked({ timeout: 2000 });
  await member.request.post('/api/shopping-items', { data: { name: 'Lait' } });
  await expect(page.getByRole('checkbox', { name: 'Lait' })).toBeVisible({ timeout: 2000 });

  // The owner sees the member and their diet, and removes them.
  await page.goto('/dashboard/settings');
  const members = family.getByRole('list', { name: 'Membres du foyer' });
  await expect(members).toContainText('Noé Rochat');
  await expect(family.getByRole('list', { name: 'Restrictions de Noé' })).toContainText(
    'Sans fruits à coque',
  );
  await family.getByRole('button', { name: 'Retirer Noé du foyer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByText('Noé ne fait plus partie du foyer.')).toBeVisible();

  // Refused at once: the household's rows are out of reach, and the open page leaves for the
  // subscription page.
  expect((await member.request.get('/api/shopping-items')).status()).toBe(402);
  await expect(member).toHaveURL(/\/subscription$/, { timeout: 5000 });
  await otherDevice.close();
});
