import { AMUSE_BOUCHES } from './amuse-bouche';
import { APEROS } from './apero';
import { BOISSONS } from './boisson';
import { DESSERTS } from './dessert';
import { ENTREES } from './entree';
import { PLATS } from './plat';
import type { CatalogueRecipe } from './types';

/** Popote's own recipes, written for the app. */
export const CATALOGUE: readonly CatalogueRecipe[] = [
  ...BOISSONS,
  ...APEROS,
  ...AMUSE_BOUCHES,
  ...ENTREES,
  ...PLATS,
  ...DESSERTS,
];

export type { CatalogueRecipe, IngredientTuple } from './types';
