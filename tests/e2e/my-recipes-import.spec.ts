import { createServer, type Server } from 'node:http';
import { expect, test } from './fixtures';
import { subscribeInBrowser, uniqueEmail } from './support';

// « Mes recettes » on a phone (issue 27, items 3 and 4): a recipe imported from a link — a page
// this test serves itself on 127.0.0.1, let through by RECIPE_IMPORT_ALLOWED_HOSTS for its port
// only (playwright.config.ts) — with its JSON-LD in `@graph`, `HowToSection` steps and
// `PT1H15M`, reviewed in the editor and saved; then a recipe pasted from a message, scaled
// 4 → 6, planned and bought from the week's list like a catalogue recipe.
test.use({ viewport: { width: 390, height: 844 } });

const SITE_PORT = Number(process.env.E2E_RECIPE_SITE_PORT);
const RECIPE_PAGE = `http://127.0.0.1:${SITE_PORT}/recettes/tarte-fine-aux-poireaux`;

const RECIPE_JSON_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', '@id': `http://127.0.0.1:${SITE_PORT}/#website`, name: 'Le Potager' },
    {
      '@type': 'WebPage',
      '@id': `${RECIPE_PAGE}#webpage`,
      url: RECIPE_PAGE,
      name: 'Tarte fine aux poireaux - Le Potager',
    },
    {
      '@type': ['Recipe', 'NewsArticle'],
      '@id': `${RECIPE_PAGE}#recipe`,
      name: 'Tarte fine aux poireaux',
      description: 'Une tarte croustillante pour les soirs d’automne.',
      recipeYield: '6 personnes',
      prepTime: 'PT20M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H35M',
      recipeCategory: 'Plat principal',
      keywords: 'poireaux, automne',
      recipeIngredient: [
        '3 poireaux',
        '1 pâte feuilletée',
        '20 cl de crème fraîche',
        '100 g de gruyère râpé',
      ],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Les poireaux',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Émincer les poireaux.' },
            { '@type': 'HowToStep', text: 'Les faire fondre 15 minutes à la poêle.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'La tarte',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Étaler la pâte et garnir de poireaux et de crème.' },
            { '@type': 'HowToStep', text: 'Parsemer de gruyère et cuire 1 h 15 à 180 °C.' },
          ],
        },
      ],
    },
  ],
};

const RECIPE_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Tarte fine aux poireaux - Le Potager</title>
    <script type="application/ld+json">${JSON.stringify(RECIPE_JSON_LD)}</script>
  </head>
  <body><h1>Tarte fine aux poireaux</h1><p>Notre recette de saison.</p></body>
