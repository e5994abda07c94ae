import { DISH_TYPES } from '../../../../shared/constants';
import type { DishType } from '../../../../shared/constants';
import { formatLongDate } from '../../../../shared/format';
import type { PlannedMeal } from '../api/planned-meals';

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
}

/** The recipe the user arrives with: router state `{ recipe }` or `?recipeId=…&title=…`. */
export function readRecipePrefill(state: unknown, search: string): RecipePrefill | null {
  const recipe = (state as { recipe?: Record<string, unknown> } | null)?.recipe;
  if (recipe && typeof recipe.title === 'string' && recipe.title.trim()) {
    return {
      id: typeof recipe.id === 'string' ? recipe.id : null,
      title: recipe.title,
      servings:
        typeof recipe.servings === 'number' && recipe.servings >= 1 ? recipe.servings : undefined,
      type: isDishType(recipe.type) ? recipe.type : undefined,
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
