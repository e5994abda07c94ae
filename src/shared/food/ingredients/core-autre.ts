import { defineIngredients } from '../types';

/** Core taxonomy, aisle « autre ». */
export const CORE_AUTRE = defineIngredients([
  {
    id: 'eau',
    name: 'eau',
    plural: 'eaux',
    synonyms: ['eau froide', 'eau chaude', 'eau tiède', 'eau plate', 'eau du robinet'],
    aisle: 'autre',
    unit: 'l',
    flags: [],
    staple: true,
  },
  {
    id: 'fleur-comestible',
    name: 'fleur comestible',
    plural: 'fleurs comestibles',
    synonyms: ['pétale de rose', 'fleur de bourrache', 'fleur de capucine'],
    aisle: 'autre',
    unit: 'unité',
    flags: [],
    countable: true,
  },
  {
    id: 'feuille-d-or',
    name: 'feuille d’or',
    plural: 'feuilles d’or',
    synonyms: ['paillette d’or'],
    aisle: 'autre',
    unit: 'unité',
    flags: [],
  },
]);