</html>`;

let site: Server;

test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/recettes/tarte-fine-aux-poireaux') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(RECIPE_HTML);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Introuvable');
  });
  await new Promise<void>((resolve, reject) => {
    site.once('error', reject);
    site.listen(SITE_PORT, '127.0.0.1', resolve);
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

test('a recipe imported from a link and one pasted from a message: reviewed, saved, scaled, planned, listed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await subscribeInBrowser(page, {
    firstName: 'Inès',
    lastName: 'Morel',
    email: uniqueEmail('import-recettes'),
    password: 'mon-secret-1',
  });
  await page.goto('/dashboard/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes recettes' })).toBeVisible();

  // A loopback address not allowed (the app's own port) is refused, in the dialog; the address
  // stays for a correction.
  await page.getByRole('button', { name: 'Importer depuis un lien' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Importer depuis un lien' });
  const address = linkDialog.getByRole('textbox', { name: /^Adresse de la recette/ });
  const refused = `http://127.0.0.1:${process.env.E2E_PORT}/recettes`;
  await address.fill(refused);
  await address.press('Enter');
  await expect(linkDialog.getByRole('alert')).toHaveText(
    'Popote ne peut pas ouvrir cette adresse\u00a0: elle mène à un réseau privé ou local, pas à un site public.',
  );
  await expect(address).toHaveValue(refused);

  // The page served here: read, and the editor opens prefilled for review.
  await address.fill(RECIPE_PAGE);
  await linkDialog.getByRole('button', { name: 'Importer' }).click();
  const review = page.getByRole('dialog', { name: 'Vérifier la recette importée' });
  await expect(review).toBeVisible();
  await expect(linkDialog).toBeHidden();
  await expect(review.getByRole('textbox', { name: 'Titre' })).toHaveValue(
    'Tarte fine aux poireaux',
  );
  await expect(review.getByRole('textbox', { name: 'Portions' })).toHaveValue('6');
  await expect(review.getByRole('textbox', { name: 'Préparation (min)' })).toHaveValue('20');
  await expect(review.getByRole('textbox', { name: 'Cuisson (min)' })).toHaveValue('75');
  await expect(review.getByRole('textbox', { name: /^Ingrédients/ })).toHaveValue(
    '3 poireaux\n1 pâte feuilletée\n20 cl de crème fraîche\n100 g de gruyère râpé',
  );
  await expect(review.getByRole('textbox', { name: /^Étapes/ })).toHaveValue(
    [
      // Each section's name opens its first step.
      'Les poireaux : Émincer les poireaux.',
      'Les faire fondre 15 minutes à la poêle.',
      'La tarte : Étaler la pâte et garnir de poireaux et de crème.',
      'Parsemer de gruyère et cuire 1 h 15 à 180 °C.',
    ].join('\n'),
  );
  await expect(review.getByRole('textbox', { name: 'Lien de la source' })).toHaveValue(RECIPE_PAGE);
  await review.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(review).toBeHidden();

  const tart = page.getByRole('listitem').filter({ hasText: 'Tarte fine aux poireaux' });
  await expect(tart.getByText('95 min')).toBeVisible();
  await expect(tart.getByText('6 pers.')).toBeVisible();
  await tart.getByRole('button', { name: 'Tarte fine aux poireaux' }).click();
  const view = page.getByRole('dialog', { name: 'Tarte fine aux poireaux' });
  await expect(view.getByText('20 cl de crème fraîche')).toBeVisible();
  await expect(
    view.getByRole('listitem').filter({ hasText: 'Parsemer de gruyère et cuire 1 h 15 à 180 °C.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  // A recipe pasted from a message.
  await page.getByRole('button', { name: 'Coller une recette' }).click();
  const pasteDialog = page.getByRole('dialog', { name: 'Coller une recette' });
  await pasteDialog
    .getByRole('textbox', { name: /^Texte de la recette/ })
    .fill(
      [
        'Le gratin de grand-mère',
        '',
        'Pour 4 personnes',
        'Préparation : 20 min',
        'Cuisson : 45 min',
        '',
        'Ingrédients :',
        '- 1 kg de pommes de terre',
        '- 50 cl de lait',
        '- 2 gousses d’ail',
        '',
        'Préparation :',
        '1. Préchauffez le four à 180 °C.',
        '2. Épluchez et tranchez les pommes de terre.',
        '3. Versez le lait et enfournez 45 minutes.',
      ].join('\n'),
    );
  await pasteDialog.getByRole('button', { name: 'Lire la recette' }).click();
  const pasted = page.getByRole('dialog', { name: 'Vérifier la recette importée' });
  await expect(pasted.getByRole('textbox', { name: 'Titre' })).toHaveValue(
    'Le gratin de grand-mère',
  );
  await expect(pasted.getByRole('textbox', { name: /^Ingrédients/ })).toHaveValue(
    '1 kg de pommes de terre\n50 cl de lait\n2 gousses d’ail',
  );
  await expect(pasted.getByRole('textbox', { name: /^Étapes/ })).toHaveValue(
    [
      'Préchauffez le four à 180 °C.',
      'Épluchez et tranchez les pommes de terre.',
      'Versez le lait et enfournez 45 minutes.',
    ].join('\n'),
  );
  await pasted.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(pasted).toBeHidden();

  const gratin = page.getByRole('listitem').filter({ hasText: 'Le gratin de grand-mère' });
  await expect(gratin.getByText('65 min')).toBeVisible();
  await expect(gratin.getByText('4 pers.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tarte fine aux poireaux' })).toBeVisible();

  // Scaled 4 → 6: every quantity follows.
  await page.getByRole('button', { name: 'Le gratin de grand-mère' }).click();
  const gratinView = page.getByRole('dialog', { name: 'Le gratin de grand-mère' });
  await expect(gratinView.getByText('1 kg de pommes de terre')).toBeVisible();
  await gratinView.getByRole('button', { name: 'Une portion de plus' }).click();
  await gratinView.getByRole('button', { name: 'Une portion de plus' }).click();
  await expect(gratinView.getByRole('group', { name: 'Portions' })).toContainText('6');
  await expect(gratinView.getByText('1,5 kg de pommes de terre')).toBeVisible();
  await expect(gratinView.getByText('75 cl de lait')).toBeVisible();
  await expect(gratinView.getByText('3 gousses d’ail')).toBeVisible();

  // Planned like a catalogue recipe, then the week's list built from it.
  await gratinView.getByRole('button', { name: 'Ajouter au planning' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planning/);
  await expect(page.getByLabel('Nom du plat')).toHaveValue('Le gratin de grand-mère');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Le gratin de grand-mère').first()).toBeVisible();
  await page.getByRole('button', { name: 'Générer la liste de courses' }).click();
  const listDialog = page.getByRole('dialog', { name: 'Générer la liste de courses' });
  await expect(listDialog.getByText('Pour 1 repas')).toBeVisible();
  await expect(listDialog.getByText('3 articles choisis')).toBeVisible();
  await listDialog.getByRole('button', { name: 'Ajouter à la liste' }).click();
  await expect(listDialog).toBeHidden();
  await page.getByRole('button', { name: 'Voir la liste' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shopping$/);
  // The 6 portions chosen in the recipe view are the plan's: 1,5 kg, not the recipe's 1 kg.
  await expect(page.getByRole('checkbox', { name: /^1,5 kg de pommes de terre/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '1 brique de lait · 75 cl' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '1 tête d’ail · 3 gousses' })).toBeVisible();
});
