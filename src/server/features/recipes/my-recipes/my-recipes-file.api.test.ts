// « Exporter mes recettes » and « Importer un fichier » (issue 27, « No lock-in »).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../../tests/support/test-app';
import type { ItemList } from '../../../../shared/api';
import { COLLECTION_LIMITS } from '../../../../shared/constants';
import {
  MY_RECIPE_PHOTO,
  RECIPE_FILE_MAX_BYTES,
  type MyRecipe,
  type MyRecipeInput,
  type MyRecipesFileImport,
} from '../../../../shared/my-recipes';
import { householdRecipes, rateLimits } from '../../../db/schema';
import type { SchemaOrgRecipe } from './recipe-file';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
beforeAll(async () => {
  // The photos of the book go to a folder of this file's own.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'popote-book-file-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
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
    expect(await imported.json()).toEqual({
      created: 2,
      skipped: 0,
      photosSkipped: 0,
    } satisfies MyRecipesFileImport);
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
    expect(await mixed.json()).toEqual({ created: 1, skipped: 3, photosSkipped: 0 });

    const single = await importFile(a.cookie, {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tarte aux pommes',
      recipeYield: '8 parts',
      recipeCategory: 'Dessert',
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Cuire.' }],
    });
    expect(await single.json()).toEqual({ created: 1, skipped: 0, photosSkipped: 0 });

    const graph = await importFile(a.cookie, {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Un blog' },
        { '@type': 'Recipe', name: 'Velouté', totalTime: 'PT45M', recipeCategory: 'Entrée' },
      ],
    });
    expect(await graph.json()).toEqual({ created: 1, skipped: 0, photosSkipped: 0 });

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

  it('accepts a file of up to 100 Mo and 1 000 recipes, and refuses a larger one', async () => {
    const a = await subscribedUser(t.app, t.db);
    // Well above the API's usual body limit and the file's former 2 Mo, below the file's.
    const filler = 'x'.repeat(5000);
    const large = Array.from({ length: 600 }, (_, index) => ({
      '@type': 'Recipe',
      name: `Recette ${index}`,
      description: filler,
    }));
    expect(JSON.stringify(large).length).toBeGreaterThan(2 * 1024 * 1024);
    const accepted = await importFile(a.cookie, large);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ created: 600, skipped: 0, photosSkipped: 0 });

    // A larger file is refused on its declared length, before it is read…
    const declared = await t.app.request('/api/my-recipes/import/file', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(RECIPE_FILE_MAX_BYTES + 1),
        Origin: TEST_BASE_URL,
        Cookie: a.cookie,
      },
      body: '[]',
    });
    expect(declared.status).toBe(413);
    expect((await errorCode(declared)).code).toBe('RECIPE_FILE_TOO_LARGE');
    // … and, sent without one (chunked), as soon as it goes past the limit.
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('[{"@type": "Recipe", "name": "Énorme", "description": "'),
        );
      },
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > RECIPE_FILE_MAX_BYTES + chunk.byteLength) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const tooLarge = await t.app.request('/api/my-recipes/import/file', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, Cookie: a.cookie },
      body: endless,
      duplex: 'half',
    } as RequestInit);
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
    expect(await fits.json()).toEqual({ created: 1, skipped: 0, photosSkipped: 0 });
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

