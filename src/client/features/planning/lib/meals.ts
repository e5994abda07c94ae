import { DISH_TYPES } from '../../../../shared/constants';
import type { DishType } from '../../../../shared/constants';
import { eatersSchema } from '../../../../shared/eaters';
import { formatLongDate } from '../../../../shared/format';
import { PLANNED_RECIPE_LIMITS } from '../../../../shared/planning';
import { isChildPortion, portionsFor, type Portions } from '../../../../shared/portions';
import type { NewPlannedRecipe, PlannedMeal } from '../api/planned-meals';

export interface MealDay {
  date: string;
  label: string;
  meals: PlannedMeal[];
}

/** Meals grouped by day (long French date), ordered by date then time. */
export function groupMealsByDate(meals: readonly PlannedMeal[]): MealDay[] {
  const sorted = [...meals].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time),
  );
  const days: MealDay[] = [];
  for (const meal of sorted) {
    const last = days.at(-1);
    if (last?.date === meal.date) last.meals.push(meal);
    else days.push({ date: meal.date, label: longDateOf(meal.date), meals: [meal] });
  }
  return days;
}

/** 'YYYY-MM-DD' → « dimanche 22 novembre 2026 » (noon UTC: the same day in Switzerland). */
export function longDateOf(date: string): string {
  return formatLongDate(new Date(`${date}T12:00:00Z`));
}

/** Today in the browser's time zone, as 'YYYY-MM-DD'. */
export function todayLocal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isDishType(value: unknown): value is DishType {
  return typeof value === 'string' && (DISH_TYPES as readonly string[]).includes(value);
}

export interface RecipePrefill {
  id: string | null;
  title: string;
  servings?: number | undefined;
  type?: DishType | undefined;
  /** The recipe itself, kept with the meal (router state only: too long for an address). */
  recipe?: NewPlannedRecipe | undefined;
  /** Who eats, as chosen where the recipe was suggested (router state only); absent: everyone. */
  eaters?: string[] | undefined;
  /** How the recipe's portions were counted from who eats (router state only). */
  portions?: Portions | undefined;
}

const count = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/**
 * Who eats, counted, from the router state: rebuilt from its adults, children and child
 * portion (the text is written again), and only when it matches the recipe's portions.
 */
function readPortions(value: unknown, servings: number | undefined): Portions | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { adults, children, childPortion } = value as Record<string, unknown>;
  if (!count(adults, 50) || !count(children, 50) || !isChildPortion(childPortion)) {
    return undefined;
  }
  const portions = portionsFor({ adults, children }, childPortion);
  return portions.portions === servings && portions.people >= 1 ? portions : undefined;
}

const strings = (value: unknown, max: number, length: number): string[] =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
        .map((item) => item.trim().slice(0, length))
        .slice(0, max)
    : [];

/** The recipe's lines from the router state, within what the server accepts; none without lines. */
function readRecipe(
  recipe: Record<string, unknown>,
  servings: number | undefined,
): NewPlannedRecipe | undefined {
  const ingredients = strings(
    recipe.ingredients,
    PLANNED_RECIPE_LIMITS.ingredients,
    PLANNED_RECIPE_LIMITS.ingredientLength,
  );
  if (ingredients.length === 0) return undefined;
  return {
    servings: servings ?? 2,
    description:
      typeof recipe.description === 'string'
        ? recipe.description.trim().slice(0, PLANNED_RECIPE_LIMITS.description)
        : '',
    ingredients,
    instructions: strings(
      recipe.instructions,
      PLANNED_RECIPE_LIMITS.instructions,
      PLANNED_RECIPE_LIMITS.instructionLength,
    ),
  };
}

/**
 * Who eats, from the router state: only a list of the form the server accepts (1 to 18 ids,
 * each once); anything else is ignored, and the meal is for everyone — never for fewer people
 * than chosen.
 */
function readEaters(value: unknown): string[] | undefined {
  const eaters = eatersSchema.safeParse(value);
  return eaters.success ? eaters.data : undefined;
}

/**
 * The recipe the user arrives with: router state `{ recipe, eaters? }` (with its lines, kept
 * with the meal, and who eats when not everyone does) or `?recipeId=…&title=…`.
 */
export function readRecipePrefill(state: unknown, search: string): RecipePrefill | null {
  const {
    recipe,
    eaters: chosen,
    portions,
  } = (state as {
    recipe?: Record<string, unknown>;
    eaters?: unknown;
    portions?: unknown;
  } | null) ?? {};
  if (recipe && typeof recipe.title === 'string' && recipe.title.trim()) {
    const servings =
      typeof recipe.servings === 'number' &&
      Number.isInteger(recipe.servings) &&
      recipe.servings >= 1
        ? Math.min(recipe.servings, 50)
        : undefined;
    const lines = readRecipe(recipe, servings);
    const eaters = readEaters(chosen);
    // The recipe view's portions (decision 0024): the meal is for them, the recipe keeps its own.
    const chosenPortions =
      typeof portions === 'number' && Number.isInteger(portions) && portions >= 1
        ? Math.min(portions, 50)
        : undefined;
    // Who eats, counted (decision 0023) — unless the view's stepper chose other portions.
    const readCounted = readPortions(recipe.portions, servings);
    const counted =
      chosenPortions === undefined || chosenPortions === readCounted?.portions
        ? readCounted
        : undefined;
    return {
      id: typeof recipe.id === 'string' ? recipe.id : null,
      title: recipe.title,
      servings: chosenPortions ?? servings,
      type: isDishType(recipe.type) ? recipe.type : undefined,
      ...(lines ? { recipe: lines } : {}),
      ...(eaters ? { eaters } : {}),
      ...(counted ? { portions: counted } : {}),
    };
  }
  const params = new URLSearchParams(search);
  const title = params.get('title');
  if (title?.trim()) {
    const servings = Number(params.get('servings'));
    const type = params.get('type');
    return {
      id: params.get('recipeId') || null,
      title,
      servings: Number.isInteger(servings) && servings >= 1 ? servings : undefined,
      type: isDishType(type) ? type : undefined,
    };
  }
  return null;
}
