// The public face of the planning feature: what other features and the app may use.
export { planMeal } from './plan-meals';
export { planningRoutes } from './planning.routes';
export { recipeNeeds } from './recipe-shopping';
export { mealsBetween, type PlannedMealBrief } from './meals-between';
