import { z } from 'zod';
import { DISH_TYPES, type DishType, type InventoryLocation, type ParsedUnit } from './constants';
import { eatersSchema } from './eaters';
import { PORTIONS_MAX } from './portions';
import type { RecipeSafety } from './food/table-safety';

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A meal's day, 'YYYY-MM-DD', a day that exists. */
export const plannedDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date est requise')
  .refine(isRealDate, 'Cette date n’existe pas.');

/** A meal's time, 'HH:MM'. */
export const plannedTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'L’heure est requise');

/**
 * The recipe a meal is planned from, as the client shows it: only its lines are trusted; the
 * server reads each one (quantity, unit, ingredient) itself.
 */
export const PLANNED_RECIPE_LIMITS = {
  ingredients: 60,
  ingredientLength: 200,
  instructions: 40,
  instructionLength: 1000,
  description: 1000,
} as const;

export const plannedRecipeInputSchema = z.object({
  servings: z
    .number()
    .int()
    .min(1, 'La recette doit servir au moins une personne.')
    .max(50, 'Cinquante personnes au plus.'),
  description: z
    .string()
    .trim()
    .max(PLANNED_RECIPE_LIMITS.description, 'La description est trop longue.')
    .default(''),
  ingredients: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Un ingrédient est vide.')
        .max(PLANNED_RECIPE_LIMITS.ingredientLength, 'Un ingrédient est trop long.'),
    )
    .min(1, 'La recette doit avoir au moins un ingrédient.')
    .max(PLANNED_RECIPE_LIMITS.ingredients, 'Soixante ingrédients au plus.'),
  instructions: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Une étape est vide.')
        .max(PLANNED_RECIPE_LIMITS.instructionLength, 'Une étape est trop longue.'),
    )
    .max(PLANNED_RECIPE_LIMITS.instructions, 'Quarante étapes au plus.')
    .default([]),
});

export type PlannedRecipeInput = z.output<typeof plannedRecipeInputSchema>;

/** The portions a meal's quantities are for (decision 0023). */
const portionsSchema = z
  .number()
  .int()
  .min(1, 'Au moins une portion.')
  .max(PORTIONS_MAX, 'Cinquante portions au plus.');

/** How many of a meal's people are children. */
const childrenSchema = z.number().int().min(0, 'Aucun enfant au moins.').max(50);

/**
 * A meal to plan (POST /api/planned-meals): the specification's rules (section 5). `servings`
 * counts people (« pers. »); `portions` (what the quantities are for) and `children` come with
 * a recipe scaled for who eats; without them, the server counts the eaters chosen, else one
 * portion per person.
 */
export const plannedMealInputSchema = z
  .object({
    recipeTitle: z
      .string()
      .trim()
      .min(1, 'Le nom du plat est requis')
      .max(120, 'Le nom du plat est trop long.'),
    date: plannedDateSchema,
    time: plannedTimeSchema,
    servings: z
      .number()
      .int()
      .min(1, 'Au moins une personne.')
      .max(50, 'Cinquante personnes au plus.'),
    type: z.enum(DISH_TYPES).default('plat'),
    /** Set when the meal comes from a recipe; meals added by hand have none. */
    recipeId: z.string().trim().min(1).max(120).nullable().default(null),
    /** The recipe itself, so the planning can open it, scale it and shop for it. */
    recipe: plannedRecipeInputSchema.optional(),
    /** Who it is for (« Qui mange ? »); absent: everyone at the household's table. */
    eaters: eatersSchema.optional(),
    portions: portionsSchema.optional(),
    children: childrenSchema.optional(),
  })
  .refine((meal) => meal.children === undefined || meal.children <= meal.servings, {
    message: 'Pas plus d’enfants que de personnes.',
    path: ['children'],
  });

export type PlannedMealInput = z.input<typeof plannedMealInputSchema>;

