import { z } from 'zod';
import { DISH_TYPES } from './constants';
import type { Difficulty, DishType } from './constants';
import { eatersSchema } from './eaters';
import type { RecipeSafety } from './food/table-safety';
import type { Occasion } from './occasions';
import type { Portions } from './portions';
import { PATHS } from './routes';

/** At most this many fridge items are asked to be used first (an expiry alert's items). */
export const FRIDGE_PRIORITY_MAX = 20;

/** A recipe as the app shows it (specification, section 3), whatever engine wrote it. */
export interface Recipe {
  /** A stable slug for catalogue recipes; a generated id for the others. */
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Minutes. */
  preparationTime: number;
  /** The portions the ingredients are scaled to. */
  servings: number;
  difficulty: Difficulty;
  /** Display lines scaled to `servings`: « 200 g de farine », « 3 œufs », « Sel ». */
  ingredients: string[];
  instructions: string[];
  type: DishType;
  source: 'catalogue' | 'llm';
  /**
   * For whom it is prepared and what it respects (« Pour Noé · Sans fruits à coque, sans
   * champignons »), set by the server for the table that asked.
   */
  safety?: RecipeSafety;
  /**
   * Spicy or strong for children (« relevé »): catalogue data, shown by the recipe view where
   * present (decision 0024).
   */
  spicy?: boolean;
  /**
   * Who eats, counted (« 2 adultes + 2 enfants = 3 portions »; `people` is what « pers. »
   * says), set by the server when the recipe is scaled for the table that asked (decision 0023).
   */
  portions?: Portions;
  /**
   * « De saison »: every fresh local product of the recipe is in season this month in
   * Switzerland and France (imports neither make nor break it), computed by the server from
   * the produce calendar (`shared/food/seasons.ts`) for the Zurich month, never declared.
   */
  inSeason?: boolean;
  /**
   * How dear the dish is for what it feeds: 1 « € », 2 « €€ », 3 « €€€ », computed by the
   * server from its foods weighted by quantity (`shared/food/cost.ts`), never a price.
   */
  costBand?: 1 | 2 | 3;
  /** The occasions a catalogue recipe suits (Noël, brunch…), catalogue data (issue 26). */
  occasions?: Occasion[];
}

/** POST /api/recipes/suggestions: the recipe proposed. */
export interface RecipeSuggestion {
  recipe: Recipe;
}

/** What the suggestions page asks (POST /api/recipes/suggestions). */
export const suggestionInputSchema = z.object({
  type: z.enum(DISH_TYPES),
  fridge: z.boolean().default(false),
  regenerate: z.boolean().default(false),
  /** Who eats (« Qui mange ? »); absent: everyone at the household's table. */
  eaters: eatersSchema.optional(),
  /**
   * In fridge mode: ids of the household's fridge items to use first (« Que cuisiner avec ? »
   * of an expiry alert). Ids the fridge no longer holds are ignored.
   */
  priority: z.array(z.uuid().toLowerCase()).max(FRIDGE_PRIORITY_MAX).optional(),
});

export type SuggestionInput = z.input<typeof suggestionInputSchema>;

/** The suggestions page in fridge mode, preferring recipes that use these fridge items. */
export function fridgeSuggestionsPath(priority: readonly string[]): string {
  const ids = priority.slice(0, FRIDGE_PRIORITY_MAX);
  return `${PATHS.dashboardFeed}?fridge=1${ids.length > 0 ? `&priority=${ids.join(',')}` : ''}`;
}
