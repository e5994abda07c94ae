// « Planifier ma semaine » (POST /api/planned-meals/week-proposal and …/batch), shared by
// client and server.
import { z } from 'zod';
import { eatersSchema } from './eaters';
import { plannedDateSchema, plannedMealInputSchema, plannedTimeSchema } from './planning';
import type { Recipe } from './recipes';

/** Meals one proposal may fill at most: lunch and dinner for a week. */
export const WEEK_PLAN_MAX_MEALS = 14;

export { momentOf, WEEK_PLAN_MOMENTS, type WeekPlanMoment } from './moments';

const recipeIdSchema = z.string().trim().min(1).max(120);

/** One meal to propose a recipe for. */
export const weekPlanSlotSchema = z.object({
  date: plannedDateSchema,
  time: plannedTimeSchema,
});
export type WeekPlanSlot = z.output<typeof weekPlanSlotSchema>;

const slotKey = (slot: WeekPlanSlot) => `${slot.date} ${slot.time}`;

/** The message of a meal nobody eats at home (« Qui est là ? »). */
export const NOBODY_HOME = 'Personne ne mange à la maison';

/** Whether a meal's slot has passed at `now` (its day and wall-clock time): nothing to plan. */
export const isPastSlot = (slot: WeekPlanSlot, now: { date: string; time: string }): boolean =>
  slot.date < now.date || (slot.date === now.date && slot.time.slice(0, 5) <= now.time);

/** When every slot asked for has passed. */
export const ALL_SLOTS_PAST = 'Ces repas sont déjà passés : choisissez un repas à venir.';

/**
 * What to propose: the meals to fill; optionally who eats; the recipes already chosen for other
 * meals of the same week (`keep`: they count for variety and use the fridge first); recipes the
 * user turned down (`exclude`: never proposed again in this proposal).
 */
export const weekPlanInputSchema = z.object({
  slots: z
    .array(weekPlanSlotSchema)
    .min(1, 'Choisissez au moins un repas à planifier.')
    .max(WEEK_PLAN_MAX_MEALS, `Choisissez ${WEEK_PLAN_MAX_MEALS} repas au plus.`)
    .refine(
      (slots) => new Set(slots.map(slotKey)).size === slots.length,
      'Chaque repas ne compte qu’une fois.',
    ),
  eaters: eatersSchema.optional(),
  keep: z
    .array(z.object({ date: plannedDateSchema, recipeId: recipeIdSchema }))
    .max(WEEK_PLAN_MAX_MEALS, `${WEEK_PLAN_MAX_MEALS} recettes gardées au plus.`)
    .default([]),
  exclude: z.array(recipeIdSchema).max(200, 'Trop de recettes écartées.').default([]),
  /**
   * The fridge's leftovers (inventory item ids) not to propose: already in the proposal for
   * another meal, or turned down with « Autre idée ».
   */
  skipLeftovers: z
    .array(z.uuid('Choisissez des restes de votre frigo.').toLowerCase())
    .max(WEEK_PLAN_MAX_MEALS * 2, 'Trop de restes écartés.')
    .default([]),
  /** What the Assistant Chef understood (« pas cher, rapide, végétarien », issue 29). */
  wishes: z
    .object({
      cheap: z.boolean().default(false),
      quick: z.boolean().default(false),
      vegetarian: z.boolean().default(false),
    })
    .optional(),
});
export type WeekPlanInput = z.input<typeof weekPlanInputSchema>;
export type WeekWishes = NonNullable<WeekPlanInput['wishes']>;

/** A fridge item a proposed meal uses. */
export interface WeekPlanFridgeUse {
  name: string;
  /** 'YYYY-MM-DD' or null. */
  expirationDate: string | null;
}

/**
 * What a proposed meal is: a recipe; a ritual kept as written (« Pizza maison », no recipe
 * matched); a meal eaten elsewhere (« Restaurant », « Cantine »: nothing to buy); nobody home;
 * leftovers already in the fridge (« Restes : Lasagnes », to finish before they expire).
 */
export type WeekPlanMealKind = 'recipe' | 'written' | 'out' | 'nobody' | 'leftovers';

/** The fridge's leftovers a proposed meal finishes. */
export interface WeekPlanLeftovers {
  /** The inventory item. */
  itemId: string;
  /** Portions left in the fridge; null when its unit counts none. */
  available: number | null;
  /** What the meal's table eats: its portions (children counted), people and children. */
  portions: number;
  people: number;
  children: number;
  /** The portions left cover the meal. */
  enough: boolean;
}

/** One proposed meal: its slot, the recipe for the eaters, and why it was chosen. */
export interface WeekPlanMeal extends WeekPlanSlot {
  kind: WeekPlanMealKind;
  /** The recipe, for those who eat (`kind` 'recipe' only). */
  recipe: Recipe | null;
  /** The recipe's title, or the ritual as written. */
  title: string;
  /** Fridge items it uses up, those expiring first first. */
  fridge: WeekPlanFridgeUse[];
  /** Why, in one French line (« utilise ce qui expire lundi : courgettes »). */
  reason: string;
  /** Who eats it (« Qui est là ? » or « Qui mange ? »); null: everyone at the table. */
  eaters: string[] | null;
  /** Their first names, in the household's order (everyone's when `eaters` is null). */
  names: string[];
  /** `kind` 'leftovers': the fridge item it finishes. */
  leftovers?: WeekPlanLeftovers;
}

export interface WeekPlanProposal {
  meals: WeekPlanMeal[];
}

/** « Tout ajouter »: several meals in one request, all or none. */
export const plannedMealBatchSchema = z.object({
  meals: z
    .array(plannedMealInputSchema)
    .min(1, 'Choisissez au moins un repas.')
    .max(WEEK_PLAN_MAX_MEALS, `${WEEK_PLAN_MAX_MEALS} repas au plus à la fois.`),
});
export type PlannedMealBatch = z.input<typeof plannedMealBatchSchema>;
