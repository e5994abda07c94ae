import { defineIngredients } from '../types';

/** Ingredients the « amuse-bouche » recipes of the catalogue needed beyond the core taxonomy. */
export const EXTRA_INGREDIENTS = defineIngredients([]);
