import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { CalendarFeedStatus } from '../../../shared/calendar';
import type { Database } from '../../db/client';
import { calendarFeeds, plannedMeals, users } from '../../db/schema';
import type { FeedMeal } from './meal-calendar';

/** 32 random bytes in base64url, without padding. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A plan is a few meals a day: this bounds the document even for a plan of several years. */
const MAX_FEED_MEALS = 2000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function feedStatus(db: Database, userId: string): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/**
 * A new secret address for the user, replacing the previous one (which stops working at
 * once, in the same statement). Returns the token: it is never stored, only its hash.
 */
export async function createFeed(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const values = { userId, tokenHash: digest(token), createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: values.tokenHash, createdAt: values.createdAt },
    });
  return token;
}

export async function revokeFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a feed token, or null for a malformed, unknown or revoked one. */
export async function feedOwner(db: Database, token: string) {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, digest(token)));
  return row ?? null;
}

/** The household's meals from `fromDate` on, by date and time. */
export async function feedMeals(
  db: Database,
  householdId: string,
  fromDate: string,
): Promise<FeedMeal[]> {
  return db
    .select({
      id: plannedMeals.id,
      recipeTitle: plannedMeals.recipeTitle,
      date: plannedMeals.date,
      time: plannedMeals.time,
      servings: plannedMeals.servings,
      type: plannedMeals.type,
    })
    .from(plannedMeals)
    .where(and(eq(plannedMeals.householdId, householdId), gte(plannedMeals.date, fromDate)))
    .orderBy(asc(plannedMeals.date), asc(plannedMeals.time), asc(plannedMeals.createdAt))
    .limit(MAX_FEED_MEALS);
}
