import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { readRecipePage } from './schema-org';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('no error');
};

describe('readRecipePage', () => {
  it('reads the Recipe of a JSON-LD @graph: sections of steps, PT1H15M-style times, entities and tags', () => {
    const draft = readRecipePage(
      fixture('jsonld-graph.html'),
      'https://cuisine-de-mamie.example/blanquette/',
    );
    expect(draft).toEqual({
      title: "Blanquette de veau à l'ancienne",
      description: 'La blanquette de Mamie, avec sa sauce à la crème fraîche.',
      servings: 6,
      prepMinutes: 30,
      cookMinutes: 105,
      totalMinutes: 135,
      ingredientLines: [
        '1,2 kg de veau (épaule et tendron)',
        '2 carottes',
        '1 oignon piqué de 2 clous de girofle',
        '250 g de champignons de Paris',
        '20 cl de crème fraîche',
        "1 jaune d'œuf",
        '40 g de beurre',
        '40 g de farine',
        '1 bouquet garni',
        'Sel, poivre',
      ],
      steps: [
        "La viande\u00a0: Coupez le veau en morceaux et mettez-le dans une cocotte d'eau froide.",
        "Portez à ébullition, écumez, puis ajoutez les carottes, l'oignon et le bouquet garni. Laissez mijoter 1 h 30.",
        'La sauce\u00a0: Faites un roux avec le beurre et la farine, mouillez avec 1 litre de bouillon filtré.',
        "Hors du feu, ajoutez la crème et le jaune d'œuf battus ensemble\u00a0; nappez la viande.",
      ],
      imageUrl: 'https://cuisine-de-mamie.example/wp-content/uploads/blanquette-1200x800.jpg',
      sourceUrl: 'https://cuisine-de-mamie.example/blanquette/',
      tags: ['Plat principal', 'Française', 'blanquette', 'veau', 'plat mijoté'],
      dishType: 'plat',
    });
  });

  it('takes the first full Recipe when a page has several (related recipes listed first)', () => {
    const draft = readRecipePage(
      fixture('several-recipes.html'),
      'https://recettes.example/gratin',
    );
    expect(draft.title).toBe('Gratin dauphinois');
    expect(draft.servings).toBe(4);
    expect(draft.prepMinutes).toBe(20);
    expect(draft.cookMinutes).toBe(60);
    expect(draft.totalMinutes).toBe(80);
    expect(draft.imageUrl).toBe('https://recettes.example/img/gratin-dauphinois-16x9.jpg');
    expect(draft.ingredientLines).toHaveLength(6);
    // One string of instructions, split at its line breaks and numbers.
    expect(draft.steps).toEqual([
      'Préchauffez le four à 160 °C.',
      'Épluchez et coupez les pommes de terre en fines rondelles.',
      "Faites chauffer le lait et la crème avec l'ail et la muscade.",
      'Disposez les rondelles dans un plat beurré, versez le lait et enfournez 1 heure.',
    ]);
    expect(draft.tags).toEqual([
      'Accompagnement',
      'Plat',
      'gratin',
      'pommes de terre',
      'végétarien',
    ]);
    expect(draft.dishType).toBe('plat');
  });

  it('reads microdata when there is no JSON-LD, ignoring the properties of nested items', () => {
    const draft = readRecipePage(fixture('microdata.html'), 'https://jura.example/quiche?x=1');
    expect(draft).toMatchObject({
      title: 'Quiche lorraine',
      description: 'La quiche des enfants, toute simple.',
      servings: 6,
      prepMinutes: 15,
      cookMinutes: 40,
      totalMinutes: 55,
      imageUrl: 'https://jura.example/images/quiche-lorraine.jpg',
      dishType: 'entrée',
      ingredientLines: [
        '1 pâte brisée',
        '200 g de lardons',
        '3 œufs',
        '20 cl de crème fraîche',
        'Sel & poivre',
      ],
      steps: [
        'Préchauffez le four à 180 °C.',
        'Faites revenir les lardons à la poêle.',
        'Battez les œufs avec la crème, salez, poivrez.',
        "Garnissez la pâte, versez l'appareil et enfournez 40 min.",
      ],
    });
  });

  it('falls back on the page as a reader sees it: its title and the lists under its headings', () => {
    const draft = readRecipePage(
      fixture('readable.html'),
      'https://blog-de-zoe.example/mousse-chocolat',
    );
    expect(draft).toEqual({
      title: 'Mousse au chocolat',
      description: 'Ma mousse au chocolat, prête en 20 minutes.',
      servings: 4,
      prepMinutes: 20,
      cookMinutes: null,
      totalMinutes: 20,
      ingredientLines: ['200 g de chocolat noir', '6 œufs', '1 pincée de sel'],
      steps: [
        'Faites fondre le chocolat au bain-marie.',
        'Séparez les blancs des jaunes ; mélangez les jaunes au chocolat.',
        'Montez les blancs en neige avec le sel et incorporez-les délicatement.',
        'Réservez au frais 3 heures.',
      ],
      imageUrl: 'https://blog-de-zoe.example/photos/mousse.jpg',
      sourceUrl: 'https://blog-de-zoe.example/mousse-chocolat',
      tags: [],
      dishType: null,
    });
  });

  it('answers a clear French message for a page without a recipe', () => {
    const error = refusal(() =>
      readRecipePage(fixture('no-recipe.html'), 'https://journal.example/noel'),
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('RECIPE_NOT_FOUND_ON_PAGE');
    expect(error.message).toBe('Aucune recette trouvée sur cette page.');
    expect(refusal(() => readRecipePage('', 'https://a.example/')).code).toBe(
      'RECIPE_NOT_FOUND_ON_PAGE',
    );
    expect(
      refusal(() =>
        readRecipePage(
          '<script type="application/ld+json">{ pas du json </script>',
          'https://a.example/',
        ),
      ).code,
    ).toBe('RECIPE_NOT_FOUND_ON_PAGE');
  });

  it('reads every form of a yield, an image and a step that sites publish', () => {
    const page = (recipe: Record<string, unknown>) =>
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Tarte',
        recipeIngredient: ['1 pâte'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Cuire.' }],
        ...recipe,
      })}</script>`;
    const read = (recipe: Record<string, unknown>) =>
      readRecipePage(page(recipe), 'https://site.example/tarte/');
    expect(read({ recipeYield: '4 personnes' }).servings).toBe(4);
    expect(read({ recipeYield: '6 parts' }).servings).toBe(6);
    expect(read({ recipeYield: 8 }).servings).toBe(8);
    expect(read({ recipeYield: ['2', '2 personnes'] }).servings).toBe(2);
    expect(read({ recipeYield: 'Pour 4 à 6 personnes' }).servings).toBe(4);
    expect(read({ recipeYield: 'une tarte' }).servings).toBeNull();
    expect(read({ image: 'photo.jpg' }).imageUrl).toBe('https://site.example/tarte/photo.jpg');
    expect(
      read({ image: { '@type': 'ImageObject', url: 'https://cdn.example/t.jpg' } }).imageUrl,
    ).toBe('https://cdn.example/t.jpg');
    expect(read({ image: [{ contentUrl: '//cdn.example/t.webp' }] }).imageUrl).toBe(
      'https://cdn.example/t.webp',
    );
    expect(read({ image: 'javascript:alert(1)' }).imageUrl).toBeNull();
    expect(read({ totalTime: 'PT1H15M' }).totalMinutes).toBe(75);
    expect(read({ totalTime: 'P0DT0H45M' }).totalMinutes).toBe(45);
    expect(read({ totalTime: 'PT90M' }).totalMinutes).toBe(90);
    expect(read({ recipeInstructions: ['Mélanger.', 'Cuire.'] }).steps).toEqual([
      'Mélanger.',
      'Cuire.',
    ]);
    expect(
      read({
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Étape 1', text: '<p>Cuire &amp; servir.</p>' },
        ],
      }).steps,
    ).toEqual(['Cuire & servir.']);
    expect(read({ recipeCategory: 'Desserts' }).dishType).toBe('dessert');
    expect(read({ recipeCategory: 'Apéritif' }).dishType).toBe('apéro');
    expect(read({ recipeCategory: 'Cocktails' }).dishType).toBe('boisson');
    expect(read({ recipeCategory: 'Accompagnement' }).dishType).toBeNull();
    expect(read({ '@type': 'schema:Recipe' }).title).toBe('Tarte');
  });

  it('reads a page whose scripts and drawings weigh megabytes, and survives one nested too deep', () => {
    const heavy = `<html><head><script>${'var a = "<li>x</li>";'.repeat(100_000)}</script></head><body><svg>${'<path d="M0 0"/>'.repeat(20_000)}</svg>${fixture('readable.html')}</body></html>`;
    expect(readRecipePage(heavy, 'https://a.example/').ingredientLines).toEqual([
      '200 g de chocolat noir',
      '6 œufs',
      '1 pincée de sel',
    ]);
    const deep = `<h1>${'<span>'.repeat(100_000)}Tarte${'</span>'.repeat(100_000)}</h1><h2>Ingrédients</h2><ul><li>1 œuf</li><li>Sel</li></ul>`;
    expect(refusal(() => readRecipePage(deep, 'https://a.example/')).code).toBe(
      'RECIPE_NOT_FOUND_ON_PAGE',
    );
  });

  it('keeps a huge or hostile recipe within the draft’s bounds', () => {
    const draft = readRecipePage(
      `<script type="application/ld+json">${JSON.stringify({
        '@type': 'Recipe',
        name: 'T'.repeat(5_000),
        recipeIngredient: Array.from({ length: 1_000 }, (_, i) => `${i} g de sucre`),
        recipeInstructions: Array.from({ length: 1_000 }, () => 'x'.repeat(2_000)),
        keywords: Array.from({ length: 100 }, (_, i) => `mot ${i}`).join(','),
      })}</script>`,
      'https://site.example/',
    );
    expect(draft.title.length).toBeLessThanOrEqual(200);
    expect(draft.ingredientLines).toHaveLength(100);
    expect(draft.steps).toHaveLength(60);
    expect(draft.steps.every((step) => step.length <= 500)).toBe(true);
    expect(draft.tags).toHaveLength(20);
  });
});
