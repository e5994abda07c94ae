import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

// Issue 24, « Buyable »: a recipe's thyme, garlic and coriander reach the list in what a shop
// sells (a bouquet, a head), the exact need kept beside it, in every view and on paper.
test('a recipe’s thyme, garlic and coriander are listed in buyable units, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await subscribeInBrowser(page, {
    firstName: 'Inès',
    lastName: 'Morel',
    email: uniqueEmail('achetable'),
    password: 'mon-secret-1',
  });
  const added = await page.request.post('/api/shopping-items', {
    data: {
      recipeId: 'poulet-herbes',
      recipeTitle: 'Poulet aux herbes',
      lines: [
        '4 brins de thym',
        '12 gousses d’ail',
        '30 g de coriandre',
        '250 g de farine',
        '2 échalotes',
        '2 pincées de sel',
      ],
      includeStaples: true,
    },
  });
  expect(added.status()).toBe(201);

  await page.goto('/dashboard/shopping');
  await expect(page.getByRole('heading', { name: 'Liste de courses', level: 1 })).toBeVisible();
  const recipe = page.getByRole('region', { name: 'Poulet aux herbes' });
  const lines = [
    '1 bouquet de thym · 4 brins',
    '1 tête d’ail · 12 gousses',
    '1 bouquet de coriandre · 30 g',
    '1 paquet de farine · 250 g',
    '2 échalotes',
    '2 pincées de sel',
  ];
  for (const line of lines) {
    await expect(recipe.getByRole('checkbox', { name: line, exact: true })).toBeVisible();
  }

  await page.getByText('Par rayon').click();
  const greens = page.getByRole('region', { name: 'Fruits et légumes' });
  await expect(greens.getByRole('checkbox', { name: '1 bouquet de thym · 4 brins' })).toBeVisible();
  await expect(greens.getByRole('checkbox', { name: '1 tête d’ail · 12 gousses' })).toBeVisible();
  await expect(
    greens.getByRole('checkbox', { name: '1 bouquet de coriandre · 30 g' }),
  ).toBeVisible();
  await expect(page.getByText('4 brins de thym')).toHaveCount(0);

  // The line fits a phone: the text is not cut off sideways.
  const thyme = greens.getByText('1 bouquet de thym');
  const box = await thyme.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  // On paper too, the same buyable lines.
  await page.emulateMedia({ media: 'print' });
  const paper = page.getByTestId('printable-list');
  await expect(paper).toBeVisible();
  await expect(paper).toContainText('1 bouquet de thym · 4 brins');
  await expect(paper).toContainText('1 tête d’ail · 12 gousses');
  await expect(paper).toContainText('2 pincées de sel');
});
