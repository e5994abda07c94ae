import type { Ingredient } from '../types';
import { CORE_INGREDIENTS } from './core';
import { EXTRA_INGREDIENTS as AMUSE_BOUCHE } from './extra-amuse-bouche';
import { EXTRA_INGREDIENTS as APERO } from './extra-apero';
import { EXTRA_INGREDIENTS as BOISSON } from './extra-boisson';
import { EXTRA_INGREDIENTS as DESSERT } from './extra-dessert';
import { EXTRA_INGREDIENTS as ENTREE } from './extra-entree';
import { EXTRA_INGREDIENTS as MONDE } from './extra-monde';
import { EXTRA_INGREDIENTS as PLAT } from './extra-plat';
import { EXTRA_INGREDIENTS as REGIONS_PLATS } from './extra-regions-plats';

/** Every ingredient Popote knows, core taxonomy first. */
export const ALL_INGREDIENTS: readonly Ingredient[] = [
  ...CORE_INGREDIENTS,
  ...BOISSON,
  ...APERO,
  ...AMUSE_BOUCHE,
  ...ENTREE,
  ...PLAT,
  ...REGIONS_PLATS,
  ...MONDE,
  ...DESSERT,
];
