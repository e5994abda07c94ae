import { eq } from 'drizzle-orm';
import { inventoryItems } from '../../db/schema';
import type { HouseholdServices } from '../household';
import { AppError } from '../../platform/errors';
import type { FridgeItem } from '../../../shared/inventory';

/**
 * What the household's fridge holds (the suggestions' and the assistant's fridge mode). Items
 * whose id is in `priority` are marked to be used first; other ids (an item eaten since, or
 * not the household's) change nothing.
 */
export async function readFridge(
  { db }: Pick<HouseholdServices, 'db'>,
  householdId: string,
  priority: readonly string[] = [],
): Promise<FridgeItem[]> {
  let rows;
  try {
    rows = await db
      .select({
        id: inventoryItems.id,
        name: inventoryItems.name,
        quantity: inventoryItems.quantity,
        unit: inventoryItems.unit,
        expirationDate: inventoryItems.expirationDate,
      })
      .from(inventoryItems)
      .where(eq(inventoryItems.householdId, householdId));
  } catch (error) {
    throw new AppError('INVENTORY_UNAVAILABLE', { cause: error });
  }
  const first = new Set(priority);
  return rows.map(({ id, ...item }) => (first.has(id) ? { ...item, priority: true } : item));
}
