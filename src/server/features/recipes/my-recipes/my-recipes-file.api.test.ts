// « Exporter mes recettes » and « Importer un fichier » (issue 27, « No lock-in »).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../../tests/support/test-app';
import type { ItemList } from '../../../../shared/api';
import { COLLECTION_LIMITS } from '../../../../shared/constants';
import type { MyRecipe, MyRecipeInput, MyRecipesFileImport } from '../../../../shared/my-recipes';
import { householdRecipes, rateLimits } from '../../../db/schema';
import type { SchemaOrgRecipe } from './recipe-file';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const blanquette: MyRecipeInput = {
  title: 'Blanquette de veau',
  dishType: 'plat',
  description: 'Celle de mamie.',
  servings: 4,
  preparationMinutes: 30,
  cookingMinutes: 75,
  difficulty: 'moyen',
  ingredients: [
    { text: '800 g de veau' },
    { text: '1 kg de topinambourgs', ingredientId: 'topinambour' },
  ],
  steps: ['Couper la viande.', 'Cuire 1 h 15.'],
  tags: ['famille', 'hiver'],
  sourceUrl: 'https://www.example.com/blanquette',
  notes: 'Ajouter un peu de citron.',
};
const mousse: MyRecipeInput = {
  title: 'Mousse au chocolat',
  dishType: 'dessert',
  servings: 6,
  ingredients: [{ text: '200 g de chocolat noir' }, { text: '6 œufs' }],
  steps: ['Fondre le chocolat.', 'Monter les blancs.'],
};

const exportBook = (cookie: string) =>
  t.app.request('/api/my-recipes/export', { headers: { Cookie: cookie } });
const importFile = (cookie: string, body: unknown) =>
  sendJson(t.app, 'POST', '/api/my-recipes/import/file', cookie, body);
const list = async (cookie: string) =>
  (
    (await (
      await t.app.request('/api/my-recipes', { headers: { Cookie: cookie } })
    ).json()) as ItemList<MyRecipe>
  ).items;
const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

/** What a member wrote, as the book answers it (ids and dates aside). */
const written = (recipe: MyRecipe) => ({
  title: recipe.title,
  dishType: recipe.dishType,
  description: recipe.description,
  servings: recipe.servings,
  preparationMinutes: recipe.preparationMinutes,
  cookingMinutes: recipe.cookingMinutes,
  difficulty: recipe.difficulty,
  ingredients: recipe.ingredients.map((line) => ({
    text: line.text,
    ingredientId: line.ingredientId,
  })),
  steps: recipe.steps,
  tags: recipe.tags,
  sourceUrl: recipe.sourceUrl,
  notes: recipe.notes,
});
const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

describe('« Exporter mes recettes »', () => {
  it('downloads the household’s book as schema.org Recipe objects, and no other household’s', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    for (const recipe of [blanquette, mousse])
      expect((await sendJson(t.app, 'POST', '/api/my-recipes', a.cookie, recipe)).status).toBe(201);
    await sendJson(t.app, 'POST', '/api/my-recipes', b.cookie, { ...mousse, title: 'Tarte de B' });

    const response = await exportBook(a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="popote-mes-recettes-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = (await response.json()) as SchemaOrgRecipe[];
    expect(file.map((recipe) => recipe.name).sort()).toEqual([
      'Blanquette de veau',
      'Mousse au chocolat',
    ]);
    expect(file.find((recipe) => recipe.name === 'Blanquette de veau')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      recipeYield: '4 personnes',
      prepTime: 'PT30M',
      cookTime: 'PT1H15M',
      recipeCategory: 'Plat principal',
      recipeIngredient: ['800 g de veau', '1 kg de topinambourgs'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Couper la viande.' },
        { '@type': 'HowToStep', text: 'Cuire 1 h 15.' },
      ],
      keywords: 'famille, hiver',
      url: 'https://www.example.com/blanquette',
      popote: { notes: 'Ajouter un peu de citron.' },
    });
    expect(JSON.stringify(file)).not.toContain('Tarte de B');

    const empty = await exportBook((await subscribedUser(t.app, t.db)).cookie);
    expect(await empty.json()).toEqual([]);
  });

  it('gives back the same recipes once imported into another household (round trip)', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    for (const recipe of [blanquette, mousse])
      await sendJson(t.app, 'POST', '/api/my-recipes', a.cookie, recipe);
    const file = await (await exportBook(a.cookie)).json();

    const imported = await importFile(b.cookie, file);
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ created: 2, skipped: 0 } satisfies MyRecipesFileImport);
    expect((await list(b.cookie)).map(written).sort(byTitle)).toEqual(
      (await list(a.cookie)).map(written).sort(byTitle),
    );
  });
});

