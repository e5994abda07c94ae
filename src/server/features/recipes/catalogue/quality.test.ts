import { describe, expect, it } from 'vitest';
import { flagsOf } from '../../../../shared/food/diet';
import {
  findIngredientsInText,
  ingredientById,
  kindsOf,
  normalizeFoodText,
  singular,
} from '../../../../shared/food/taxonomy';
import type { Ingredient } from '../../../../shared/food/types';
import { stepTimers } from '../../../../shared/step-timers';
import { CATALOGUE } from './index';
import type { CatalogueRecipe } from './types';

/**
 * The slips a cook reading a recipe would notice (issue 26, item 5): an ingredient listed and
 * never used, a total time shorter than what the steps say, salt in a dessert as more than a
 * pinch. (Quantities for the servings are `cook-grade.test.ts`'s; the food named in a step and
 * missing from the list is read by the allergen sweep, which fails on what would break a diet.)
 */

/** Seasoning and water are used by « salez », « poivrez », « portez à ébullition ». */
const TAKEN_FOR_GRANTED = new Set(['sel', 'poivre', 'eau']);
const HERBS = new Set([
  'menthe',
  'coriandre',
  'persil',
  'basilic',
  'ciboulette',
  'aneth',
  'estragon',
  'cerfeuil',
  'thym',
  'romarin',
  'sauge',
  'origan',
  'laurier',
  'marjolaine',
  'sarriette',
  'herbes-de-provence',
]);
const CITRUS = new Set([
  'citron',
  'citron-vert',
  'orange',
  'pamplemousse',
  'clementine',
  'mandarine',
]);

/** The words a step may use for a food when it does not name it: its family, its verb. */
function familyWords(ingredient: Ingredient): string[] {
  const flags = flagsOf(ingredient);
  const words: string[] = [];
  if (ingredient.aisle === 'epices-condiments') words.push('epice', 'assaisonnement', 'aromate');
  if (HERBS.has(ingredient.id)) words.push('herbe', 'aromate');
  if (flags.has('meat')) words.push('viande', 'volaille');
  if (flags.has('fish')) words.push('poisson', 'filet');
  if (CITRUS.has(ingredient.id)) words.push('agrume', 'zeste');
  if (ingredient.id === 'oeuf') words.push('jaune', 'blanc');
  if (ingredient.id.startsWith('huile')) words.push('huilee', 'huilez', 'huiler');
  if (ingredient.id.startsWith('vinaigre')) words.push('vinaigree');
  return words;
}

/** The listed ingredients no step uses, by name, kind, head word or family. */
function unusedIngredients(recipe: CatalogueRecipe): string[] {
  const text = recipe.steps.join(' ');
  const normalized = normalizeFoodText(text);
  const words = new Set(normalized.split(' ').map(singular));
  const named = new Set(findIngredientsInText(text).flatMap((food) => [food.id, ...kindsOf(food)]));
  return recipe.ingredients.flatMap(([id, , , display]) => {
    if (TAKEN_FOR_GRANTED.has(id)) return [];
    const food = ingredientById(id)!;
    if (named.has(id) || kindsOf(food).some((kind) => named.has(kind))) return [];
    const names = [food.name, ...(food.synonyms ?? []), display ?? '']
      .filter(Boolean)
      .map(normalizeFoodText);
    if (names.some((name) => normalized.includes(name) || normalized.includes(singular(name))))
      return [];
    const head = singular(normalizeFoodText(food.name).split(' ')[0] ?? '');
    const tokens = names.flatMap((name) => name.split(' ')).map(singular);
    const telling = [head, ...tokens].filter((token) => token.length >= 4);
    if (telling.some((token) => words.has(token))) return [];
    if (familyWords(food).some((word) => words.has(word))) return [];
    return [id];
  });
}

/** Steps that run beside another (« Pendant ce temps ») add nothing to the total. */
const ALONGSIDE = /\b(?:pendant ce temps|en meme temps|pendant la cuisson|pendant que)\b/;

/** Minutes the steps name one after the other (rests « une nuit », « la veille » are not timers). */
function stepMinutes(recipe: CatalogueRecipe): number {
  return recipe.steps.reduce(
    (sum, step) =>
      ALONGSIDE.test(normalizeFoodText(step))
        ? sum
        : sum + Math.max(0, ...stepTimers(step).map((timer) => timer.seconds)) / 60,
    0,
  );
}

describe('every recipe, read as a cook would', () => {
  it('uses in its steps every ingredient it lists', () => {
    const unused = CATALOGUE.flatMap((recipe) =>
      unusedIngredients(recipe).map((id) => `${recipe.id}: ${id}`),
    );
    expect(unused).toEqual([]);
  });

  it('takes at least the time its steps name, one after the other', () => {
    const short = CATALOGUE.filter((recipe) => stepMinutes(recipe) > recipe.time + 0.5).map(
      (recipe) => `${recipe.id}: ${recipe.time} min, steps ${Math.round(stepMinutes(recipe))}`,
    );
    expect(short).toEqual([]);
  });

  it('never makes salt more than a pinch of a dessert', () => {
    const salty = CATALOGUE.filter((recipe) => {
      if (recipe.type !== 'dessert') return false;
      const salt = recipe.ingredients.find(([id]) => id === 'sel');
      if (!salt) return false;
      const [, quantity, unit = 'unité'] = salt;
      return (
        recipe.ingredients[0]?.[0] === 'sel' ||
        unit === 'càs' ||
        (unit === 'g' && (quantity ?? 0) > 5) ||
        (unit === 'càc' && (quantity ?? 0) > 1)
      );
    }).map((recipe) => recipe.id);
    expect(salty).toEqual([]);
  });

  it('catches the slips it is written for', () => {
    const base = CATALOGUE.find((recipe) => recipe.id === 'ratatouille-provencale')!;
    expect(
      unusedIngredients({
        ...base,
        ingredients: [...base.ingredients, ['chocolat-noir', 100, 'g']],
      }),
    ).toEqual(['chocolat-noir']);
    expect(stepMinutes({ ...base, steps: ['Laissez mijoter 2 heures.'] })).toBe(120);
    expect(stepMinutes({ ...base, steps: ['Pendant ce temps, faites cuire 20 minutes.'] })).toBe(0);
  });
});
