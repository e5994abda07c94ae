import { recipesOf } from './types';

/** Amuse-bouches for the occasions: fêtes, brunch, terraces, regions, the world and children. */
export const AMUSE_BOUCHES_FETES = recipesOf('amuse-bouche', []);
