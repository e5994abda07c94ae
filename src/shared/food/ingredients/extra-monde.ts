import { defineIngredients } from '../types';

/** Ingredients the world and festive « plat » recipes of the catalogue needed beyond the core taxonomy. */
export const EXTRA_INGREDIENTS = defineIngredients([
  {
    id: 'banane-plantain',
    name: 'banane plantain',
    plural: 'bananes plantains',
    synonyms: ['plantain', 'bananes plantain'],
    aisle: 'fruits-legumes',
    unit: 'unité',
    flags: [],
    countable: true,
  },
]);
