import { OCCASIONS, OCCASION_LABELS, type Occasion } from '../../../shared/occasions';
import { OCCASION_RECIPES } from './occasions-data';

/**
 * The occasions each catalogue recipe suits (issue 26, « Data owned here »), for the Assistant
 * Chef's menus: written by reading each recipe (title, description, foods), true where it is
 * true — a recipe is tagged when a French or Swiss household would serve it for that occasion.
 * The data lives in `occasions-data.ts` (occasion → recipe ids); its test checks every id is
 * in the catalogue and that each festive occasion has a full vegetarian menu.
 */
export { OCCASIONS, OCCASION_LABELS, type Occasion };

const BY_RECIPE = new Map<string, Occasion[]>();
for (const occasion of OCCASIONS) {
  for (const id of OCCASION_RECIPES[occasion]) {
    const list = BY_RECIPE.get(id) ?? [];
    if (!list.includes(occasion)) list.push(occasion);
    BY_RECIPE.set(id, list);
  }
}
for (const list of BY_RECIPE.values())
  list.sort((a, b) => OCCASIONS.indexOf(a) - OCCASIONS.indexOf(b));

const NONE: readonly Occasion[] = Object.freeze([]);

/** The occasions a catalogue recipe suits, in OCCASIONS order; [] for any other id. */
export function occasionsOf(recipeId: string): readonly Occasion[] {
  return BY_RECIPE.get(recipeId) ?? NONE;
}

/** The catalogue recipe ids tagged with an occasion. */
export function recipesFor(occasion: Occasion): readonly string[] {
  return OCCASION_RECIPES[occasion];
}
