import { parseIngredientLine } from '../../../shared/ingredient-line';
import type { z } from 'zod';
import type { recipeShoppingItemsSchema } from '../../../shared/shopping';
import type { shoppingItems } from '../../db/schema';

type RecipeInput = z.output<typeof recipeShoppingItemsSchema>;
type NewItem = typeof shoppingItems.$inferInsert;

/** A recipe's lines as rows: parsed, and one row per ingredient name (a list never repeats one). */
export function recipeRows(input: RecipeInput, householdId: string, addedBy: string): NewItem[] {
  const byName = new Map<string, NewItem>();
  for (const line of input.lines) {
    const parsed = parseIngredientLine(line);
    const name = parsed.name || line;
    const key = name.toLocaleLowerCase('fr');
    if (byName.has(key)) continue;
    byName.set(key, {
      householdId,
      addedBy,
      name,
      quantity: parsed.quantity,
      unit: parsed.unit,
      source: 'recipe',
      recipeId: input.recipeId,
      recipeTitle: input.recipeTitle,
    });
  }
  return [...byName.values()];
}
