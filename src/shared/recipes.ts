import { z } from 'zod';
import { DISH_TYPES } from './constants';
import type { Difficulty, DishType } from './constants';
import { eatersSchema } from './eaters';

/** A recipe as the app shows it (specification, section 3), whatever engine wrote it. */
export interface Recipe {
  /** A stable slug for catalogue recipes; a generated id for the others. */
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Minutes. */
  preparationTime: number;
  servings: number;
  difficulty: Difficulty;
  /** Display lines scaled to `servings`: « 200 g de farine », « 3 œufs », « Sel ». */
  ingredients: string[];
  instructions: string[];
  type: DishType;
  source: 'catalogue' | 'llm';
}

/** What the suggestions page asks (POST /api/recipes/suggestions). */
export const suggestionInputSchema = z.object({
  type: z.enum(DISH_TYPES),
  fridge: z.boolean().default(false),
  regenerate: z.boolean().default(false),
  /** Who eats (« Qui mange ? »); absent: everyone at the household's table. */
  eaters: eatersSchema.optional(),
});

export type SuggestionInput = z.input<typeof suggestionInputSchema>;
