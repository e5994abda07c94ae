import { describe, expect, it } from 'vitest';
import { myRecipeInputSchema, type MyRecipeValues } from '../../../../shared/my-recipes';
import {
  filePhotoBytes,
  fromSchemaOrgRecipe,
  isoDuration,
  photoDataUrl,
  photoOf,
  readRecipeFile,
  recipeFileSchema,
  toSchemaOrgRecipe,
} from './recipe-file';

const values = (input: Parameters<typeof myRecipeInputSchema.parse>[0]): MyRecipeValues =>
  myRecipeInputSchema.parse(input);

const blanquette = values({
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
    { text: 'Sel & poivre' },
  ],
  steps: ['Couper la viande.', 'Cuire 1 h 15.'],
  tags: ['famille', 'hiver'],
  sourceUrl: 'https://www.example.com/blanquette',
  notes: 'Ajouter un peu de citron.\nServir avec du riz.',
});

const mousse = values({
  title: 'Mousse au chocolat',
  dishType: 'dessert',
  servings: 1,
  ingredients: [{ text: '3 œufs' }],
  steps: ['Fouetter.'],
});

describe('isoDuration', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(75)).toBe('PT1H15M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(20)).toBe('PT20M');
    expect(isoDuration(1440)).toBe('PT24H');
  });
});

describe('toSchemaOrgRecipe', () => {
  it('writes a schema.org Recipe, Popote’s extras under `popote`', () => {
    const created = new Date('2026-11-01T10:00:00Z');
    expect(toSchemaOrgRecipe({ ...blanquette, createdAt: created, updatedAt: created })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Blanquette de veau',
      description: 'Celle de mamie.',
      recipeYield: '4 personnes',
      prepTime: 'PT30M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H45M',
      recipeCategory: 'Plat principal',
      recipeIngredient: ['800 g de veau', '1 kg de topinambourgs', 'Sel & poivre'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Couper la viande.' },
        { '@type': 'HowToStep', position: 2, text: 'Cuire 1 h 15.' },
      ],
      keywords: 'famille, hiver',
      url: 'https://www.example.com/blanquette',
      dateCreated: '2026-11-01T10:00:00.000Z',
      dateModified: '2026-11-01T10:00:00.000Z',
      popote: {
        dishType: 'plat',
        difficulty: 'moyen',
        notes: 'Ajouter un peu de citron.\nServir avec du riz.',
        chosenFoods: [{ line: '1 kg de topinambourgs', ingredientId: 'topinambour' }],
      },
    });
  });

  it('writes the photo’s bytes as a WebP `data:` URL in `image`', () => {
    const webp = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1');
    const recipe = toSchemaOrgRecipe(mousse, webp);
    expect(recipe.image).toBe(`data:image/webp;base64,${webp.toString('base64')}`);
    expect(Buffer.from(recipe.image!.split(',')[1]!, 'base64')).toEqual(webp);
    expect(toSchemaOrgRecipe(mousse, null)).not.toHaveProperty('image');
  });

  it('leaves out what the recipe does not say', () => {
    const recipe = toSchemaOrgRecipe(mousse);
    expect(recipe).not.toHaveProperty('image');
    expect(recipe).not.toHaveProperty('prepTime');
    expect(recipe).not.toHaveProperty('cookTime');
    expect(recipe).not.toHaveProperty('keywords');
    expect(recipe).not.toHaveProperty('url');
    expect(recipe).toMatchObject({ recipeYield: '1 personne', recipeCategory: 'Dessert' });
  });
});

