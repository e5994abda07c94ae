import { eq } from 'drizzle-orm';
import { inventoryItems } from '../db/schema';
import type { AppDeps } from './context';
import { AppError } from './errors';
import type { FridgeItem } from './recipes';

/** What the household's fridge holds (the suggestions' and the assistant's fridge mode). */
export async function readFridge(
  { db }: Pick<AppDeps, 'db'>,
  householdId: string,
): Promise<FridgeItem[]> {
  try {
    return await db
      .select({
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
}
