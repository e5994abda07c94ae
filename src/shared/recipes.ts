import { z } from 'zod';
import { DISH_TYPES } from './constants';

/** What the suggestions page asks (POST /api/recipes/suggestions). */
export const suggestionInputSchema = z.object({
  type: z.enum(DISH_TYPES),
  fridge: z.boolean().default(false),
  regenerate: z.boolean().default(false),
});

export type SuggestionInput = z.input<typeof suggestionInputSchema>;
