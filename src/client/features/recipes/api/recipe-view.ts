// The recipes feature's face for the screens that show a recipe (decision 0024): the one
// full-recipe view with « Mode cuisine », and the dashboard's « Minuteurs en cours ».
export { RecipeView } from '../components/recipe-view';
export type { RecipeViewProps } from '../components/recipe-view';
export { RunningTimers } from '../components/running-timers';
export type { ViewRecipe } from '../../../components/recipe/types';
