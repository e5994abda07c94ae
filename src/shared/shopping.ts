import { z } from 'zod';
import { UNITS } from './constants';

/** An item typed by hand (specification, section 5): empty quantity means 1, unit « unité ». */
export const manualShoppingItemSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Le nom de l’article est requis')
    .max(120, 'Le nom est trop long.'),
  quantity: z
    .string()
    .trim()
    .max(20, 'La quantité est trop longue.')
    .default('')
    .transform((value) => value || '1'),
  unit: z.enum(UNITS).default('unité'),
});

/** A recipe's ingredient lines, parsed on the server and added in one request. */
export const recipeShoppingItemsSchema = z.object({
  recipeId: z.string().trim().min(1).max(120),
  recipeTitle: z.string().trim().min(1).max(160),
  lines: z.array(z.string().trim().min(1).max(200)).min(1).max(60),
});

export const shoppingItemsInputSchema = z.union([
  recipeShoppingItemsSchema,
  manualShoppingItemSchema,
]);

export const shoppingItemPatchSchema = z.object({ checked: z.boolean() });
