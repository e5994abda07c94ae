import type { DishType } from '../../../shared/constants';
import type { Recipe } from '../../../shared/recipes';

/** A suggested recipe, as `POST /api/recipes/suggestions` answers it (docs/api.md, issue 7). */
export type { Recipe };

export interface SuggestionRequest {
  type: DishType;
  /** Use what is in the household's fridge. */
  fridge: boolean;
  /** Skip the server's 5-minute cache and propose another recipe. */
  regenerate: boolean;
  /** Who eats (« Qui mange ? »); absent: everyone at the household's table. */
  eaters?: string[];
  /** In fridge mode: ids of fridge items to use first (« Que cuisiner avec ? »). */
  priority?: string[];
}

/**
 * Any recipe the one recipe view shows (decision 0024): a suggestion, an assistant's card, a
 * favourite or a planned meal's recipe. `ingredients` are written for `servings`.
 */
export interface ViewRecipe {
  /** The recipe's id (a catalogue slug, a generated id); the shopping list groups by it. */
  id: string;
  title: string;
  type: DishType;
  description: string | null;
  /** One of Popote's pictures (« /recipes/… »), or none. */
  imageUrl: string | null;
  preparationTime: number | null;
  servings: number;
  difficulty: string | null;
  ingredients: string[];
  instructions: string[];
  safety?: Recipe['safety'];
  /** « Relevé »: spicy or strong for children. */
  spicy?: boolean;
  /** « De saison »: all its fresh local produce is in season this month (server-computed). */
  inSeason?: boolean;
  /** Who eats, counted (« 2 adultes + 2 enfants = 3 portions »), when the server scaled it. */
  portions?: Recipe['portions'];
}
