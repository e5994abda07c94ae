import {
  WEEK_PLAN_MOMENTS,
  isPastSlot,
  momentOf,
  type WeekPlanMeal,
  type WeekPlanMoment,
  type WeekPlanSlot,
} from '../../../../shared/week-plan';
import type { NewPlannedMeal, PlannedMeal } from '../api/planned-meals';
import { addDays } from '../../../../shared/dates';

/** Days « Planifier ma semaine » offers from its first day. */
export const WEEK_DAYS = 7;

export interface WeekDay {
  date: string;
  /** « lun. 30 » */
  short: string;
  /** « lundi 30 novembre » */
  long: string;
}

const shortDay = new Intl.DateTimeFormat('fr', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('fr', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** « lundi 30 novembre » (noon UTC: the same day in Switzerland). */
export const longDayOf = (date: string) => longDay.format(new Date(`${date}T12:00:00Z`));

/** The seven days from `start`. */
export function weekFrom(start: string): WeekDay[] {
  return Array.from({ length: WEEK_DAYS }, (_, index) => {
    const date = addDays(start, index);
    return { date, short: shortDay.format(new Date(`${date}T12:00:00Z`)), long: longDayOf(date) };
  });
}

const timeOf = (moment: WeekPlanMoment) =>
  WEEK_PLAN_MOMENTS.find((entry) => entry.id === moment)!.time;

/** `date moment` of every meal already planned: those slots are left as they are. */
export function plannedSlots(meals: readonly PlannedMeal[]): Set<string> {
  return new Set(meals.map((meal) => `${meal.date} ${momentOf(meal.time)}`));
}

/** The local day and wall-clock time ('HH:MM'): which meals have passed. */
export function localClock(now: Date = new Date()): { date: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/**
 * The meals to propose: each chosen day at each chosen moment, in date order, except those
 * already planned and those already past (lunch at 13:40), each counted apart.
 */
export function slotsToPropose(
  days: readonly string[],
  moments: readonly WeekPlanMoment[],
  planned: ReadonlySet<string>,
  now: { date: string; time: string } = localClock(),
): { slots: WeekPlanSlot[]; alreadyPlanned: number; past: number } {
  const slots: WeekPlanSlot[] = [];
  let alreadyPlanned = 0;
  let past = 0;
  for (const date of [...days].sort()) {
    for (const { id } of WEEK_PLAN_MOMENTS) {
      if (!moments.includes(id)) continue;
      const slot = { date, time: timeOf(id) };
      if (isPastSlot(slot, now)) past += 1;
      else if (planned.has(`${date} ${id}`)) alreadyPlanned += 1;
      else slots.push(slot);
    }
  }
  return { slots, alreadyPlanned, past };
}

/**
 * A proposed meal as the planning adds it: the recipe goes with it, and who eats when not
 * everyone does (`eaters` as the proposal was asked for).
 */
export function plannedMealOf(meal: WeekPlanMeal, eaters?: readonly string[]): NewPlannedMeal {
  // Who eats: as « Qui est là ? » decided for this meal, else as the proposal was asked for.
  const who = meal.eaters ?? eaters;
  const { recipe, leftovers } = meal;
  if (leftovers) {
    // The fridge's leftovers: nothing to buy; « Mangé » takes their portions out of the fridge.
    return {
      recipeTitle: meal.title,
      date: meal.date,
      time: meal.time,
      servings: Math.max(1, leftovers.people),
      portions: leftovers.portions,
      children: Math.min(leftovers.children, Math.max(1, leftovers.people)),
      type: 'plat',
      recipeId: null,
      ...(who ? { eaters: [...who] } : {}),
    };
  }
  if (!recipe) {
    // A ritual kept as written or a meal out: its text, nothing to buy.
    return {
      recipeTitle: meal.title,
      date: meal.date,
      time: meal.time,
      servings: Math.max(1, meal.names.length),
      type: 'plat',
      recipeId: null,
      ...(who ? { eaters: [...who] } : {}),
    };
  }
  return {
    recipeTitle: recipe.title,
    date: meal.date,
    time: meal.time,
    // « pers. » counts people; the recipe is scaled to its portions (decision 0023).
    servings: recipe.portions?.people ?? recipe.servings,
    ...(recipe.portions ? { portions: recipe.servings, children: recipe.portions.children } : {}),
    type: 'plat',
    recipeId: recipe.id,
    recipe: {
      servings: recipe.servings,
      description: recipe.description,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
    },
    ...(who ? { eaters: [...who] } : {}),
  };
}

/** Whether a proposed meal can be added to the planning (nobody home: nothing to plan). */
export const isPlannable = (meal: WeekPlanMeal) => meal.kind !== 'nobody';

export const slotKeyOf = (slot: WeekPlanSlot) => `${slot.date} ${slot.time}`;

/** The fridge's leftovers a proposal already holds: « Autre idée » proposes them nowhere else. */
export const leftoversIn = (meals: readonly WeekPlanMeal[]): string[] =>
  meals.flatMap((meal) => (meal.leftovers ? [meal.leftovers.itemId] : []));