describe('« Importer un fichier »', () => {
  it('creates the valid recipes, skips the invalid entries, and accepts one Recipe or a @graph', async () => {
    const a = await subscribedUser(t.app, t.db);
    const mixed = await importFile(a.cookie, [
      {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Quiche',
        recipeIngredient: ['3 œufs'],
      },
      { '@type': 'Recipe', recipeIngredient: ['sans nom'] },
      { '@type': 'Person', name: 'Albane' },
      'texte',
    ]);
    expect(mixed.status).toBe(200);
    expect(await mixed.json()).toEqual({ created: 1, skipped: 3 });

    const single = await importFile(a.cookie, {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tarte aux pommes',
      recipeYield: '8 parts',
      recipeCategory: 'Dessert',
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Cuire.' }],
    });
    expect(await single.json()).toEqual({ created: 1, skipped: 0 });

    const graph = await importFile(a.cookie, {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Un blog' },
        { '@type': 'Recipe', name: 'Velouté', totalTime: 'PT45M', recipeCategory: 'Entrée' },
      ],
    });
    expect(await graph.json()).toEqual({ created: 1, skipped: 0 });

    const book = await list(a.cookie);
    expect(book.map((recipe) => recipe.title).sort()).toEqual([
      'Quiche',
      'Tarte aux pommes',
      'Velouté',
    ]);
    expect(book.find((recipe) => recipe.title === 'Tarte aux pommes')).toMatchObject({
      dishType: 'dessert',
      servings: 8,
      steps: ['Cuire.'],
    });
    expect(book.find((recipe) => recipe.title === 'Velouté')).toMatchObject({
      dishType: 'entrée',
      preparationMinutes: 45,
    });
  });

  it('refuses what is no recipe file: no recipe at all, not JSON, not a list or an object', async () => {
    const a = await subscribedUser(t.app, t.db);
    const none = await importFile(a.cookie, { '@type': 'WebSite', name: 'Un blog' });
    expect(none.status).toBe(422);
    expect((await errorCode(none)).code).toBe('RECIPE_FILE_EMPTY');
    expect((await importFile(a.cookie, [])).status).toBe(422);
    const invalid = await importFile(a.cookie, [{ '@type': 'Recipe', name: 42 }, 'texte']);
    expect(invalid.status).toBe(422);
    expect((await errorCode(invalid)).message).toBe(
      'Aucune recette à importer dans ce fichier. Choisissez un fichier JSON exporté depuis Popote ou une autre application de recettes.',
    );
    for (const bad of ['texte', 42, null])
      expect((await importFile(a.cookie, bad)).status).toBe(400);
    const broken = await t.app.request('/api/my-recipes/import/file', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, Cookie: a.cookie },
      body: '[{"@type": "Recipe",',
    });
    expect(broken.status).toBe(400);
    expect(await list(a.cookie)).toEqual([]);
  });

  it('accepts a file of up to 2 Mo and 1 000 recipes, and refuses a larger one', async () => {
    const a = await subscribedUser(t.app, t.db);
    // Well above the API's usual body limit, below the file's.
    const filler = 'x'.repeat(900);
    const large = Array.from({ length: 600 }, (_, index) => ({
      '@type': 'Recipe',
      name: `Recette ${index}`,
      description: filler,
    }));
    expect(JSON.stringify(large).length).toBeGreaterThan(512 * 1024);
    const accepted = await importFile(a.cookie, large);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ created: 600, skipped: 0 });

    const tooLarge = await importFile(a.cookie, [
      { '@type': 'Recipe', name: 'Énorme', description: 'x'.repeat(2 * 1024 * 1024) },
    ]);
    expect(tooLarge.status).toBe(413);
    expect((await errorCode(tooLarge)).code).toBe('RECIPE_FILE_TOO_LARGE');

    const tooMany = await importFile(
      a.cookie,
      Array.from({ length: 1001 }, (_, index) => ({ '@type': 'Recipe', name: `R${index}` })),
    );
    expect(tooMany.status).toBe(400);
    expect((await list(a.cookie)).length).toBe(600);
  });

  it('refuses a file that would overflow the book (409), and creates nothing', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db.insert(householdRecipes).values(
      Array.from({ length: COLLECTION_LIMITS.householdRecipes - 1 }, (_, index) => ({
        householdId: a.householdId,
        title: `Recette ${index}`,
        dishType: 'plat' as const,
        servings: 4,
        difficulty: 'facile' as const,
      })),
    );
    const refused = await importFile(a.cookie, [
      { '@type': 'Recipe', name: 'Quiche' },
      { '@type': 'Recipe', name: 'Tarte' },
    ]);
    expect(refused.status).toBe(409);
    const error = await errorCode(refused);
    expect(error.code).toBe('MY_RECIPES_IMPORT_LIMIT');
    expect(error.message).toContain('2\u00a0recettes');
    expect(error.message).toContain('1\u00a0recette ');
    expect(
      await t.db.$count(householdRecipes, eq(householdRecipes.householdId, a.householdId)),
    ).toBe(COLLECTION_LIMITS.householdRecipes - 1);

    const fits = await importFile(a.cookie, [{ '@type': 'Recipe', name: 'Quiche' }]);
    expect(await fits.json()).toEqual({ created: 1, skipped: 0 });
  });

  it('is rate-limited per household', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const file = [{ '@type': 'Recipe', name: 'Quiche' }];
    for (let index = 0; index < 10; index += 1)
      expect((await importFile(a.cookie, file)).status).toBe(200);
    expect((await importFile(a.cookie, file)).status).toBe(429);
    expect((await importFile(b.cookie, file)).status).toBe(200);
  });
});
