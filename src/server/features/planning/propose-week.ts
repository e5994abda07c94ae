import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { PREFERENCE_DEFAULTS } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import {
  ALL_SLOTS_PAST,
  isPastSlot,
  momentOf,
  NOBODY_HOME,
  type WeekPlanMeal,
  type WeekPlanProposal,
  type weekPlanInputSchema,
} from '../../../shared/week-plan';
import { plannedMeals, userPreferences } from '../../db/schema';
import type { RecipeServices } from '../recipes';
import { AppError } from '../../platform/errors';
import { zurichNow } from '../../platform/home-time';
import { readFridge } from '../inventory';
import type { HouseholdCaller, HouseholdTable, ServingsDefault } from '../household';
import { assertEaters, dietAt, householdTable, portionsAt } from '../household';
import {
  householdMemory,
  matchesRitual,
  ownRecipesFor,
  planWeek,
  safetyOf,
  type AbsentPerson,
  type PlannerSlot,
} from '../recipes';
import type { DietaryRestriction } from '../../../shared/constants';
import { minutesAt, presentAt, ritualAt, weekdayOf } from '../../../shared/week-settings';
import { readWeekSettings } from './week-settings';
import {
  isLeftoversItem,
  leftoversReason,
  placeLeftovers,
  readFridgeLeftovers,
} from './fridge-leftovers';

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
  const [table, settings, fridgeItems, planned, known, ownRecipes, leftovers] = await Promise.all([
    householdTable(db, caller.householdId),
    readWeekSettings(db, caller.householdId),
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
    readFridgeLeftovers(db, caller.householdId, clock.date),
  ]);
  // Leftovers are proposed whole (below), never read as an ingredient (« Restes : Lasagnes »).
  const fridge = fridgeItems.filter((item) => !isLeftoversItem(item));
  if (input.eaters) assertEaters(table, input.eaters);
  // « végétarien » asked from the Assistant Chef: every meal of the week is.
  const wished = (restrictions: DietaryRestriction[]): DietaryRestriction[] =>
    input.wishes?.vegetarian
      ? [...new Set([...restrictions, 'vegetarian' as const])]
      : restrictions;
  const everyone = dietAt(table, input.eaters);
  const week = { ...everyone, restrictions: wished(everyone.restrictions) };
  const weekPortions = portionsAt(table, input.eaters, preferences);

  // Each meal: its table (« Qui mange ? » as asked, else « Qui est là ? »), its ritual, its time.
  const meals = new Map<string, WeekPlanMeal>();
  const toPlan: PlannerSlot[] = [];
  const tables = new Map<string, ReturnType<typeof slotTable>>();
  for (const slot of slots) {
    const moment = momentOf(slot.time);
    const eaters =
      input.eaters ??
      presentAt(
        table.people.map((person) => person.id),
        settings,
        slot.date,
        moment,
      );
    const key = `${slot.date} ${slot.time}`;
    const ritual = ritualAt(settings.rituals, slot.date, moment);
    const own = slotTable(table, eaters, preferences);
    tables.set(key, own);
    const base = { ...slot, recipe: null, fridge: [], eaters: own.eaters, names: own.diet.names };
    if (eaters.length === 0) {
      meals.set(key, { ...base, kind: 'nobody', title: NOBODY_HOME, reason: NOBODY_HOME });
      continue;
    }
    if (ritual?.kind === 'out') {
      meals.set(key, {
        ...base,
        kind: 'out',
        title: ritual.text,
        reason: `rituel du ${WEEKDAY_NAMES[weekdayOf(slot.date) - 1]} : rien à acheter`,
      });
      continue;
    }
    const diet = {
      restrictions: wished(own.diet.restrictions),
      avoidedFoods: own.diet.avoidedFoods,
    };
    if (ritual && !hasRitualRecipe(deps.catalogue, diet, ritual.text)) {
      meals.set(key, {
        ...base,
        kind: 'written',
        title: ritual.text,
        reason: `rituel du ${WEEKDAY_NAMES[weekdayOf(slot.date) - 1]}, gardé tel quel`,
      });
      continue;
    }
    toPlan.push({
      ...slot,
      diet,
      absent: own.absent,
      minutes: minutesAt(settings.cookingMinutes, slot.date),
      servings: own.portions.portions,
      ...(ritual ? { ritual: ritual.text } : {}),
    });
  }

  // The fridge's leftovers first: each on an early meal before it expires (not a ritual's).
  const skipped = new Set(input.skipLeftovers);
  const placed = placeLeftovers(
    leftovers.filter((item) => !skipped.has(item.id)),
    toPlan
      .filter((slot) => !slot.ritual)
      .map((slot) => {
        const key = `${slot.date} ${slot.time}`;
        const { portions, people } = tables.get(key)!.portions;
        return { key, date: slot.date, time: slot.time, people, portions };
      }),
  );
  for (const [key, placement] of placed) {
    const own = tables.get(key)!;
    const [date, time] = key.split(' ') as [string, string];
    const { portions, people, children } = own.portions;
    meals.set(key, {
      date,
      time,
      kind: 'leftovers',
      title: placement.item.name,
      recipe: null,
      fridge: [{ name: placement.item.name, expirationDate: placement.item.expirationDate }],
      reason: leftoversReason(placement, { date, portions }),
      eaters: own.eaters,
      names: own.diet.names,
      leftovers: {
        itemId: placement.item.id,
        available: placement.item.portions,
        portions,
        people,
        children,
        enough: placement.enough,
      },
    });
  }
  const cooking = toPlan.filter((slot) => !placed.has(`${slot.date} ${slot.time}`));
  const choices =
    cooking.length === 0
      ? []
      : planWeek(deps.catalogue, {
          slots: cooking,
          restrictions: week.restrictions,
          avoidedFoods: week.avoidedFoods,
          preferredFoods: week.preferredFoods,
          dislikedFoods: week.dislikedFoods,
          difficulty: preferences.difficulty ?? PREFERENCE_DEFAULTS.difficulty,
          servings: weekPortions.portions,
          fridge,
          around: [
            ...planned.map((meal) => ({ date: meal.date, recipeId: meal.recipeId! })),
            ...input.keep,
          ],
          exclude: input.exclude,
          memory: known.memory,
          own: ownRecipes,
          ...(input.wishes ? { wishes: input.wishes } : {}),
        });
  for (const { slot, recipe, fridge: used, reason } of choices) {
    const key = `${slot.date} ${slot.time}`;
    const own = tables.get(key)!;
    meals.set(key, {
      date: slot.date,
      time: slot.time,
      kind: 'recipe',
      title: recipe.title,
      recipe: {
        ...recipe,
        safety: safetyOf(recipe, own.diet),
        portions: own.portions,
      },
      fridge: used.map(({ name, expirationDate }) => ({ name, expirationDate })),
      reason,
      eaters: own.eaters,
      names: own.diet.names,
    });
  }
  return {
    meals: slots.map((slot) => meals.get(`${slot.date} ${slot.time}`)!),
  };
}

const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/**
 * One meal's table: who eats (null when everyone does), what they respect, their portions, and
 * who of the household is away (their diet may free some recipes).
 */
function slotTable(table: HouseholdTable, eaters: readonly string[], preferences: ServingsDefault) {
  const everyone = eaters.length === table.people.length;
  const chosen = everyone ? undefined : eaters;
  const eating = new Set(eaters);
  return {
    eaters: chosen ? [...chosen] : null,
    diet: dietAt(table, chosen),
    portions: portionsAt(table, chosen, preferences),
    absent: table.people
      .filter((person) => !eating.has(person.id))
      .map((person): AbsentPerson => ({
        name: person.firstName.trim() || 'Quelqu’un',
        restrictions: person.restrictions ?? [],
        avoidedFoods: person.avoidedFoods ?? [],
      })),
  };
}

/** Whether a recipe of the catalogue answers a ritual for this table. */
function hasRitualRecipe(
  catalogue: RecipeServices['catalogue'],
  diet: { restrictions: DietaryRestriction[]; avoidedFoods: string[] },
  text: string,
) {
  return catalogue.eligible({ type: 'plat', ...diet }).some((entry) => matchesRitual(entry, text));
}
