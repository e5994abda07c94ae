import { recipeSafety, type RecipeSafety } from '../../../shared/food/table-safety';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { Ingredient } from '../../../shared/food/types';
import type { PlannedMeal } from '../../../shared/planning';
import { portionsText } from '../../../shared/portions';
import type { Database } from '../../db/client';
import type { plannedMeals } from '../../db/schema';
import { dietAt, householdTable, type HouseholdTable } from '../household';
import { leftoverPortionsOf } from './leftovers';

type Meal = typeof plannedMeals.$inferSelect;

/**
 * How a meal's portions were counted: « 2 adultes + 2 enfants = 3 portions » when its children
 * are known, « 5 portions » when they differ from its people; null: one portion per person.
 */
function mealPortionsText(meal: Meal): string | null {
  const portions = meal.portions ?? meal.servings;
  if (meal.children !== null && meal.children > 0) {
    return portionsText(
      { adults: meal.servings - meal.children, children: meal.children },
      portions,
    );
  }
  return portions === meal.servings ? null : portionsText({ adults: 0, children: 0 }, portions);
}

/** A planned meal as the API answers it (the recipe, when it has one, for its own servings). */
export const plannedMealJson = (
  meal: Meal,
  safety: RecipeSafety | null = null,
  leftoverPortions = 0,
): PlannedMeal => ({
  id: meal.id,
  recipeId: meal.recipeId,
  recipeTitle: meal.recipeTitle,
  date: meal.date,
  time: meal.time.slice(0, 5),
  servings: meal.servings,
  portions: meal.portions ?? meal.servings,
  portionsText: mealPortionsText(meal),
  type: meal.type,
  recipe: meal.recipe,
  eaters: meal.eaters,
  safety,
  cookedAt: meal.cookedAt?.toISOString() ?? null,
  leftoverPortions,
  leftoversOf: meal.leftoversOf,
  batchDate: meal.batchDate,
  createdAt: meal.createdAt.toISOString(),
});

/**
 * What a planned meal's card says, computed when it is read: for whom (those planned for who
 * are still of the household, else everyone) and what its recipe respects today — a restriction
 * added after the meal was planned shows at once. The lines were read by the server when the
 * meal was planned: when each names a known ingredient, those decide; else the text does.
 */
function mealSafety(meal: Meal, table: HouseholdTable): RecipeSafety | null {
  if (!meal.recipe) return null;
  const present = new Set(table.people.map((person) => person.id));
  const eaters = (meal.eaters ?? []).filter((id) => present.has(id));
  const diet = dietAt(table, eaters.length > 0 ? eaters : undefined);
  const known = meal.recipe.ingredients.map((line) =>
    line.ingredientId ? ingredientById(line.ingredientId) : undefined,
  );
  return recipeSafety(
    { title: meal.recipeTitle, ingredients: meal.recipe.ingredients.map((line) => line.line) },
    diet,
    known.every(Boolean) ? (known as Ingredient[]) : undefined,
  );
}

/** The meals as the API answers them, each with its card line (one read of the household). */
export async function plannedMealsJson(
  db: Database,
  householdId: string,
  meals: Meal[],
): Promise<PlannedMeal[]> {
  const withRecipe = meals.filter((meal) => meal.recipe);
  const table = withRecipe.length > 0 ? await householdTable(db, householdId) : null;
  const leftovers = await leftoverPortionsOf(
    db,
    householdId,
    withRecipe.map((meal) => meal.id),
  );
  return meals.map((meal) =>
    plannedMealJson(meal, table ? mealSafety(meal, table) : null, leftovers.get(meal.id) ?? 0),
  );
}
