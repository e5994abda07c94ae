import { expect, test } from './fixtures';

test.describe('page introuvable', () => {
  test('an unknown address shows the French 404 page with its two ways out', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page introuvable');
    await expect(page).toHaveTitle(/Popote/);
    const home = page.getByRole('link', { name: 'Retour à l’accueil' });
    const dashboard = page.getByRole('link', { name: 'Aller au tableau de bord' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(dashboard).toHaveAttribute('href', '/dashboard');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the 404 page fits a phone screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/inconnue');
    await expect(page.getByRole('link', { name: 'Aller au tableau de bord' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the API health answers through the served app', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});
