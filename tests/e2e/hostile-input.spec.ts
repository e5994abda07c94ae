import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

const HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';

test('a shopping item named with HTML is shown as text, and none of it runs', async ({ page }) => {
  await subscribeInBrowser(page, {
    firstName: 'Yann',
    lastName: 'Le Gall',
    email: uniqueEmail('hostile'),
    password: 'mon-secret-1',
  });
  await page.goto('/dashboard/shopping');
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
  await dialog.getByLabel('Nom').fill(HOSTILE);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();

  const pwned = () => page.evaluate(() => (window as { __pwned?: number }).__pwned);
  // As typed, on the list; then as the server answers it, after a reload.
  for (const moment of ['added', 'reloaded']) {
    // The list is in the page twice: on screen, and the paper list only print shows.
    await expect(page.getByText(HOSTILE).filter({ visible: true }), moment).toBeVisible();
    await expect(page.locator('img[src="x"]'), moment).toHaveCount(0);
    await expect(page.locator('main script'), moment).toHaveCount(0);
    expect(await pwned(), moment).toBeUndefined();
    if (moment === 'added') await page.reload();
  }
});
