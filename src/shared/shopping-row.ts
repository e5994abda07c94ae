import { findIngredient, findIngredientsInText, normalizeFoodText } from './food/taxonomy';
import type { Aisle } from './food/types';
import { parseAmount } from './quantities';

/** What Popote reads from a shopping row, next to the text the user typed (kept as typed). */
export interface ShoppingRowFacts {
  /** The quantity as a number, for sums; null when it is not one ('quelques'). */
  amount: number | null;
  /** The taxonomy ingredient the whole name designates; null when Popote does not know it. */
  ingredientId: string | null;
  aisle: Aisle;
}

// Frozen food is bought in the frozen aisle, whatever the food: « épinards surgelés ».
const FROZEN = /\b(?:surgele|congele)/;

/**
 * The aisle of a name: the ingredient's when Popote knows the whole name, else the aisle of the
 * first ingredient named inside it ('tomates cerises bio'), else « autre ».
 */
export function guessAisle(name: string): Aisle {
  if (FROZEN.test(normalizeFoodText(name))) return 'surgeles';
  return (findIngredient(name) ?? findIngredientsInText(name)[0])?.aisle ?? 'autre';
}

export function shoppingRowFacts(row: { name: string; quantity: string }): ShoppingRowFacts {
  const ingredient = findIngredient(row.name);
  return {
    amount: parseAmount(row.quantity),
    ingredientId: ingredient?.id ?? null,
    aisle: guessAisle(row.name),
  };
}
