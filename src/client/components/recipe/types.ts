import type { DishType } from '../../../shared/constants';
import type { RecipeSafety } from '../../../shared/food/table-safety';

/** A suggested recipe, as `POST /api/recipes/suggestions` answers it (docs/api.md, issue 7). */
export interface Recipe {
  /** A stable slug for catalogue recipes (favourites and planned meals keep it). */
  id: string;
  title: string;
  description: string;
  /** One of Popote's own images (`/recipes/<type>-<1..3>.svg`). */
  imageUrl: string | null;
  /** In minutes. */
  preparationTime: number;
  servings: number;
  difficulty: string;
  /** Display lines already scaled to the household ('200 g de farine'). */
  ingredients: string[];
  /** Sentences without their numbers. */
  instructions: string[];
  type: DishType;
  source: 'catalogue' | 'llm';
  /** « Pour Noé · Sans fruits à coque, sans champignons » and its notes, for who asked. */
  safety?: RecipeSafety;
}

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
