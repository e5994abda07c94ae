import { defineIngredients } from '../types';

/** Ingredients the « entree » recipes of the catalogue needed beyond the core taxonomy. */
export const EXTRA_INGREDIENTS = defineIngredients([]);
