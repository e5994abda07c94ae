import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { PREFERENCE_DEFAULTS } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import {
  ALL_SLOTS_PAST,
  isPastSlot,
  type WeekPlanProposal,
  type weekPlanInputSchema,
} from '../../../shared/week-plan';
import { plannedMeals, userPreferences } from '../../db/schema';
import type { RecipeServices } from '../recipes';
import { AppError } from '../../platform/errors';
import { zurichNow } from '../../platform/home-time';
import { readFridge } from '../inventory';
import type { HouseholdCaller } from '../household';
import { mealDiet } from '../household';
import { householdMemory, ownRecipesFor, planWeek, safetyOf } from '../recipes';

/** How far around the chosen days planned meals count for variety. */
const AROUND_DAYS = 6;

/**
 * « Planifier ma semaine »: a main course for each chosen meal, for the people who eat (everyone
 * at the table by default), from the catalogue — a language model would take a minute for a week.
 * Nothing is written: the user accepts the meals they want with POST /api/planned-meals(/batch).
 */
export async function proposeWeek(
  deps: Pick<RecipeServices, 'db' | 'catalogue'>,
  caller: HouseholdCaller,
  input: z.output<typeof weekPlanInputSchema>,
  now: Date = new Date(),
): Promise<WeekPlanProposal> {
  const { db } = deps;
  // A meal already past is never proposed (lunch at 12:00 when it is 13:40): the household's
  // wall clock decides, whatever the page sent.
  const clock = zurichNow(now);
  const slots = input.slots.filter((slot) => !isPastSlot(slot, clock));
  if (slots.length === 0) {
    throw new AppError('VALIDATION', {
      message: ALL_SLOTS_PAST,
      fields: [{ path: 'slots', message: ALL_SLOTS_PAST }],
    });
  }
  const [preferences] = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, caller.userId))
    .limit(1);
  if (!preferences) throw new AppError('PREFERENCES_MISSING');

  const dates = slots.map((slot) => slot.date).sort();
  const [diet, fridge, planned, known, own] = await Promise.all([
    mealDiet(db, caller.householdId, preferences, input.eaters),
    readFridge(deps, caller.householdId),
    db
      .select({ date: plannedMeals.date, recipeId: plannedMeals.recipeId })
      .from(plannedMeals)
      .where(
        and(
          eq(plannedMeals.householdId, caller.householdId),
          isNotNull(plannedMeals.recipeId),
          gte(plannedMeals.date, addDays(dates[0]!, -AROUND_DAYS)),
          lte(plannedMeals.date, addDays(dates[dates.length - 1]!, AROUND_DAYS)),
        ),
      ),
    // What the household saw, planned and cooked lately comes back last.
    householdMemory(db, caller.householdId, 'plat', now),
    ownRecipesFor(db, caller.householdId, 'plat'),
  ]);

  const choices = planWeek(deps.catalogue, {
    slots,
    restrictions: input.wishes?.vegetarian
      ? [...new Set([...diet.restrictions, 'vegetarian' as const])]
      : diet.restrictions,
    avoidedFoods: diet.avoidedFoods,
    preferredFoods: diet.preferredFoods,
    dislikedFoods: diet.dislikedFoods,
    difficulty: preferences.difficulty ?? PREFERENCE_DEFAULTS.difficulty,
    servings: diet.servings,
    fridge,
    around: [
      ...planned.map((meal) => ({ date: meal.date, recipeId: meal.recipeId! })),
      ...input.keep,
    ],
    exclude: input.exclude,
    memory: known.memory,
    own,
    ...(input.wishes ? { wishes: input.wishes } : {}),
  });
  return {
    meals: choices.map(({ slot, recipe, fridge: used }) => ({
      ...slot,
      recipe: { ...recipe, safety: safetyOf(recipe, diet), portions: diet.portions },
      fridge: used.map(({ name, expirationDate }) => ({ name, expirationDate })),
    })),
  };
}
