import { defineIngredients } from '../types';

/** Core taxonomy, aisle « surgeles ». */
export const CORE_SURGELES = defineIngredients([
  {
    id: 'glacon',
    name: 'glaçon',
    plural: 'glaçons',
    synonyms: ['glace pilée', 'cube de glace'],
    aisle: 'surgeles',
    unit: 'unité',
  },
  {
    id: 'glace',
    name: 'glace',
    plural: 'glaces',
    synonyms: ['crème glacée'],
    aisle: 'surgeles',
    unit: 'l',
    flags: ['dairy', 'egg'],
  },
  {
    id: 'glace-vanille',
    name: 'glace vanille',
    plural: 'glaces vanille',
    synonyms: ['glace à la vanille', 'crème glacée vanille'],
    parent: 'glace',
    aisle: 'surgeles',
    unit: 'l',
    flags: ['dairy', 'egg'],
  },
  {
    id: 'glace-chocolat',
    name: 'glace chocolat',
    plural: 'glaces chocolat',
    synonyms: ['glace au chocolat'],
    parent: 'glace',
    aisle: 'surgeles',
    unit: 'l',
    flags: ['dairy', 'egg'],
  },
  {
    id: 'sorbet',
    name: 'sorbet',
    plural: 'sorbets',
    synonyms: ['sorbet citron', 'sorbet framboise'],
    aisle: 'surgeles',
    unit: 'l',
  },
  {
    id: 'frite',
    name: 'frite',
    plural: 'frites',
    synonyms: ['frites surgelées', 'frite surgelée'],
    aisle: 'surgeles',
    unit: 'g',
    countable: true,
  },
]);
