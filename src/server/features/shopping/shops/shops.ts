import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Aisle } from '../../../../shared/food/types';
import { aislesInOrder, SHOPS_MAX, type Shop } from '../../../../shared/shops';
import type { Database } from '../../../db/client';
import { householdShops, shoppingItems } from '../../../db/schema';
import { assertRoom } from '../../../platform/collection-cap';
import { AppError } from '../../../platform/errors';
import { extendTrip, foldTrip, teaches, tripIsOver } from './learn';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ShopRow = typeof householdShops.$inferSelect;

export const shopJson = (row: ShopRow): Shop => ({
  id: row.id,
  name: row.name,
  aisleOrder: aislesInOrder(row.aisleOrder),
  tripsLearned: row.tripsLearned,
});

const ours = (householdId: string) => eq(householdShops.householdId, householdId);
const sameName = (name: string) => sql`lower(${householdShops.name}) = lower(${name})`;

/** The trip's lesson, once it is over: the order it teaches, the trip emptied. */
const learned = (row: ShopRow) => ({
  aisleOrder: foldTrip(aislesInOrder(row.aisleOrder), row.tripAisles),
  tripAisles: [] as Aisle[],
  tripAt: null,
  tripsLearned: row.tripsLearned + (teaches(row.tripAisles) ? 1 : 0),
});

/** The household's shops by name; a trip left since more than two hours is learned first. */
export async function listShops(db: Database, householdId: string, now = new Date()) {
  const rows = await db
    .select()
    .from(householdShops)
    .where(ours(householdId))
    .orderBy(asc(sql`lower(${householdShops.name})`));
  return Promise.all(
    rows.map(async (row) => {
      if (!tripIsOver(row.tripAt, now)) return shopJson(row);
      const [updated] = await db
        .update(householdShops)
        .set(learned(row))
        .where(and(eq(householdShops.id, row.id), eq(householdShops.tripAt, row.tripAt!)))
        .returning();
      return shopJson(updated ?? row);
    }),
  );
}

async function assertNameFree(db: Database, householdId: string, name: string, except?: string) {
  const [taken] = await db
    .select({ id: householdShops.id })
    .from(householdShops)
    .where(and(ours(householdId), sameName(name)));
  if (taken && taken.id !== except) throw new AppError('SHOP_NAME_TAKEN');
}

export async function createShop(db: Database, householdId: string, name: string) {
  await assertRoom(db, {
    table: householdShops,
    where: ours(householdId),
    max: SHOPS_MAX,
    code: 'SHOPS_LIMIT',
  });
  await assertNameFree(db, householdId, name);
  const [row] = await db
    .insert(householdShops)
    .values({ householdId, name, aisleOrder: aislesInOrder(null) })
    .returning();
  return shopJson(row!);
}

/** Renames the shop, or sets its aisle order by hand (the trip in progress is then forgotten). */
export async function patchShop(
  db: Database,
  householdId: string,
  id: string,
  patch: { name?: string; aisleOrder?: Aisle[] },
) {
  if (patch.name !== undefined) await assertNameFree(db, householdId, patch.name, id);
  const [row] = await db
    .update(householdShops)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.aisleOrder
        ? { aisleOrder: patch.aisleOrder, tripAisles: [], tripAt: null, tripsLearned: 0 }
        : {}),
    })
    .where(and(ours(householdId), eq(householdShops.id, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return shopJson(row);
}

/** Deletes the shop; the rows marked for it can then be bought anywhere. */
export async function deleteShop(db: Database, householdId: string, id: string) {
  const deleted = await db
    .delete(householdShops)
    .where(and(ours(householdId), eq(householdShops.id, id)))
    .returning({ id: householdShops.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/** Refuses a shop of another household (404, like any row that is not the caller's). */
export async function assertShop(
  db: Pick<Database, 'select'>,
  householdId: string,
  shopId: string,
): Promise<void> {
  const [row] = await db
    .select({ id: householdShops.id })
    .from(householdShops)
    .where(and(ours(householdId), eq(householdShops.id, shopId)));
  if (!row) throw new AppError('NOT_FOUND');
}

/**
 * Rows just ticked in a shop, in the order they were ticked: their aisles extend the trip in
 * progress (a trip paused for two hours is learned first and a new one begins). When nothing is
 * left to buy there, the trip is over and its order is learned at once.
 */
export async function recordTicks(
  tx: Transaction,
  householdId: string,
  shopId: string,
  aisles: readonly Aisle[],
  now = new Date(),
): Promise<void> {
  const [row] = await tx
    .select()
    .from(householdShops)
    .where(and(ours(householdId), eq(householdShops.id, shopId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const current = tripIsOver(row.tripAt, now) ? { ...row, ...learned(row) } : row;
  const trip = { ...current, tripAisles: extendTrip(current.tripAisles, aisles), tripAt: now };
  const [left] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(shoppingItems)
    .where(
      and(
        eq(shoppingItems.householdId, householdId),
        eq(shoppingItems.checked, false),
        or(isNull(shoppingItems.shopId), eq(shoppingItems.shopId, shopId)),
      ),
    );
  const done = (left?.count ?? 0) === 0;
  await tx
    .update(householdShops)
    .set(
      done
        ? learned(trip)
        : {
            aisleOrder: current.aisleOrder,
            tripAisles: trip.tripAisles,
            tripAt: now,
            tripsLearned: current.tripsLearned,
          },
    )
    .where(eq(householdShops.id, shopId));
}

/** Marks rows of the household for a shop (or for any shop: null). */
export async function markRowsForShop(
  tx: Pick<Database, 'update' | 'select'>,
  householdId: string,
  ids: readonly string[],
  shopId: string | null,
) {
  if (shopId) await assertShop(tx, householdId, shopId);
  const rows = await tx
    .update(shoppingItems)
    .set({ shopId, updatedAt: new Date() })
    .where(and(eq(shoppingItems.householdId, householdId), inArray(shoppingItems.id, [...ids])))
    .returning();
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  return rows;
}
