import { defineIngredients } from '../types';

/** Ingredients the « dessert » recipes of the catalogue needed beyond the core taxonomy. */
export const EXTRA_INGREDIENTS = defineIngredients([
  {
    id: 'aquafaba',
    name: 'aquafaba',
    synonyms: ['jus de pois chiche', 'eau de pois chiche'],
    aisle: 'epicerie-salee',
    unit: 'ml',
    flags: [],
  },
]);
