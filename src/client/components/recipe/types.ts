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