/** One ingredient of a planned recipe, for its own servings. */
export interface PlannedIngredient {
  /** The line as the recipe writes it: « 200 g de farine ». */
  line: string;
  name: string;
  /** Null when the line has no number (« Sel »). */
  amount: number | null;
  unit: ParsedUnit;
  /** The taxonomy ingredient, when recognised. */
  ingredientId: string | null;
  /** For counted lines, the name for one and for several (« gousse d’ail », « gousses d’ail »). */
  forms?: { one: string; many: string };
}

/** The recipe a planned meal keeps, so the planning can open it and scale it. */
export interface PlannedRecipe {
  servings: number;
  description: string;
  ingredients: PlannedIngredient[];
  instructions: string[];
}

/** A planned meal as the API answers it (GET /api/planned-meals: by date, then time). */
export interface PlannedMeal {
  id: string;
  /** Null for a meal added by hand. */
  recipeId: string | null;
  recipeTitle: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  /** « N pers. »: how many people it is for. */
  servings: number;
  /** The portions its quantities are for (children count for the household's fraction). */
  portions: number;
  /** « 2 adultes + 2 enfants = 3 portions », « 5 portions »; null: one portion per person. */
  portionsText: string | null;
  type: DishType;
  /** The recipe it was planned from (ingredients for `recipe.servings`); null when added by hand. */
  recipe: PlannedRecipe | null;
  /**
   * Who it was planned for (user ids of members, ids of people without an account); null:
   * everyone at the household's table.
   */
  eaters: string[] | null;
  /**
   * For whom and what its recipe respects, computed by the server when the meal is read,
   * against the household's restrictions of today (a note « Attention… » when it no longer
   * suits); null for a meal without a recipe.
   */
  safety: RecipeSafety | null;
  /** ISO timestamp: when « J'ai cuisiné ce plat » took its ingredients out of the fridge. */
  cookedAt: string | null;
  /**
   * « Prévoir des restes »: portions cooked on top of `portions` for later meals (the servings of
   * the meals that are its leftovers); the list buys and cooking takes for both.
   */
  leftoverPortions: number;
  /** « Restes : Lasagnes »: the id of the meal it is the leftovers of; null otherwise. */
  leftoversOf: string | null;
  /**
   * « Batch cooking » (decision 0036): the day it is cooked ahead in a session; null (or absent
   * in older answers): cooked the day it is eaten.
   */
  batchDate?: string | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** POST /api/planned-meals/:id/cooked: the meal, and how many fridge items it changed. */
export interface MealCooked {
  meal: PlannedMeal;
  fridgeChanges: number;
}

/** POST /api/planned-meals/:id/uncooked: the meal, its ingredients back in the fridge. */
export interface MealUncooked {
  meal: PlannedMeal;
}

/** What « J'ai cuisiné ce plat » took from one fridge item (to undo it). */
export interface CookedChange {
  inventoryItemId: string;
  name: string;
  /** The unit before cooking (`unitAfter` differs when 1 kg became 700 g). */
  unit: string;
  category: string;
  expirationDate: string | null;
  ingredientId?: string | null;
  /** The quantity before cooking; the row was deleted when it reached zero. */
  quantityBefore: number;
  quantityAfter: number;
  unitAfter?: string;
}

/**
 * PATCH /api/planned-meals/:id: the portions (the quantities follow), or the people (the
 * portions are counted again, the children kept), or who eats (people, children and portions
 * counted from them), or both; and/or another day and time (« Modifier »:
 * the meal moves, with the same rules as when it was planned). The list rows bought for it stay
 * linked to it.
 */
export const plannedMealPatchSchema = z
  .object({
    servings: z
      .number()
      .int()
      .min(1, 'Au moins une personne.')
      .max(50, 'Cinquante personnes au plus.')
      .optional(),
    portions: portionsSchema.optional(),
    date: plannedDateSchema.optional(),
    time: plannedTimeSchema.optional(),
    /**
     * « Qui mange ? » changed: who eats now (null: everyone at the table); the people and the
     * portions are counted again from them (a child for the « Portion enfant »).
     */
    eaters: eatersSchema.nullable().optional(),
  })
  .refine(
    (patch) =>
      patch.servings !== undefined ||
      patch.portions !== undefined ||
      patch.date !== undefined ||
      patch.time !== undefined ||
      patch.eaters !== undefined,
    { message: 'Indiquez le jour, l’heure, qui mange, le nombre de personnes ou de portions.' },
  );

export type PlannedMealPatch = z.input<typeof plannedMealPatchSchema>;

/** Portions of leftovers one « Prévoir des restes » may plan. */
export const LEFTOVER_PORTIONS_MAX = 20;

/** The title of a leftovers meal: « Restes : Lasagnes ». */
export const leftoversTitle = (title: string) => `Restes\u00a0: ${title}`.slice(0, 120);

/**
 * POST /api/planned-meals/:id/leftovers (« Prévoir des restes pour… »): a later meal made of the
 * dish's leftovers, for `portions` portions (the lunch box of the next day, say).
 */
export const plannedLeftoversInputSchema = z.object({
  date: plannedDateSchema,
  time: plannedTimeSchema,
  portions: z
    .number()
    .int()
    .min(1, 'Au moins une portion.')
    .max(LEFTOVER_PORTIONS_MAX, `${LEFTOVER_PORTIONS_MAX} portions au plus.`),
});

/** POST /api/planned-meals/:id/leftovers: the dish (its leftover portions counted) and the new meal. */
export interface LeftoversPlanned {
  meal: PlannedMeal;
  leftovers: PlannedMeal;
}

/** Days a shopping preview may cover at most (two months of meals). */
export const PLAN_SHOPPING_MAX_DAYS = 62;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** « Générer la liste de courses »: the meals of these days (POST …/shopping-preview). */
export const planShoppingPreviewInputSchema = z
  .object({
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date de début est requise')
      .refine(isRealDate, 'Cette date n’existe pas.'),
    to: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date de fin est requise')
      .refine(isRealDate, 'Cette date n’existe pas.'),
    includeStaples: z.boolean().default(false),
  })
  .refine((range) => range.from <= range.to, {
    message: 'La date de fin doit suivre la date de début.',
    path: ['to'],
  })
  .refine((range) => dayNumber(range.to) - dayNumber(range.from) < PLAN_SHOPPING_MAX_DAYS, {
    message: 'Choisissez une période de deux mois au plus.',
    path: ['to'],
  });

export type PlanShoppingPreviewInput = z.input<typeof planShoppingPreviewInputSchema>;

/** One line of the preview: what to buy of one ingredient for the chosen days. */
export interface PlanShoppingLine {
  /** Stable within a preview: the ingredient's id, or its normalised name. */
  key: string;
  name: string;
  /** '250', '1,5'; '' when the recipes give no number (« Persil »). */
  quantity: string;
  unit: ParsedUnit;
  ingredientId: string | null;
  /** What the meals need in all, formatted (« 750 g »); null for a line without a number. */
  needed: string | null;
  /** What the fridge holds of it, formatted (« 500 g »), when it holds some. */
  inFridge: string | null;
  /**
   * What the list already holds for these meals (rows that serve them), formatted, when it
   * holds some: the line asks only for the rest (decision 0022).
   */
  onList: string | null;
  /**
   * Where what is held is kept: 'pantry' when only the pantry holds it (« déjà au placard »),
   * 'fridge' otherwise; null when nothing is held.
   */
  heldIn: InventoryLocation | null;
  /** The fridge, the pantry and the list hold enough: shown as covered, not ticked. */
  covered: boolean;
  /** The meals that use it. */
  meals: string[];
  /** The ids of those planned meals: sent back with the line, so the list knows what it serves. */
  plannedMealIds: string[];
}

export interface PlanShoppingPreview {
  from: string;
  to: string;
  /** Meals of the period whose recipe was counted. */
  mealCount: number;
  /** Meals of the period planned by hand (no recipe): nothing to count for them. */
  mealsWithoutRecipe: number;
  lines: PlanShoppingLine[];
}
