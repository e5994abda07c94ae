import { defineIngredients } from '../types';

/** Ingredients the « boisson » recipes of the catalogue needed beyond the core taxonomy. */
export const EXTRA_INGREDIENTS = defineIngredients([
  {
    id: 'fleur-d-hibiscus',
    name: 'fleur d’hibiscus',
    plural: 'fleurs d’hibiscus',
    synonyms: ['hibiscus', 'fleur d’hibiscus séchée', 'karkadé'],
    aisle: 'boissons',
    unit: 'g',
    flags: [],
  },
]);
