import { and, asc, between, eq, isNull } from 'drizzle-orm';
import { PARSED_UNITS, type ParsedUnit } from '../../../shared/constants';
import { servingsFactor } from '../../../shared/planned-recipe';
import type { PlanShoppingPreview } from '../../../shared/planning';
import type { Database } from '../../db/client';
import { inventoryItems, plannedMeals } from '../../db/schema';
import { mergeNeeds, subtractStock, type StockItem } from './meal-needs';

const isParsedUnit = (unit: string): unit is ParsedUnit =>
  (PARSED_UNITS as readonly string[]).includes(unit);

/** What the household's fridge and pantry hold, as the needs are subtracted from them. */
export async function readStock(db: Database, householdId: string): Promise<StockItem[]> {
  const fridge = await db
    .select({
      name: inventoryItems.name,
      quantity: inventoryItems.quantity,
      unit: inventoryItems.unit,
      ingredientId: inventoryItems.ingredientId,
      location: inventoryItems.location,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.householdId, householdId));
  return fridge.filter((item): item is Required<StockItem> => isParsedUnit(item.unit));
}

/**
 * « Générer la liste de courses »: what the household's meals of these days need, merged, minus
 * what its fridge holds. Meals already cooked need nothing more; meals planned by hand have no
 * ingredients to count.
 */
export async function previewPlanShopping(
  db: Database,
  householdId: string,
  { from, to, includeStaples }: { from: string; to: string; includeStaples: boolean },
): Promise<PlanShoppingPreview> {
  const meals = await db
    .select({
      title: plannedMeals.recipeTitle,
      servings: plannedMeals.servings,
      recipe: plannedMeals.recipe,
    })
    .from(plannedMeals)
    .where(
      and(
        eq(plannedMeals.householdId, householdId),
        between(plannedMeals.date, from, to),
        isNull(plannedMeals.cookedAt),
      ),
    )
    .orderBy(asc(plannedMeals.date), asc(plannedMeals.time));
  const withRecipe = meals.flatMap((meal) =>
    meal.recipe
      ? [
          {
            title: meal.title,
            factor: servingsFactor(meal.servings, meal.recipe.servings),
            ingredients: meal.recipe.ingredients,
          },
        ]
      : [],
  );
  const stock = await readStock(db, householdId);
  return {
    from,
    to,
    mealCount: withRecipe.length,
    mealsWithoutRecipe: meals.length - withRecipe.length,
    lines: subtractStock(mergeNeeds(withRecipe, { includeStaples }), stock),
  };
}
