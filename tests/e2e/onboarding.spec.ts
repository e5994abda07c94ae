import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpInBrowser, uniqueEmail } from './support';

async function answerQuestionnaire(page: Page) {
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByText('Étape 1 sur 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  await page.getByLabel('Adultes').selectOption('2');
  await page.getByLabel('Enfants').selectOption('1');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // The exclusive 'none' rule: choosing another option unticks « Aucune », and back.
  await page.getByLabel('Aucune').check();
  await page.getByLabel('Végétarien').check();
  await expect(page.getByLabel('Aucune')).not.toBeChecked();
  await page.getByLabel('Sans gluten').check();
  await page.getByLabel('Aucune').check();
  await expect(page.getByLabel('Végétarien')).not.toBeChecked();
  await expect(page.getByLabel('Sans gluten')).not.toBeChecked();
  await page.getByLabel('Végétarien').check();
  await page.getByRole('button', { name: 'Suivant' }).click();

  await page.getByLabel('Aliments préférés').fill(' tomates, , basilic ,');
  await page.getByLabel('Aliments à éviter').fill('coriandre');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByLabel('Une fois par semaine')).toBeChecked();
  await page.getByLabel('Une fois par mois').check();
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
}

test('questionnaire → subscription → sandbox checkout → dashboard; portal cancellation closes it again', async ({
  page,
}) => {
  await signUpInBrowser(page, {
    firstName: 'Léa',
    lastName: 'Martin',
    email: uniqueEmail('abonnement'),
    password: 'mon-secret-1',
  });
  await answerQuestionnaire(page);

  const saved = await (await page.request.get('/api/preferences')).json();
  expect(saved).toMatchObject({
    adults: 2,
    children: 1,
    dietaryRestrictions: ['vegetarian'],
    preferredFoods: ['tomates', 'basilic'],
    avoidedFoods: ['coriandre'],
    shoppingFrequency: 'monthly',
  });

  // Before payment the dashboard is refused.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/subscription$/);
  // Opening the payment result directly activates nothing.
  await page.goto('/payment/success');
  await expect(
    page
      .getByRole('button', { name: 'Réessayer' })
      .or(page.getByRole('link', { name: 'Réessayer' })),
  ).toBeVisible({ timeout: 15_000 });
  expect((await (await page.request.get('/api/me')).json()).subscription.active).toBe(false);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Abonnement' })).toBeVisible();
  await expect(page.getByText('Sans engagement, annulez à tout moment')).toBeVisible();
  await page.getByRole('button', { name: 'Commencer maintenant' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('Mode test : aucun paiement réel')).toBeVisible();
  await page.getByRole('button', { name: 'Payer CHF 9.99' }).click();

  await expect(page.getByText('Paiement confirmé !')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });

  // An active subscriber opening /subscription goes to the dashboard, never to a second checkout.
  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/sandbox/portal');
  await page.getByRole('button', { name: 'Résilier immédiatement' }).click();
  await expect(page.getByText('Résilié')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/subscription$/);
});

test('FREE30 opens a 30-day trial on the sandbox checkout', async ({ page }) => {
  await signUpInBrowser(page, {
    firstName: 'Hugo',
    lastName: 'Roux',
    email: uniqueEmail('free30'),
    password: 'mon-secret-1',
  });
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Commencer maintenant' }).click();
  const promo = page.getByLabel('Code promo (facultatif)');
  await expect(promo).toHaveValue('');
  await expect(promo).not.toHaveAttribute('placeholder');
  await promo.fill('free30');
  // The price of today and the date of the first payment, as the code is typed.
  await expect(page.getByRole('status')).toHaveText(
    /^CHF 0 aujourd'hui, puis CHF 9\.99 le \S+ \d+ \S+ \d{4}$/,
  );
  const firstCharge = (await page.getByRole('status').textContent())!.split(' le ')[1];
  await page.getByRole('button', { name: 'Commencer l’essai gratuit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  expect((await (await page.request.get('/api/me')).json()).subscription.status).toBe('trialing');

  // The settings say the same: the plan, the trial, the first payment's date.
  await page.goto('/dashboard/settings');
  const subscription = page.getByRole('group', { name: 'Abonnement' });
  await expect(subscription.getByText('Période d’essai')).toBeVisible();
  await expect(
    subscription.getByText(`CHF 0 aujourd'hui, puis CHF 9.99 le ${firstCharge}`),
  ).toBeVisible();
});
