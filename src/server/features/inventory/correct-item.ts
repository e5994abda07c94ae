import { and, eq } from 'drizzle-orm';
import { fridgeCategory, fridgeFacts } from '../../../shared/fridge-from-list';
import { DEFAULT_INVENTORY_CATEGORY } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { inventoryItems } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { inventoryItemPatchSchema } from '../../../shared/inventory';
import type { z } from 'zod';

type Patch = z.output<typeof inventoryItemPatchSchema>;

/**
 * Corrects one of the household's fridge items (404 otherwise): any of its fields. A new name is
 * recognised like an added item: its ingredient, and its category — unless the patch sends one
 * (other than the default « Autre »), or the household had chosen one (a category that is
 * neither « Autre » nor the old name's). A new expiry date re-arms the expiry alerts.
 */
export function correctItem(db: Database, householdId: string, id: string, patch: Patch) {
  return db.transaction(async (tx) => {
    const where = and(eq(inventoryItems.id, id), eq(inventoryItems.householdId, householdId));
    const [current] = await tx.select().from(inventoryItems).where(where).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const changes: Partial<typeof inventoryItems.$inferInsert> = { ...patch };
    if (patch.name !== undefined && patch.name !== current.name) {
      const facts = fridgeFacts(patch.name);
      changes.ingredientId = facts.ingredientId;
      const chosenBefore =
        current.category !== DEFAULT_INVENTORY_CATEGORY &&
        current.category !== fridgeFacts(current.name).category;
      changes.category =
        patch.category === undefined && chosenBefore
          ? current.category
          : fridgeCategory(patch.category, facts);
    }
    // A new expiry date is a new date to warn about: the alerts already sent were for the old one.
    if (patch.expirationDate !== undefined) {
      changes.soonNotifiedAt = null;
      changes.expiredNotifiedAt = null;
    }
    const [item] = await tx.update(inventoryItems).set(changes).where(where).returning();
    return item!;
  });
}
