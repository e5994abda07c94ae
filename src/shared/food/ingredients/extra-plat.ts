import { defineIngredients } from '../types';

/** Ingredients the « plat » recipes of the catalogue needed beyond the core taxonomy. */
export const EXTRA_INGREDIENTS = defineIngredients([
  {
    id: 'os-a-moelle',
    name: 'os à moelle',
    synonyms: ['moelle de bœuf'],
    parent: 'boeuf',
    aisle: 'boucherie',
    unit: 'unité',
    flags: ['meat'],
  },
]);
