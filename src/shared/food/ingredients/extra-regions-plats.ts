import { defineIngredients } from '../types';

/** Ingredients the regional « plat » recipes of the catalogue needed beyond the core taxonomy. */
export const EXTRA_INGREDIENTS = defineIngredients([
  {
    id: 'vacherin-fribourgeois',
    name: 'vacherin fribourgeois',
    parent: 'fromage',
    aisle: 'cremerie',
    unit: 'g',
    flags: ['dairy'],
  },
  {
    id: 'brocciu',
    name: 'brocciu',
    synonyms: ['broccio'],
    parent: 'fromage',
    aisle: 'cremerie',
    unit: 'g',
    flags: ['dairy'],
  },
  {
    id: 'saucisse-aux-choux',
    name: 'saucisse aux choux',
    plural: 'saucisses aux choux',
    parent: 'saucisse',
    aisle: 'boucherie',
    unit: 'unité',
    flags: ['meat', 'pork'],
  },
  {
    id: 'perche',
    name: 'perche',
    plural: 'perches',
    synonyms: ['filet de perche'],
    aisle: 'poissonnerie',
    unit: 'g',
    flags: ['fish'],
  },
  {
    id: 'cardon',
    name: 'cardon',
    plural: 'cardons',
    aisle: 'fruits-legumes',
    unit: 'g',
    flags: [],
    countable: true,
  },
]);