describe('readRecipeFile', () => {
  it('gives back the same recipes as were exported (round trip through JSON)', () => {
    const file = JSON.parse(
      JSON.stringify([blanquette, mousse].map((recipe) => toSchemaOrgRecipe(recipe))),
    ) as unknown;
    const { recipes, skipped, photos } = readRecipeFile(recipeFileSchema.parse(file));
    expect(skipped).toBe(0);
    expect(recipes).toEqual([blanquette, mousse]);
    expect(photos).toEqual([null, null]);
  });

  it('reads every dish type back from its French label alone', () => {
    for (const dishType of [
      'boisson',
      'apéro',
      'amuse-bouche',
      'entrée',
      'plat',
      'dessert',
    ] as const) {
      const { popote: _extras, ...plain } = toSchemaOrgRecipe({ ...mousse, dishType });
      expect(fromSchemaOrgRecipe(plain)?.dishType).toBe(dishType);
    }
  });

  it('accepts a single Recipe and a JSON-LD @graph', () => {
    const single = readRecipeFile(recipeFileSchema.parse(toSchemaOrgRecipe(mousse)));
    expect(single.recipes.map((recipe) => recipe.title)).toEqual(['Mousse au chocolat']);
    const graph = readRecipeFile(
      recipeFileSchema.parse({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Un site' },
          { '@type': 'Recipe', name: 'Quiche', recipeIngredient: ['3 œufs'] },
        ],
      }),
    );
    expect(graph).toMatchObject({ skipped: 0, recipes: [{ title: 'Quiche' }] });
  });

  it('skips the entries that are no recipe, and the recipes without a name', () => {
    const file = [
      toSchemaOrgRecipe(mousse),
      { '@type': 'Recipe', recipeIngredient: ['sans nom'] },
      { '@type': 'Person', name: 'Albane' },
      'texte',
      42,
      { '@type': 'Recipe', name: 'Mauvaise adresse', url: 'javascript:alert(1)' },
    ];
    const { recipes, skipped } = readRecipeFile(recipeFileSchema.parse(file));
    expect(recipes.map((recipe) => recipe.title)).toEqual([
      'Mousse au chocolat',
      'Mauvaise adresse',
    ]);
    expect(recipes[1]!.sourceUrl).toBeNull();
    expect(skipped).toBe(4);
  });

  it('reads another app’s export as a best effort: sections, text times, yields, arrays of types', () => {
    const recipe = fromSchemaOrgRecipe({
      '@type': ['Recipe', 'NewsArticle'],
      name: 'Tarte aux pommes &amp; cannelle',
      description: '<p>La tarte <b>de</b> tante Jeanne.</p>',
      recipeYield: ['8', '8 parts'],
      prepTime: 'PT0H20M',
      totalTime: 'P0DT1H0M',
      recipeCategory: 'Desserts',
      recipeCuisine: 'Française',
      keywords: ['automne', 'pommes'],
      recipeIngredient: ['1 pâte brisée', '4 pommes'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Pâte',
          itemListElement: [{ '@type': 'HowToStep', text: 'Étaler la pâte.' }],
        },
        { '@type': 'HowToStep', text: 'Cuire 40 minutes.' },
      ],
      url: 'https://www.marmiton.example/tarte',
      image: 'https://www.marmiton.example/tarte.jpg',
    });
    expect(recipe).toEqual({
      title: 'Tarte aux pommes & cannelle',
      dishType: 'dessert',
      description: 'La tarte de tante Jeanne.',
      servings: 8,
      preparationMinutes: 20,
      cookingMinutes: 0,
      difficulty: 'facile',
      ingredients: [{ text: '1 pâte brisée' }, { text: '4 pommes' }],
      steps: ['Pâte\u00a0: Étaler la pâte.', 'Cuire 40 minutes.'],
      tags: ['automne', 'pommes'],
      sourceUrl: 'https://www.marmiton.example/tarte',
      notes: '',
    });
  });

  it('keeps a recipe within the book’s limits and drops an unknown chosen food', () => {
    const recipe = fromSchemaOrgRecipe({
      '@type': 'Recipe',
      name: 'Pain',
      recipeYield: 80,
      prepTime: 'PT48H',
      recipeIngredient: Array.from({ length: 100 }, (_, index) => `${index} g de farine`),
      recipeInstructions: 'Mélanger.\nCuire.',
      popote: {
        difficulty: 'impossible',
        chosenFoods: [{ line: '1 g de farine', ingredientId: 'inconnu' }],
      },
    });
    expect(recipe).toMatchObject({
      servings: 50,
      preparationMinutes: 1440,
      difficulty: 'facile',
      steps: ['Mélanger.', 'Cuire.'],
    });
    expect(recipe!.ingredients).toHaveLength(60);
    expect(recipe!.ingredients[1]).toEqual({ text: '1 g de farine' });
  });

  it('skips a recipe whose name is no text, or longer than the editor allows', () => {
    for (const name of [42, ['Pain'], { '@value': 'Pain' }, '   ', 'x'.repeat(161)])
      expect(fromSchemaOrgRecipe({ '@type': 'Recipe', name })).toBeNull();
    expect(fromSchemaOrgRecipe({ '@type': 'Recipe', headline: 'Pain' })?.title).toBe('Pain');
  });

  it('refuses a list of more than 1 000 entries', () => {
    expect(recipeFileSchema.safeParse(Array.from({ length: 1001 }, () => ({}))).success).toBe(
      false,
    );
    expect(recipeFileSchema.safeParse('texte').success).toBe(false);
  });
});

