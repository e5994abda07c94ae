import { and, eq, inArray } from 'drizzle-orm';
import type { InventoryCategory } from '../../../shared/constants';
import { servingsFactor } from '../../../shared/planned-recipe';
import type { Database } from '../../db/client';
import { inventoryItems, plannedMeals } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { restoredQuantity, takeFromFridge } from './fridge-cooking';
import { isLeftoversMeal, takeLeftovers } from './eat-leftovers';
import { cookedPortions, leftoverPortionsOf } from './leftovers';
import { addDays } from '../../../shared/dates';
import { COOKED_DISH_SHELF_LIFE_DAYS } from '../../../shared/shelf-life';
import { leftoversTitle, type CookedChange } from '../../../shared/planning';
import { zurichNow } from '../../platform/home-time';

interface Caller {
  householdId: string;
  userId: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One of the household's meals, locked until the end of the transaction; 404 otherwise. */
async function lockMeal(tx: Transaction, householdId: string, mealId: string) {
  const [meal] = await tx
    .select()
    .from(plannedMeals)
    .where(and(eq(plannedMeals.id, mealId), eq(plannedMeals.householdId, householdId)))
    .for('update');
  if (!meal) throw new AppError('NOT_FOUND');
  return meal;
}

/**
 * « J'ai cuisiné ce plat »: the meal's ingredients, for its portions and its leftovers', leave
 * the household's fridge (emptied items are removed); the leftovers go in, « Restes : Lasagnes »,
 * dated for the days a cooked dish keeps. What changed is kept with the meal for undo.
 */
export function cookMeal(db: Database, caller: Caller, mealId: string) {
  return db.transaction((tx) => cookMealIn(tx, caller, mealId));
}

/**
 * A dish cooked ahead (« Batch cooking », decision 0036), put in the fridge or the freezer when
 * it is cooked, as its leftovers are.
 */
export interface CookedAhead {
  name: string;
  portions: number;
  expirationDate: string;
}

/** « J'ai cuisiné ce plat » within a transaction; `ahead`: the dish itself kept for later. */
export async function cookMealIn(
  tx: Transaction,
  { householdId, userId }: Caller,
  mealId: string,
  ahead: CookedAhead | null = null,
) {
  const meal = await lockMeal(tx, householdId, mealId);
  const eaten = isLeftoversMeal(meal);
  if (!meal.recipe && !eaten) throw new AppError('MEAL_WITHOUT_RECIPE');
  if (meal.cookedAt) throw new AppError('MEAL_ALREADY_COOKED');
  const leftovers = await leftoverPortionsOf(tx, householdId, [meal.id]);
  const rows = await tx
    .select()
    .from(inventoryItems)
    .where(eq(inventoryItems.householdId, householdId))
    .for('update');
  // « Mangé » on leftovers: the portions eaten leave the fridge's « Restes : … » (issue 28).
  const changes =
    eaten || !meal.recipe
      ? takeLeftovers({ title: meal.recipeTitle, portions: meal.portions ?? meal.servings }, rows)
      : takeFromFridge(
          {
            factor: servingsFactor(cookedPortions(meal, leftovers), meal.recipe.servings),
            ingredients: meal.recipe.ingredients,
          },
          rows,
        );
  for (const change of changes) {
    const where = and(
      eq(inventoryItems.id, change.inventoryItemId),
      eq(inventoryItems.householdId, householdId),
    );
    if (change.quantityAfter > 0) {
      await tx
        .update(inventoryItems)
        .set({ quantity: change.quantityAfter, unit: change.unitAfter ?? change.unit })
        .where(where);
    } else {
      await tx.delete(inventoryItems).where(where);
    }
  }
  const kept = leftovers.get(meal.id) ?? 0;
  const stored: CookedAhead[] = [];
  if (ahead) stored.push(ahead);
  if (kept > 0) {
    stored.push({
      name: leftoversTitle(meal.recipeTitle),
      portions: kept,
      expirationDate: addDays(zurichNow().date, COOKED_DISH_SHELF_LIFE_DAYS),
    });
  }
  for (const { name, portions, expirationDate } of stored) {
    const [row] = await tx
      .insert(inventoryItems)
      .values({
        householdId,
        addedBy: userId,
        name,
        quantity: portions,
        unit: 'unité',
        category: 'Autre',
        expirationDate,
      })
      .returning();
    // Undo takes them out again: nothing was there before.
    changes.push({
      inventoryItemId: row!.id,
      name,
      unit: 'unité',
      category: 'Autre',
      expirationDate,
      quantityBefore: 0,
      quantityAfter: portions,
    } satisfies CookedChange);
  }
  const [cooked] = await tx
    .update(plannedMeals)
    .set({ cookedAt: new Date(), cookedChanges: changes })
    .where(eq(plannedMeals.id, meal.id))
    .returning();
  return { meal: cooked!, changes };
}

/** Undo « J'ai cuisiné ce plat »: what the meal took goes back into the fridge. */
export function uncookMeal(db: Database, caller: Caller, mealId: string) {
  return db.transaction((tx) => uncookMealIn(tx, caller, mealId));
}

/** Undo « J'ai cuisiné ce plat » within a transaction. */
export async function uncookMealIn(
  tx: Transaction,
  { householdId, userId }: Caller,
  mealId: string,
) {
  const meal = await lockMeal(tx, householdId, mealId);
  if (!meal.cookedAt) throw new AppError('MEAL_NOT_COOKED');
  const changes = meal.cookedChanges ?? [];
  const ids = changes.map((change) => change.inventoryItemId);
  const current =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(inventoryItems)
          .where(and(eq(inventoryItems.householdId, householdId), inArray(inventoryItems.id, ids)))
          .for('update');
  for (const change of changes) {
    const row = current.find((item) => item.id === change.inventoryItemId) ?? null;
    if (change.quantityBefore === 0) {
      // The leftovers cooking put in the fridge leave it.
      if (row) await tx.delete(inventoryItems).where(eq(inventoryItems.id, row.id));
      continue;
    }
    const { quantity, unit } = restoredQuantity(change, row);
    if (row) {
      await tx.update(inventoryItems).set({ quantity, unit }).where(eq(inventoryItems.id, row.id));
    } else {
      await tx.insert(inventoryItems).values({
        id: change.inventoryItemId,
        householdId,
        addedBy: userId,
        name: change.name,
        quantity,
        unit,
        category: change.category as InventoryCategory,
        expirationDate: change.expirationDate,
        ingredientId: change.ingredientId ?? null,
      });
    }
  }
  const [restored] = await tx
    .update(plannedMeals)
    .set({ cookedAt: null, cookedChanges: null })
    .where(eq(plannedMeals.id, meal.id))
    .returning();
  return restored!;
}
