// « Ajouter à la liste de courses » from one recipe: the same rule as the week's list (the lines
// merged per food, minus the fridge through the taxonomy, staples left out unless asked).
import type { ParsedUnit } from '../../../shared/constants';
import { isStaple, readPlannedIngredient } from '../../../shared/planned-ingredient';
import { formatQuantity, parseAmount } from '../../../shared/quantities';
import type { ShoppingSkipped } from '../../../shared/shopping';
import type { Database } from '../../db/client';
import { mergeNeeds, subtractStock, type StockItem } from './meal-needs';
import { readStock } from './preview-plan-shopping';

/** What one recipe's lines still need once the fridge and the staples are taken out. */
export interface RecipeNeeds {
  /** Lines the fridge holds nothing of: added as the recipe writes them. */
  whole: string[];
  /** Lines the fridge covers in part: the rest to buy (150 ml needed, 100 ml held → 50 ml). */
  rest: { lines: string[]; quantity: string; unit: ParsedUnit }[];
  skipped: ShoppingSkipped[];
}

/** Pure: the recipe's lines against a fridge. */
export function recipeNeedsFrom(
  lines: readonly string[],
  stock: readonly StockItem[],
  { includeStaples }: { includeStaples: boolean },
): RecipeNeeds {
  const read = lines.map(readPlannedIngredient);
  const staples: ShoppingSkipped[] = [];
  const ingredients = read.filter((ingredient) => {
    if (includeStaples || !isStaple(ingredient.name, ingredient.ingredientId)) return true;
    staples.push({ line: ingredient.line, name: ingredient.name, reason: 'staple' });
    return false;
  });
  const needs = mergeNeeds([{ title: '', factor: 1, ingredients }], { includeStaples: true });
  const byKey = new Map(needs.map((need) => [need.key, need]));
  // In the recipe's order (subtractStock sorts by aisle): where each need's first line is.
  const at = (key: string) =>
    read.findIndex((ingredient) => ingredient.line === byKey.get(key)!.lines[0]);
  const result: RecipeNeeds = { whole: [], rest: [], skipped: [] };
  for (const line of subtractStock(needs, stock).sort((a, b) => at(a.key) - at(b.key))) {
    const need = byKey.get(line.key)!;
    // What to buy, written as the need is (« 150 ml »): unchanged when the fridge's holding
    // cannot be compared with it (400 g de tomates for 3 tomates).
    const amount = parseAmount(line.quantity);
    const toBuy = amount === null ? line.quantity : formatQuantity({ amount, unit: line.unit });
    if (line.inFridge === null || (!line.covered && toBuy === line.needed)) {
      result.whole.push(...need.lines);
    } else if (line.covered) {
      result.skipped.push({
        line: need.lines.join(' + '),
        name: need.name,
        reason: line.heldIn === 'pantry' ? 'pantry' : 'fridge',
        have: line.inFridge,
      });
    } else result.rest.push({ lines: need.lines, quantity: line.quantity, unit: line.unit });
  }
  // What the fridge holds, then the staples.
  result.skipped.push(...staples);
  return result;
}

/** The recipe's lines against the household's fridge. */
export async function recipeNeeds(
  db: Database,
  householdId: string,
  lines: readonly string[],
  options: { includeStaples: boolean },
): Promise<RecipeNeeds> {
  return recipeNeedsFrom(lines, await readStock(db, householdId), options);
}
