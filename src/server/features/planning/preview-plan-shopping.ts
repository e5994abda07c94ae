import { and, arrayOverlaps, asc, between, eq, isNull } from 'drizzle-orm';
import { PARSED_UNITS, type ParsedUnit } from '../../../shared/constants';
import { servingsFactor } from '../../../shared/planned-recipe';
import type { PlanShoppingPreview } from '../../../shared/planning';
import type { Database } from '../../db/client';
import { parseAmount } from '../../../shared/quantities';
import { inventoryItems, plannedMeals, shoppingItems } from '../../db/schema';
import { mergeNeeds, subtractStock, type ListedItem, type StockItem } from './meal-needs';
import { isLeftoversMeal } from './eat-leftovers';
import { cookedPortions, leftoverPortionsOf } from './leftovers';

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
 * The household's list rows bought for some of these meals (decision 0022): a recipe added to the
 * list and planned since, an earlier generation. Ticked rows count too (bought already).
 */
export async function readListedFor(
  db: Database,
  householdId: string,
  mealIds: readonly string[],
): Promise<ListedItem[]> {
  if (mealIds.length === 0) return [];
  const rows = await db
    .select({
      name: shoppingItems.name,
      quantity: shoppingItems.quantity,
      amount: shoppingItems.amount,
      unit: shoppingItems.unit,
      ingredientId: shoppingItems.ingredientId,
    })
    .from(shoppingItems)
    .where(
      and(
        eq(shoppingItems.householdId, householdId),
        arrayOverlaps(shoppingItems.plannedMealIds, [...mealIds]),
      ),
    );
  return rows.flatMap((row) =>
    isParsedUnit(row.unit)
      ? [
          {
            name: row.name,
            ingredientId: row.ingredientId,
            amount: row.amount ?? parseAmount(row.quantity),
            unit: row.unit,
          },
        ]
      : [],
  );
}

/**
 * « Générer la liste de courses »: what the household's meals of these days need, merged, minus
 * what its fridge holds and what its list already holds for these meals (a meal is shopped for
 * once; more servings are topped up). Meals already cooked need nothing more; meals planned by
 * hand have no ingredients to count.
 */
export async function previewPlanShopping(
  db: Database,
  householdId: string,
  { from, to, includeStaples }: { from: string; to: string; includeStaples: boolean },
): Promise<PlanShoppingPreview> {
  const meals = await db
    .select({
      id: plannedMeals.id,
      title: plannedMeals.recipeTitle,
      servings: plannedMeals.servings,
      portions: plannedMeals.portions,
      recipe: plannedMeals.recipe,
      leftoversOf: plannedMeals.leftoversOf,
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
  // A dish's leftovers are bought with it (« Prévoir des restes »), even for a later week.
  const leftovers = await leftoverPortionsOf(
    db,
    householdId,
    meals.flatMap((meal) => (meal.recipe ? [meal.id] : [])),
  );
  const withRecipe = meals.flatMap((meal) =>
    meal.recipe
      ? [
          {
            id: meal.id,
            title: meal.title,
            factor: servingsFactor(cookedPortions(meal, leftovers), meal.recipe.servings),
            ingredients: meal.recipe.ingredients,
          },
        ]
      : [],
  );
  const stock = await readStock(db, householdId);
  const listed = await readListedFor(
    db,
    householdId,
    withRecipe.map((meal) => meal.id),
  );
  return {
    from,
    to,
    mealCount: withRecipe.length,
    // « Restes : … » meals need nothing: they are not meals without a recipe.
    // Leftovers (« Restes : … », planned or from the fridge) need nothing: not « sans recette ».
    mealsWithoutRecipe: meals.filter(
      (meal) => !meal.recipe && !isLeftoversMeal({ ...meal, recipeTitle: meal.title }),
    ).length,
    lines: subtractStock(mergeNeeds(withRecipe, { includeStaples }), stock, listed),
  };
}
