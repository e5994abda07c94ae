import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISH_TYPES } from '../../../shared/constants';
import { compatibleRestrictions } from '../../../shared/food/diet';
import { ingredientById, normalizeFoodText } from '../../../shared/food/taxonomy';
import type { Ingredient } from '../../../shared/food/types';
import { CATALOGUE, type CatalogueRecipe } from './catalogue';
import { catalogueIllustration, textIllustration } from './images';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../client/public');

const foodsOf = (recipe: CatalogueRecipe): Ingredient[] =>
  recipe.ingredients.map(([id]) => ingredientById(id)).filter((food) => food !== undefined);
const words = (recipe: CatalogueRecipe) =>
  normalizeFoodText([recipe.title, ...recipe.steps].join(' ')).replace(/sucre glace/g, 'sucre');
const ofPicture = (file: string) =>
  CATALOGUE.filter((recipe) => catalogueIllustration(recipe) === `/recipes/${file}.svg`);

describe('recipe illustrations', () => {
  it('ships three light illustrations per dish type, and uses each of them', () => {
    for (const type of DISH_TYPES) {
      const ofType = CATALOGUE.filter((recipe) => recipe.type === type);
      expect(new Set(ofType.map(catalogueIllustration)).size, type).toBe(3);
    }
    for (const url of new Set(CATALOGUE.map(catalogueIllustration))) {
      const file = path.join(PUBLIC_DIR, url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(12 * 1024);
    }
  });

  it('gives a recipe the same picture every time', () => {
    const [recipe] = CATALOGUE;
    expect(catalogueIllustration(recipe!)).toBe(catalogueIllustration(recipe!));
  });

  // Checked with words of their own, not the chooser's rules: each picture's subject against
  // what the recipe says of itself.
  it('never shows a steaming mug for a drink served cold, nor a cold glass for one heated', () => {
    for (const recipe of ofPicture('boisson-2'))
      expect(words(recipe), recipe.id).toMatch(/chauff|bouill|infus|fremi|ebullition/);
    for (const recipe of ofPicture('boisson-2'))
      expect(words(recipe), recipe.id).not.toMatch(/glacon|glace\b|refroidi|bien frais/);
    const cold = CATALOGUE.filter(
      (recipe) => recipe.type === 'boisson' && /glacon|glace\b|bien frais/.test(words(recipe)),
    );
    expect(cold.length).toBeGreaterThan(5);
    for (const recipe of cold)
      expect(catalogueIllustration(recipe), recipe.id).not.toBe('/recipes/boisson-2.svg');
  });

  it('shows fish only for a fish dish, and never on a vegetarian table', () => {
    const fishPlates = ofPicture('plat-2');
    expect(fishPlates.length).toBeGreaterThanOrEqual(3);
    for (const recipe of fishPlates) {
      expect(
        foodsOf(recipe).some((food) => food.flags?.includes('fish')),
        recipe.id,
      ).toBe(true);
      expect(compatibleRestrictions(foodsOf(recipe)), recipe.id).not.toContain('vegetarian');
    }
  });

  it('shows a steaming soup only for a hot soup, and a salad bowl never for one', () => {
    for (const recipe of ofPicture('entree-2'))
      expect(normalizeFoodText(recipe.title), recipe.id).toMatch(
        /soupe|veloute|potage|bouillon|creme|minestrone|garbure/,
      );
    for (const recipe of ofPicture('entree-1'))
      expect(
        /soupe|veloute|potage/.test(normalizeFoodText(recipe.title)) &&
          /chauff|mijot|cuire|cuisez/.test(words(recipe)) &&
          !/froid|frais|refroidi/.test(words(recipe)),
        recipe.id,
      ).toBe(false);
  });

  it('shows a chocolate cream only for a chocolate or creamy dessert', () => {
    for (const recipe of ofPicture('dessert-2'))
      expect(
        foodsOf(recipe).some((food) => /chocolat|cacao/.test(food.id)) ||
          /mousse|creme|verrine|panna cotta|riz au lait|glace|sorbet|tiramisu|flan|yaourt|fondant|brownie|liegeois|pot de/.test(
            normalizeFoodText(recipe.title),
          ),
        recipe.id,
      ).toBe(true);
  });

  it('reads a generated recipe by its text', () => {
    expect(
      textIllustration({
        type: 'plat',
        title: 'Tortilla de pommes de terre',
        ingredients: ['6 œufs', '500 g de pommes de terre', '1 oignon'],
        instructions: ['Faites cuire les pommes de terre à la poêle.', 'Ajoutez les œufs battus.'],
      }),
    ).not.toBe('/recipes/plat-2.svg');
    expect(
      textIllustration({
        type: 'boisson',
        title: 'Chocolat chaud',
        ingredients: ['500 ml de lait', '100 g de chocolat noir'],
        instructions: ['Faites chauffer le lait.', 'Ajoutez le chocolat et fouettez.'],
      }),
    ).toBe('/recipes/boisson-2.svg');
  });
});
