import { z } from 'zod';
import { DIFFICULTIES, DISH_TYPES, type DishType } from './constants';

const lines = (maxItems: number, maxLength: number) =>
  z.array(z.string().trim().min(1).max(maxLength)).max(maxItems);

/** A recipe saved as a favourite (POST /api/favorites): stored whole, as it was shown. */
export const favoriteInputSchema = z.object({
  recipeId: z.string().trim().min(1).max(120),
  recipeTitle: z.string().trim().min(1).max(160),
  recipeImage: z
    .string()
    .regex(/^\/[^/]/, 'Une image de Popote est attendue.')
    .max(300)
    .nullable()
    .default(null),
  description: z.string().trim().max(1000).nullable().default(null),
  preparationTime: z.number().int().min(1).max(600).nullable().default(null),
  servings: z.number().int().min(1).max(50).nullable().default(null),
  difficulty: z.enum(DIFFICULTIES).nullable().default(null),
  ingredients: lines(60, 200),
  instructions: lines(40, 1000),
  type: z.enum(DISH_TYPES),
});

export type FavoriteInput = z.input<typeof favoriteInputSchema>;

/** A favourite recipe as the API answers it (GET /api/favorites lists them, newest first). */
export interface Favorite {
  id: string;
  recipeId: string;
  recipeTitle: string;
  recipeImage: string | null;
  description: string | null;
  preparationTime: number | null;
  servings: number | null;
  difficulty: string | null;
  ingredients: string[];
  instructions: string[];
  type: DishType;
  /** ISO timestamp. */
  createdAt: string;
}

/** GET /api/favorites/by-recipe/:recipeId: the recipe's favourite, or null. */
export interface FavoriteOfRecipe {
  favorite: Favorite | null;
}