describe('« Mes recettes » files: the photos', () => {
  /** A small image of `format`, made here (no fixture file). */
  const image = (format: 'jpeg' | 'png' | 'webp', width = 40, height = 30) =>
    sharp({ create: { width, height, channels: 3, background: '#c8553d' } })
      .toFormat(format)
      .toBuffer();
  const dataUrl = (type: string, bytes: Buffer) =>
    `data:${type};base64,${bytes.toString('base64')}`;
  const putPhoto = async (cookie: string, id: string, bytes: Buffer, type = 'image/jpeg') => {
    const response = await t.app.request(`/api/my-recipes/${id}/photo`, {
      method: 'PUT',
      headers: { 'Content-Type': type, Origin: TEST_BASE_URL, Cookie: cookie },
      body: new Uint8Array(bytes),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as MyRecipe;
  };
  const create = async (cookie: string, recipe: MyRecipeInput) => {
    const response = await sendJson(t.app, 'POST', '/api/my-recipes', cookie, recipe);
    expect(response.status).toBe(201);
    return (await response.json()) as MyRecipe;
  };
  const photoBytes = async (cookie: string, url: string) => {
    const response = await t.app.request(url, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    return Buffer.from(await response.arrayBuffer());
  };
  const photoCount = (householdId: string) =>
    t.db.$count(
      householdRecipes,
      and(eq(householdRecipes.householdId, householdId), isNotNull(householdRecipes.photoKey)),
    );

  it('exports each photo as a WebP data URL of the stored bytes', async () => {
    const a = await subscribedUser(t.app, t.db);
    const withPhoto = await putPhoto(
      a.cookie,
      (await create(a.cookie, blanquette)).id,
      await image('png', 64, 48),
      'image/png',
    );
    await create(a.cookie, mousse);

    const response = await exportBook(a.cookie);
    expect(response.status).toBe(200);
    const file = (await response.json()) as SchemaOrgRecipe[];
    const exported = file.find((recipe) => recipe.name === 'Blanquette de veau')!;
    expect(exported.image).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(exported.image!.slice('data:image/webp;base64,'.length), 'base64');
    expect(bytes).toEqual(await photoBytes(a.cookie, withPhoto.photoUrl!));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(file.find((recipe) => recipe.name === 'Mousse au chocolat')).not.toHaveProperty('image');
  });

  it('streams the export compressed when the client accepts it', async () => {
    const a = await subscribedUser(t.app, t.db);
    const recipe = await create(a.cookie, blanquette);
    await putPhoto(a.cookie, recipe.id, await image('jpeg'));
    const plain = await exportBook(a.cookie);
    const text = await plain.text();
    const zipped = await t.app.request('/api/my-recipes/export', {
      headers: { Cookie: a.cookie, 'Accept-Encoding': 'gzip' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Cache-Control')).toBe('no-store');
    const unzipped = await new Response(
      zipped.body!.pipeThrough(new DecompressionStream('gzip')),
    ).text();
    expect(JSON.parse(unzipped)).toEqual(JSON.parse(text));
  });

  it('brings the photos back into another household (a fresh account), under its own keys', async () => {
    const a = await subscribedUser(t.app, t.db);
    const first = await putPhoto(
      a.cookie,
      (await create(a.cookie, blanquette)).id,
      await image('jpeg', 80, 60),
    );
    await putPhoto(a.cookie, (await create(a.cookie, mousse)).id, await image('webp', 30, 40));
    const file = await (await exportBook(a.cookie)).json();

    const b = await subscribedUser(t.app, t.db);
    const imported = await importFile(b.cookie, file);
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ created: 2, skipped: 0, photosSkipped: 0 });
    const book = (await list(b.cookie)).sort(byTitle);
    expect(book.map(written)).toEqual((await list(a.cookie)).map(written).sort(byTitle));
    const sizes = [];
    for (const recipe of book) {
      expect(recipe.photoUrl).toMatch(new RegExp(`^/api/my-recipes/${recipe.id}/photo\\?v=`));
      const { format, width, height } = await sharp(
        await photoBytes(b.cookie, recipe.photoUrl!),
      ).metadata();
      sizes.push({ format, width, height });
    }
    expect(sizes).toEqual([
      { format: 'webp', width: 80, height: 60 },
      { format: 'webp', width: 30, height: 40 },
    ]);
    const keys = await t.db
      .select({ key: householdRecipes.photoKey })
      .from(householdRecipes)
      .where(eq(householdRecipes.householdId, b.householdId));
    expect(keys.every(({ key }) => key?.startsWith(`${b.householdId}/`))).toBe(true);
    // The two books' photos are their own: A's stays when B removes its copy.
    const copy = book.find((recipe) => recipe.title === 'Blanquette de veau')!;
    await t.app.request(`/api/my-recipes/${copy.id}/photo`, {
      method: 'DELETE',
      headers: { Origin: TEST_BASE_URL, Cookie: b.cookie },
    });
    await photoBytes(a.cookie, first.photoUrl!);
  });

  it('takes JPEG, PNG and WebP data URLs, as a text, a list or an ImageObject, re-encoded as WebP', async () => {
    const a = await subscribedUser(t.app, t.db);
    const imported = await importFile(a.cookie, [
      { '@type': 'Recipe', name: 'Quiche', image: dataUrl('image/jpeg', await image('jpeg')) },
      {
        '@type': 'Recipe',
        name: 'Tarte',
        image: ['https://www.example.com/tarte.jpg', dataUrl('image/png', await image('png'))],
      },
      {
        '@type': 'Recipe',
        name: 'Soupe',
        image: { '@type': 'ImageObject', contentUrl: dataUrl('image/webp', await image('webp')) },
      },
    ]);
    expect(await imported.json()).toEqual({ created: 3, skipped: 0, photosSkipped: 0 });
    for (const recipe of await list(a.cookie))
      expect(await sharp(await photoBytes(a.cookie, recipe.photoUrl!)).metadata()).toMatchObject({
        format: 'webp',
        width: 40,
        height: 30,
      });
  });

  it('keeps a recipe whose photo is no image, or over 5 Mo, without it, and counts the photo', async () => {
    const a = await subscribedUser(t.app, t.db);
    const text = Buffer.from('Ceci n’est pas une photo');
    const imported = await importFile(a.cookie, [
      { '@type': 'Recipe', name: 'Texte', image: dataUrl('image/jpeg', text) },
      { '@type': 'Recipe', name: 'Pas une image', image: dataUrl('text/plain', text) },
      {
        '@type': 'Recipe',
        name: 'Trop lourde',
        image: dataUrl('image/jpeg', Buffer.alloc(MY_RECIPE_PHOTO.maxBytes + 1)),
      },
      { '@type': 'Recipe', name: 'Bonne', image: dataUrl('image/jpeg', await image('jpeg')) },
    ]);
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ created: 4, skipped: 0, photosSkipped: 3 });
    const book = await list(a.cookie);
    expect(
      Object.fromEntries(book.map((recipe) => [recipe.title, recipe.photoUrl !== null])),
    ).toEqual({ Texte: false, 'Pas une image': false, 'Trop lourde': false, Bonne: true });
  });

  it('keeps the household under its 500 photos: the recipes past the cap come without theirs', async () => {
    const a = await subscribedUser(t.app, t.db);
    await t.db.insert(householdRecipes).values(
      Array.from({ length: MY_RECIPE_PHOTO.maxPerHousehold - 1 }, (_, index) => ({
        householdId: a.householdId,
        title: `Recette ${index}`,
        dishType: 'plat' as const,
        servings: 4,
        difficulty: 'facile' as const,
        photoKey: `${a.householdId}/${randomUUID()}.webp`,
      })),
    );
    const photo = dataUrl('image/jpeg', await image('jpeg'));
    const imported = await importFile(
      a.cookie,
      ['Quiche', 'Tarte', 'Soupe'].map((name) => ({ '@type': 'Recipe', name, image: photo })),
    );
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ created: 3, skipped: 0, photosSkipped: 2 });
    expect(await photoCount(a.householdId)).toBe(MY_RECIPE_PHOTO.maxPerHousehold);
    const withPhoto = (await list(a.cookie)).filter(
      (recipe) => ['Quiche', 'Tarte', 'Soupe'].includes(recipe.title) && recipe.photoUrl,
    );
    expect(withPhoto.map((recipe) => recipe.title)).toEqual(['Quiche']);
  });

  it('never fetches a photo named by its address: the recipe comes without it', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/quiche.jpg`;
    try {
      const a = await subscribedUser(t.app, t.db);
      const imported = await importFile(a.cookie, [
        { '@type': 'Recipe', name: 'Quiche', image: address },
        { '@type': 'Recipe', name: 'Tarte', image: { '@type': 'ImageObject', url: address } },
      ]);
      expect(await imported.json()).toEqual({ created: 2, skipped: 0, photosSkipped: 2 });
      expect((await list(a.cookie)).map((recipe) => recipe.photoUrl)).toEqual([null, null]);
      expect(requests).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