describe('a recipe’s photo in the file', () => {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  const base64 = bytes.toString('base64');

  it('reads `image` as a data URL, a list, or an ImageObject’s contentUrl / url', () => {
    for (const image of [
      `data:image/jpeg;base64,${base64}`,
      ['https://www.example.com/quiche.jpg', `data:image/png;base64,${base64}`],
      { '@type': 'ImageObject', contentUrl: `data:image/webp;base64,${base64}` },
      [{ '@type': 'ImageObject', url: `data:image/jpeg;charset=binary;base64,${base64}` }],
    ])
      expect(photoOf({ '@type': 'Recipe', name: 'Quiche', image })).toEqual({
        kind: 'data',
        base64,
      });
  });

  it('ignores web addresses (never fetched) and what is no image data URL', () => {
    for (const image of [
      'https://www.example.com/quiche.jpg',
      'http://127.0.0.1/quiche.jpg',
      { '@type': 'ImageObject', url: 'https://www.example.com/quiche.jpg', width: 800 },
      'data:text/plain;base64,QUJD',
      'data:image/png,%89PNG',
      'quiche.jpg',
    ])
      expect(photoOf({ '@type': 'Recipe', name: 'Quiche', image })).toEqual({ kind: 'ignored' });
    for (const image of [undefined, null, '', 42, [], {}])
      expect(photoOf({ '@type': 'Recipe', name: 'Quiche', image })).toBeNull();
  });

  it('gives each kept recipe its own photo, in order, and none to the skipped entries', () => {
    const read = readRecipeFile(
      recipeFileSchema.parse([
        { '@type': 'Recipe', name: 'Quiche', image: `data:image/jpeg;base64,${base64}` },
        { '@type': 'Recipe', image: `data:image/jpeg;base64,${base64}` },
        { '@type': 'Recipe', name: 'Tarte', image: 'https://www.example.com/tarte.jpg' },
        { '@type': 'Recipe', name: 'Soupe' },
      ]),
    );
    expect(read.recipes.map((recipe) => recipe.title)).toEqual(['Quiche', 'Tarte', 'Soupe']);
    expect(read.photos).toEqual([{ kind: 'data', base64 }, { kind: 'ignored' }, null]);
    expect(read.skipped).toBe(1);
  });

  it('decodes the bytes, and refuses more than 5 Mo before decoding them', () => {
    expect(filePhotoBytes({ base64 })).toEqual(bytes);
    expect(photoOf({ image: photoDataUrl(bytes) })).toEqual({ kind: 'data', base64 });
    const limit = 5 * 1024 * 1024;
    expect(filePhotoBytes({ base64: Buffer.alloc(limit).toString('base64') })?.byteLength).toBe(
      limit,
    );
    expect(filePhotoBytes({ base64: Buffer.alloc(limit + 1).toString('base64') })).toBeNull();
  });
});
