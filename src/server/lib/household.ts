import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { householdMembers } from '../db/schema';
import { AppError } from './errors';

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
