import { AMUSE_BOUCHES } from './amuse-bouche';
import { AMUSE_BOUCHES_VEGETAUX } from './amuse-bouche-vegetal';
import { AMUSE_BOUCHES_FETES } from './amuse-bouche-fetes';
import { APEROS } from './apero';
import { APEROS_VEGETAUX } from './apero-vegetal';
import { APEROS_FETES } from './apero-fetes';
import { BOISSONS } from './boisson';
import { BOISSONS_VEGETALES } from './boisson-vegetale';
import { BOISSONS_SAISONS } from './boisson-saisons';
import { DESSERTS } from './dessert';
import { DESSERTS_VEGETAUX } from './dessert-vegetal';
import { DESSERTS_RAPIDES } from './dessert-rapide';
import { DESSERTS_MINUTE } from './dessert-minute';
import { DESSERTS_REGIONS } from './dessert-regions';
import { ENTREES } from './entree';
import { ENTREES_RAPIDES } from './entree-rapide';
import { ENTREES_MINUTE } from './entree-minute';
import { ENTREES_REGIONS } from './entree-regions';
import { ENTREES_VEGETALES } from './entree-vegetale';
import { PLATS } from './plat';
import { PLATS_FAMILLE } from './plat-famille';
import { PLATS_MONDE } from './plat-monde';
import { PLATS_RAPIDES } from './plat-rapide';
import { PLATS_REGIONS } from './plat-regions';
import { PLATS_SEMAINE } from './plat-semaine';
import { PLATS_SAISONS } from './plat-saisons';
import { PLATS_VEGETAUX } from './plat-vegetal';
import type { CatalogueRecipe } from './types';

/** Popote's own recipes, written for the app. */
export const CATALOGUE: readonly CatalogueRecipe[] = [
  ...BOISSONS,
  ...BOISSONS_VEGETALES,
  ...BOISSONS_SAISONS,
  ...APEROS,
  ...APEROS_VEGETAUX,
  ...APEROS_FETES,
  ...AMUSE_BOUCHES,
  ...AMUSE_BOUCHES_VEGETAUX,
  ...AMUSE_BOUCHES_FETES,
  ...ENTREES,
  ...ENTREES_RAPIDES,
  ...ENTREES_MINUTE,
  ...ENTREES_VEGETALES,
  ...ENTREES_REGIONS,
  ...PLATS,
  ...PLATS_RAPIDES,
  ...PLATS_VEGETAUX,
  ...PLATS_REGIONS,
  ...PLATS_FAMILLE,
  ...PLATS_SEMAINE,
  ...PLATS_MONDE,
  ...PLATS_SAISONS,
  ...DESSERTS,
  ...DESSERTS_VEGETAUX,
  ...DESSERTS_RAPIDES,
  ...DESSERTS_MINUTE,
  ...DESSERTS_REGIONS,
];

export type { CatalogueRecipe, IngredientTuple } from './types';
