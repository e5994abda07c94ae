import { z } from 'zod';
import { DISH_TYPES } from './constants';

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A meal to plan (POST /api/planned-meals): the specification's rules (section 5). */
export const plannedMealInputSchema = z.object({
  recipeTitle: z
    .string()
    .trim()
    .min(1, 'Le nom du plat est requis')
    .max(120, 'Le nom du plat est trop long.'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date est requise')
    .refine(isRealDate, 'Cette date n’existe pas.'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'L’heure est requise'),
  servings: z
    .number()
    .int()
    .min(1, 'Au moins une personne.')
    .max(50, 'Cinquante personnes au plus.'),
  type: z.enum(DISH_TYPES).default('plat'),
  /** Set when the meal comes from a recipe; meals added by hand have none. */
  recipeId: z.string().trim().min(1).max(120).nullable().default(null),
});

export type PlannedMealInput = z.input<typeof plannedMealInputSchema>;
