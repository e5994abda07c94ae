// « Batch cooking » (issue 28, item 2; decision 0036): several of the week's dishes cooked
// together on one day. A session is the household's meals that carry the same `batch_date`:
// saved as a whole, shopped for once (the plan's list rules, its leftovers counted with their
// dish), cooked in one go (each dish through « J'ai cuisiné », the dishes eaten later into the
// fridge, or the freezer past a cooked dish's days), and undone in one go.
import { and, asc, desc, eq, inArray, isNull, isNotNull, notInArray } from 'drizzle-orm';
import {
  batchCandidate,
  batchDishKeepsUntil,
  batchDishName,
  BATCH_SPAN_MAX_DAYS,
  mustFreeze,
} from '../../../shared/batch-cooking';
import { daysBetween } from '../../../shared/dates';
import { servingsFactor } from '../../../shared/planned-recipe';
import type { PlanShoppingPreview } from '../../../shared/planning';
import type { Database } from '../../db/client';
import { plannedMeals } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { zurichNow } from '../../platform/home-time';
import type { HouseholdCaller } from '../household';
import { cookMealIn, uncookMealIn } from './cook-meal';
import { cookedPortions, leftoverPortionsOf } from './leftovers';
import { mergeNeeds, subtractStock } from './meal-needs';
import { readListedFor, readStock } from './preview-plan-shopping';

type Meal = typeof plannedMeals.$inferSelect;

const inSession = (householdId: string, date: string) =>
  and(eq(plannedMeals.householdId, householdId), eq(plannedMeals.batchDate, date));

const planOrder = [asc(plannedMeals.date), asc(plannedMeals.time), asc(plannedMeals.createdAt)];

/** The session's meals, in plan order. */
export function batchMeals(db: Pick<Database, 'select'>, householdId: string, date: string) {
  return db
    .select()
    .from(plannedMeals)
    .where(inSession(householdId, date))
    .orderBy(...planOrder);
}

/** Why a meal cannot be cooked on `date`, as the API says it; null when it can. */
function refusal(meal: Meal, date: string): AppError | null {
  if (batchCandidate({ ...meal, cookedAt: meal.cookedAt?.toISOString() ?? null }, date)) {
    return null;
  }
  if (meal.leftoversOf) return new AppError('BATCH_LEFTOVERS');
  if (!meal.recipe) return new AppError('MEAL_WITHOUT_RECIPE');
  if (meal.cookedAt) return new AppError('MEAL_ALREADY_COOKED');
  if (meal.date < date) return new AppError('BATCH_AFTER_MEAL');
  if (daysBetween(date, meal.date) > BATCH_SPAN_MAX_DAYS) return new AppError('BATCH_TOO_FAR');
  return null;
}

/**
 * PUT …/batch-sessions/:date: the session is these meals (of the household, with a recipe, not
 * leftovers, not cooked, eaten that day or later); a meal of the session not named leaves it
 * (unless already cooked with it). An empty list ends the session.
 */
export function saveBatchSession(
  db: Database,
  { householdId }: HouseholdCaller,
  date: string,
  mealIds: readonly string[],
): Promise<Meal[]> {
  return db.transaction(async (tx) => {
    const chosen =
      mealIds.length === 0
        ? []
        : await tx
            .select()
            .from(plannedMeals)
            .where(
              and(
                eq(plannedMeals.householdId, householdId),
                inArray(plannedMeals.id, [...mealIds]),
              ),
            )
            .for('update');
    if (chosen.length !== mealIds.length) throw new AppError('NOT_FOUND');
    for (const meal of chosen) {
      // Already in this session and cooked with it: it stays as it is.
      if (meal.batchDate === date && meal.cookedAt) continue;
      const refused = refusal(meal, date);
      if (refused) throw refused;
    }
    await tx
      .update(plannedMeals)
      .set({ batchDate: null })
      .where(
        and(
          inSession(householdId, date),
          isNull(plannedMeals.cookedAt),
          mealIds.length > 0 ? notInArray(plannedMeals.id, [...mealIds]) : undefined,
        ),
      );
    if (mealIds.length > 0) {
      await tx
        .update(plannedMeals)
        .set({ batchDate: date })
        .where(
          and(
            eq(plannedMeals.householdId, householdId),
            inArray(plannedMeals.id, [...mealIds]),
            isNull(plannedMeals.cookedAt),
          ),
        );
    }
    return batchMeals(tx, householdId, date);
  });
}

