// « Batch cooking » (issue 28, item 2; decision 0036): several of the week's dishes cooked
// together on one day, Sunday by default. A session is the household's planned meals that carry
// the same cook day (`planned_meals.batch_date`): one list for them, one order of steps, one
// « J'ai tout cuisiné ». A dish eaten more than a cooked dish keeps after the cook day is frozen.
import { z } from 'zod';
import { addDays, daysBetween } from './dates';
import { plannedDateSchema, type PlannedMeal } from './planning';
import { COOKED_DISH_SHELF_LIFE_DAYS, FROZEN_COOKED_DISH_SHELF_LIFE_DAYS } from './shelf-life';

/** Dishes one session may hold: two weeks of lunches and dinners. */
export const BATCH_MEALS_MAX = 28;

/** How far after the cook day a session's meals may be eaten (the frozen dish's keep). */
export const BATCH_SPAN_MAX_DAYS = 62;

/** The cook day in an address: /api/planned-meals/batch-sessions/2026-11-29. */
export const batchDateParamSchema = z.object({ date: plannedDateSchema });

/**
 * PUT /api/planned-meals/batch-sessions/:date: the meals cooked that day (the whole session: a
 * meal of the session not named leaves it; an empty list ends the session).
 */
export const batchSessionInputSchema = z.object({
  mealIds: z
    .array(z.uuid('Ce repas est introuvable.'))
    .max(BATCH_MEALS_MAX, `${BATCH_MEALS_MAX} plats au plus par session.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Un repas est choisi deux fois.'),
});

export type BatchSessionInput = z.input<typeof batchSessionInputSchema>;

/** GET …/batch-sessions/:date/shopping-preview?includeStaples=true. */
export const batchShoppingQuerySchema = z.object({
  includeStaples: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The session's meals as saved (PUT) or cooked (POST …/cooked, …/uncooked). */
export interface BatchSessionAnswer {
  date: string;
  meals: PlannedMeal[];
  /** POST …/cooked and …/uncooked: fridge items changed in all. */
  fridgeChanges?: number;
}

/** Whether a dish cooked on `cookDate` and eaten on `mealDate` must go to the freezer. */
export const mustFreeze = (cookDate: string, mealDate: string) =>
  daysBetween(cookDate, mealDate) > COOKED_DISH_SHELF_LIFE_DAYS;

/** The last day a dish cooked on `cookDate` keeps: in the fridge, or frozen. */
export const batchDishKeepsUntil = (cookDate: string, frozen: boolean) =>
  addDays(cookDate, frozen ? FROZEN_COOKED_DISH_SHELF_LIFE_DAYS : COOKED_DISH_SHELF_LIFE_DAYS);

/** The fridge item of a dish cooked ahead: « Batch : Lasagnes », « … (congelé) ». */
export const batchDishName = (title: string, frozen: boolean) =>
  `Batch\u00a0: ${title}${frozen ? ' (congelé)' : ''}`.slice(0, 120);

/** Whether a planned meal can be cooked in a session on `cookDate`. */
export function batchCandidate(
  meal: Pick<PlannedMeal, 'recipe' | 'leftoversOf' | 'cookedAt' | 'date'>,
  cookDate: string,
): boolean {
  return (
    meal.recipe !== null &&
    meal.leftoversOf === null &&
    meal.cookedAt === null &&
    meal.date >= cookDate &&
    daysBetween(cookDate, meal.date) <= BATCH_SPAN_MAX_DAYS
  );
}

/** Today in Switzerland, 'YYYY-MM-DD' (the client's clock may be abroad). */
export function zurichToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The coming Sunday (today when it is Sunday), the default cook day. */
export function comingSunday(today: string): string {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, (7 - weekday) % 7);
}
