import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/client';
import type { householdPeople, inventoryItems, plannedMeals, shoppingItems } from '../../db/schema';
import { householdMembers } from '../../db/schema';
import type { AppEnv } from '../../platform/context';
import type { HouseholdServices } from './services';
import { AppError } from '../../platform/errors';

/** The household a user belongs to (every user has one, from sign-up on). */
export async function householdIdOf(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row.householdId;
}

/**
 * Sets `householdId` from the session's user (run after `requireUser`): never from the request.
 * After `requireSubscriber`, which read it with the access, there is nothing left to ask.
 */
export function withHousehold({ db }: Pick<HouseholdServices, 'db'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('householdId')) c.set('householdId', await householdIdOf(db, c.get('user').id));
    await next();
  });
}

type HouseholdTable =
  typeof plannedMeals | typeof shoppingItems | typeof inventoryItems | typeof householdPeople;

/** Deletes one row of the household; 404 when the id is unknown or another household's. */
export async function deleteHouseholdRow(
  db: Database,
  table: HouseholdTable,
  id: string,
  householdId: string,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.householdId, householdId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