/**
 * « Une liste pour la session »: what the session's dishes not cooked yet need (each for its
 * eaters and its leftovers), merged, minus the fridge and what the list already holds for them
 * — the same rules as « Générer la liste de courses ».
 */
export async function batchShoppingPreview(
  db: Database,
  householdId: string,
  date: string,
  { includeStaples }: { includeStaples: boolean },
): Promise<PlanShoppingPreview> {
  const meals = (await batchMeals(db, householdId, date)).filter(
    (meal) => !meal.cookedAt && meal.recipe,
  );
  const leftovers = await leftoverPortionsOf(
    db,
    householdId,
    meals.map((meal) => meal.id),
  );
  const toShop = meals.map((meal) => ({
    id: meal.id,
    title: meal.recipeTitle,
    factor: servingsFactor(cookedPortions(meal, leftovers), meal.recipe!.servings),
    ingredients: meal.recipe!.ingredients,
  }));
  const stock = await readStock(db, householdId);
  const listed = await readListedFor(
    db,
    householdId,
    toShop.map((meal) => meal.id),
  );
  return {
    from: date,
    to: meals.at(-1)?.date ?? date,
    mealCount: toShop.length,
    mealsWithoutRecipe: 0,
    lines: subtractStock(mergeNeeds(toShop, { includeStaples }), stock, listed),
  };
}

/**
 * « J'ai tout cuisiné »: every dish of the session not cooked yet, through « J'ai cuisiné » (its
 * ingredients and its leftovers' leave the fridge; its leftovers go in). A dish eaten on a later
 * day goes in too, « Batch : Lasagnes », dated for the days a cooked dish keeps — or, eaten
 * beyond them, « Batch : Lasagnes (congelé) », for the freezer. One transaction.
 */
export function cookBatchSession(db: Database, caller: HouseholdCaller, date: string) {
  return db.transaction(async (tx) => {
    const meals = await batchMeals(tx, caller.householdId, date);
    if (meals.length === 0) throw new AppError('NOT_FOUND');
    const toCook = meals.filter((meal) => !meal.cookedAt && meal.recipe);
    if (toCook.length === 0) throw new AppError('BATCH_NOTHING_TO_COOK');
    const today = zurichNow().date;
    let fridgeChanges = 0;
    for (const meal of toCook) {
      const frozen = mustFreeze(today, meal.date);
      const ahead =
        meal.date > today
          ? {
              name: batchDishName(meal.recipeTitle, frozen),
              portions: meal.portions ?? meal.servings,
              expirationDate: batchDishKeepsUntil(today, frozen),
            }
          : null;
      const { changes } = await cookMealIn(tx, caller, meal.id, ahead);
      fridgeChanges += changes.length;
    }
    return { meals: await batchMeals(tx, caller.householdId, date), fridgeChanges };
  });
}

/**
 * Undo « J'ai tout cuisiné »: every cooked dish of the session, as « J'ai cuisiné »'s undo
 * (what it took back into the fridge, what it put there out), the last cooked first.
 */
export function uncookBatchSession(db: Database, caller: HouseholdCaller, date: string) {
  return db.transaction(async (tx) => {
    const cooked = await tx
      .select({ id: plannedMeals.id, changes: plannedMeals.cookedChanges })
      .from(plannedMeals)
      .where(and(inSession(caller.householdId, date), isNotNull(plannedMeals.cookedAt)))
      .orderBy(desc(plannedMeals.date), desc(plannedMeals.time), desc(plannedMeals.createdAt));
    if (cooked.length === 0) throw new AppError('BATCH_NOTHING_TO_UNDO');
    let fridgeChanges = 0;
    for (const meal of cooked) {
      await uncookMealIn(tx, caller, meal.id);
      fridgeChanges += meal.changes?.length ?? 0;
    }
    return { meals: await batchMeals(tx, caller.householdId, date), fridgeChanges };
  });
}
