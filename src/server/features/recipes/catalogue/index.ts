import { AMUSE_BOUCHES } from './amuse-bouche';
import { APEROS } from './apero';
import { BOISSONS } from './boisson';
import { DESSERTS } from './dessert';
import { DESSERTS_RAPIDES } from './dessert-rapide';
import { ENTREES } from './entree';
import { ENTREES_RAPIDES } from './entree-rapide';
import { PLATS } from './plat';
import { PLATS_RAPIDES } from './plat-rapide';
import { PLATS_REGIONS } from './plat-regions';
import type { CatalogueRecipe } from './types';

/** Popote's own recipes, written for the app. */
export const CATALOGUE: readonly CatalogueRecipe[] = [
  ...BOISSONS,
  ...APEROS,
  ...AMUSE_BOUCHES,
  ...ENTREES,
  ...ENTREES_RAPIDES,
  ...PLATS,
  ...PLATS_RAPIDES,
  ...PLATS_REGIONS,
  ...DESSERTS,
  ...DESSERTS_RAPIDES,
];

export type { CatalogueRecipe, IngredientTuple } from './types';
