import { recipesOf } from './types';

/** Family main courses: children's favourites, lunch boxes and weekday classics. */
export const PLATS_FAMILLE = recipesOf('plat', []);
