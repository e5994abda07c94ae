import type { Unit } from '../../../shared/constants';
import type { InventoryItem } from '../../../shared/inventory';
import type { inventoryItems } from '../../db/schema';

type InventoryRow = typeof inventoryItems.$inferSelect;

/** A fridge item as the API answers it (the fridge's own routes, and the list's « to the fridge »). */
export const inventoryItemJson = (item: InventoryRow): InventoryItem => ({
  id: item.id,
  name: item.name,
  quantity: item.quantity,
  // The column's check allows only UNITS.
  unit: item.unit as Unit,
  expirationDate: item.expirationDate,
  category: item.category,
  location: item.location,
  ingredientId: item.ingredientId,
  createdAt: item.createdAt.toISOString(),
});
