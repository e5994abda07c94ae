import { request as playwrightRequest } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail, zurichDay } from './support';

test('calendar feed: the private address opens in an iCal parser, and stops once revoked', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await subscribeInBrowser(page, {
    firstName: 'Inès',
    lastName: 'Morel',
    email: uniqueEmail('agenda'),
    password: 'mon-secret-1',
  });
  const date = zurichDay(1);
  await page.request.post('/api/planned-meals', {
    data: { recipeTitle: 'Gratin de courge', date, time: '19:00', servings: 4 },
  });

  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'Agenda du téléphone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vos repas dans votre agenda' });
  await dialog.getByRole('button', { name: 'Créer mon adresse privée' }).click();
  const field = dialog.getByLabel('Votre adresse privée');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  expect(url.startsWith(`${baseURL}/api/calendar/`)).toBe(true);
  await expect(dialog.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute(
    'href',
    url.replace(/^http:\/\//, 'webcal://'),
  );
  await dialog.getByRole('button', { name: 'Copier' }).click();
  await expect(dialog.getByText('Adresse copiée dans le presse-papiers.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A phone calendar: no cookie, just the address.
  const phone = await playwrightRequest.newContext();
  const feed = await phone.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events).toHaveLength(1);
  expect(events[0]!.summary).toBe('Dîner\u00a0: Gratin de courge');
  expect(events[0]!.description).toBe('Pour 4 personnes');
  const start = events[0]!.startDate.toJSDate();
  expect(
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Zurich',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(start),
  ).toBe(`${date} 19:00`);

  // A later visit: the address is no longer shown; revoking asks first.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Agenda du téléphone' }).click();
  await expect(dialog.getByText(/^Adresse active, créée le /)).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Révoquer l’adresse' }).click();
  await dialog.getByRole('button', { name: 'Révoquer', exact: true }).click();
  await expect(dialog.getByText('Adresse révoquée.')).toBeVisible();

  expect((await phone.get(url)).status()).toBe(404);
  await phone.dispose();
});
