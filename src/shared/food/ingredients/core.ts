import type { Ingredient } from '../types';
import { CORE_FRUITS_LEGUMES } from './core-fruits-legumes';
import { CORE_BOULANGERIE } from './core-boulangerie';
import { CORE_BOUCHERIE } from './core-boucherie';
import { CORE_POISSONNERIE } from './core-poissonnerie';
import { CORE_CREMERIE } from './core-cremerie';
import { CORE_EPICERIE_SALEE } from './core-epicerie-salee';
import { CORE_EPICERIE_SUCREE } from './core-epicerie-sucree';
import { CORE_EPICES_CONDIMENTS } from './core-epices-condiments';
import { CORE_BOISSONS } from './core-boissons';
import { CORE_SURGELES } from './core-surgeles';
import { CORE_AUTRE } from './core-autre';

/** The core taxonomy of ingredients a French kitchen uses, aisle by aisle (one file per aisle). */
export const CORE_INGREDIENTS: readonly Ingredient[] = [
  ...CORE_FRUITS_LEGUMES,
  ...CORE_BOULANGERIE,
  ...CORE_BOUCHERIE,
  ...CORE_POISSONNERIE,
  ...CORE_CREMERIE,
  ...CORE_EPICERIE_SALEE,
  ...CORE_EPICERIE_SUCREE,
  ...CORE_EPICES_CONDIMENTS,
  ...CORE_BOISSONS,
  ...CORE_SURGELES,
  ...CORE_AUTRE,
];
