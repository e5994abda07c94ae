import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

// « Mes recettes » on a phone (issue 27): a recipe written by hand with an ingredient Popote
// does not know, flagged, its food chosen; saved, found by a search, opened, scaled, deleted
// and brought back with « Annuler ».
test.use({ viewport: { width: 390, height: 844 } });

test('a recipe written by hand: unknown ingredient flagged and chosen, saved, searched, scaled, deleted and undone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribeInBrowser(page, {
    firstName: 'Maëlle',
    lastName: 'Roux',
    email: uniqueEmail('mes-recettes'),
    password: 'mon-secret-1',
  });

  // From the tab bar's « Plus »: the book, empty.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Plus' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Mes recettes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes recettes' })).toBeVisible();
  await expect(page.getByText('Aucune recette dans votre carnet pour l’instant.')).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle recette' }).last().click();
  const editor = page.getByRole('dialog', { name: 'Nouvelle recette' });
  await editor.getByRole('textbox', { name: 'Titre' }).fill('Gratin de topinambours');
  await editor.getByRole('textbox', { name: 'Portions' }).fill('2');
  await editor.getByRole('textbox', { name: 'Préparation (min)' }).fill('20');
  await editor.getByRole('textbox', { name: 'Cuisson (min)' }).fill('40');
  await editor
    .getByRole('textbox', { name: /^Ingrédients/ })
    .fill('200 g de topinambourgs\n2 œufs\n10 cl de crème');
  await expect(editor.getByText('Ingrédient non reconnu : 200 g de topinambourgs')).toBeVisible();
  await editor
    .getByRole('button', { name: 'Choisir topinambour pour « 200 g de topinambourgs »' })
    .click();
  await expect(editor.getByText(/Ingrédient non reconnu/)).toHaveCount(0);
  await expect(editor.getByText('200 g de topinambourgs : topinambour')).toBeVisible();
  await editor
    .getByRole('textbox', { name: /^Étapes/ })
    .fill('Enfourner 40 minutes.\nÉplucher et trancher.');
  await editor.getByRole('button', { name: 'Monter l’étape 2' }).click();
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editor).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: 'Gratin de topinambours' });
  await expect(card.getByText('Compatible avec le foyer')).toBeVisible();
  await expect(card.getByText('60 min')).toBeVisible();
  await expect(card.getByText('2 pers.')).toBeVisible();

  // Found by a line, accents ignored; not by another word.
  const search = page.getByRole('searchbox', { name: 'Rechercher une recette' });
  await search.fill('quiche');
  await expect(page.getByText('Aucune recette ne correspond à votre recherche.')).toBeVisible();
  await search.fill('CREME');
  await expect(page.getByRole('button', { name: 'Gratin de topinambours' })).toBeVisible();

  // Opened and scaled: 2 portions → 4.
  await page.getByRole('button', { name: 'Gratin de topinambours' }).click();
  const view = page.getByRole('dialog', { name: 'Gratin de topinambours' });
  await expect(view.getByText('200 g de topinambourgs')).toBeVisible();
  await expect(
    view.getByRole('listitem').filter({ hasText: 'Éplucher et trancher.' }),
  ).toBeVisible();
  await view.getByRole('button', { name: 'Une portion de plus' }).click();
  await view.getByRole('button', { name: 'Une portion de plus' }).click();
  await expect(view.getByRole('group', { name: 'Portions' })).toContainText('4');
  await expect(view.getByText('400 g de topinambourgs')).toBeVisible();
  await expect(view.getByText('4 œufs')).toBeVisible();

  // Deleted, then back with « Annuler ».
  await view.getByRole('button', { name: 'Supprimer' }).click();
  await expect(view).toBeHidden();
  await expect(page.getByRole('button', { name: 'Gratin de topinambours' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('button', { name: 'Gratin de topinambours' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Gratin de topinambours' })).toBeVisible();
});
