import { describe, expect, it } from 'vitest';
import { DISH_TYPES, UNITS } from '../../../../shared/constants';
import {
  compatibleRestrictions,
  FORBIDDEN_FLAGS,
  type Restriction,
} from '../../../../shared/food/diet';
import { ingredientById } from '../../../../shared/food/taxonomy';
import type { Ingredient } from '../../../../shared/food/types';
import { CATALOGUE } from './index';

const RESTRICTIONS = Object.keys(FORBIDDEN_FLAGS) as Restriction[];
const ingredientsOf = (recipe: (typeof CATALOGUE)[number]): Ingredient[] =>
  recipe.ingredients.map(([id]) => ingredientById(id)).filter((found) => found !== undefined);

describe('the recipe catalogue', () => {
  it('gives every recipe a unique slug and a unique title', () => {
    const ids = CATALOGUE.map((recipe) => recipe.id);
    const titles = CATALOGUE.map((recipe) => recipe.title.toLowerCase());
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  describe.each(DISH_TYPES)('« %s »', (type) => {
    const recipes = CATALOGUE.filter((recipe) => recipe.type === type);

    it('holds at least 40 recipes', () => {
      expect(recipes.length).toBeGreaterThanOrEqual(40);
    });

    it('names only ingredients of the taxonomy, once per recipe', () => {
      const unknown = recipes.flatMap((recipe) =>
        recipe.ingredients
          .filter(([id]) => !ingredientById(id))
          .map(([id]) => `${recipe.id}: ${id}`),
      );
      expect(unknown).toEqual([]);
      for (const recipe of recipes) {
        const ids = recipe.ingredients.map(([id]) => id);
        expect(new Set(ids).size, recipe.id).toBe(ids.length);
      }
    });

    it('writes complete recipes with the units of the specification', () => {
      for (const recipe of recipes) {
        expect(recipe.title.trim(), recipe.id).not.toBe('');
        expect(recipe.description.length, recipe.id).toBeGreaterThan(20);
        expect(recipe.time, recipe.id).toBeGreaterThan(0);
        expect(recipe.time, recipe.id).toBeLessThanOrEqual(300);
        expect(recipe.servings, recipe.id).toBeGreaterThanOrEqual(1);
        expect(recipe.servings, recipe.id).toBeLessThanOrEqual(12);
        expect(recipe.ingredients.length, recipe.id).toBeGreaterThanOrEqual(2);
        expect(recipe.steps.length, recipe.id).toBeGreaterThanOrEqual(2);
        for (const step of recipe.steps) expect(step, recipe.id).toMatch(/^\p{Lu}.*[.!]$/u);
        for (const [id, quantity, unit = 'unité'] of recipe.ingredients) {
          expect(UNITS, `${recipe.id}: ${id}`).toContain(unit);
          if (quantity !== undefined && quantity !== null) {
            expect(quantity, `${recipe.id}: ${id}`).toBeGreaterThan(0);
          } else {
            expect(unit, `${recipe.id}: ${id} has a unit but no quantity`).toBe('unité');
          }
        }
      }
    });

    it.each(RESTRICTIONS)('leaves at least 10 recipes for a « %s » household', (restriction) => {
      const allowed = recipes.filter((recipe) =>
        compatibleRestrictions(ingredientsOf(recipe)).includes(restriction),
      );
      expect(allowed.length).toBeGreaterThanOrEqual(10);
    });
  });
});
