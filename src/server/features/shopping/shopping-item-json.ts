import type { ParsedUnit } from '../../../shared/constants';
import { findIngredient } from '../../../shared/food/taxonomy';
import { parseAmount } from '../../../shared/quantities';
import type { ShoppingItem } from '../../../shared/shopping';
import { guessAisle } from '../../../shared/shopping-row';
import type { shoppingItems } from '../../db/schema';

export type ShoppingRow = typeof shoppingItems.$inferSelect;

/**
 * A row as the API answers it. Rows written before the list read quantities and aisles have
 * none stored: they are read the same way here, so every view can sum and sort them.
 */
export const shoppingItemJson = (item: ShoppingRow): ShoppingItem => ({
  id: item.id,
  name: item.name,
  quantity: item.quantity,
  // The column's check allows only PARSED_UNITS.
  unit: item.unit as ParsedUnit,
  checked: item.checked,
  stored: item.storedAt !== null,
  amount: item.amount ?? parseAmount(item.quantity),
  ingredientId: item.ingredientId ?? findIngredient(item.name)?.id ?? null,
  aisle: item.aisle ?? guessAisle(item.name),
  source: item.source,
  recipeId: item.recipeId,
  recipeTitle: item.recipeTitle,
  plannedMealIds: item.plannedMealIds,
  shopId: item.shopId,
  createdAt: item.createdAt.toISOString(),
});
