// The recipes feature's face for the screens that show a recipe (decision 0024): the one
// full-recipe view with « Mode cuisine » (the dashboard's « Minuteurs en cours » is
// api/running-timers, loaded with every dashboard page).
export { RecipeView } from '../components/recipe-view';
export type { RecipeViewProps } from '../components/recipe-view';
export type { ViewRecipe } from '../../../components/recipe/types';
