import type { inventoryItems } from '../../db/schema';

type InventoryRow = typeof inventoryItems.$inferSelect;

/** A fridge item as the API answers it (the fridge's own routes, and the list's « to the fridge »). */
export const inventoryItemJson = (item: InventoryRow) => ({
  id: item.id,
  name: item.name,
  quantity: item.quantity,
  unit: item.unit,
  expirationDate: item.expirationDate,
  category: item.category,
  ingredientId: item.ingredientId,
  createdAt: item.createdAt.toISOString(),
});
