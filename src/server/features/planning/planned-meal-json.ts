import type { plannedMeals } from '../../db/schema';

type Meal = typeof plannedMeals.$inferSelect;

/** A planned meal as the API answers it (the recipe, when it has one, for its own servings). */
export const plannedMealJson = (meal: Meal) => ({
  id: meal.id,
  recipeId: meal.recipeId,
  recipeTitle: meal.recipeTitle,
  date: meal.date,
  time: meal.time.slice(0, 5),
  servings: meal.servings,
  type: meal.type,
  recipe: meal.recipe,
  cookedAt: meal.cookedAt?.toISOString() ?? null,
  createdAt: meal.createdAt.toISOString(),
});
