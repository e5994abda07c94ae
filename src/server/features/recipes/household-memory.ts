import { and, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { DishType } from '../../../shared/constants';
import type { Database } from '../../db/client';
import {
  favoriteRecipes,
  householdMembers,
  plannedMeals,
  suggestionHistory,
} from '../../db/schema';
import type { RecipeMemory } from './catalogue-engine';

/** How long the household's history counts (issue 26, item 4): 12 weeks. */
export const HISTORY_DAYS = 12 * 7;
/** The suggestions read at most per household and dish type (the newest). */
export const HISTORY_ROWS = 2000;
/** The planned meals read at most per household and dish type (the newest). */
const PLANNED_ROWS = 1000;
/** A favourite may come back once this many days passed since it was last seen. */
export const FAVOURITE_BACK_DAYS = 14;

const DAY = 86_400_000;

/** How much each way of meeting a recipe weighs: cooked more than planned, more than shown. */
const WEIGHTS = { suggested: 0.6, planned: 0.85, cooked: 1 } as const;

export interface HouseholdMemory {
  /** Recipe ids, the one just suggested first, then by how recently they were met. */
  seen: string[];
  memory: RecipeMemory;
}

interface Met {
  recipeId: string;
  at: number;
  weight: number;
}

/**
 * What the household (every member) saw suggested, planned or cooked for a dish type in the
 * last 12 weeks, as a memory the catalogue engine reads: the more recent and the more it
 * mattered (cooked > planned > shown), the stronger. A favourite of a member is forgotten once
 * it was last met more than two weeks ago, so it may come back sooner.
 */
export async function householdMemory(
  db: Database,
  householdId: string,
  type: DishType,
  now: Date = new Date(),
): Promise<HouseholdMemory> {
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY);
  const sinceDate = since.toISOString().slice(0, 10);
  const [suggested, planned, favourites] = await Promise.all([
    db
      .select({ recipeId: suggestionHistory.recipeId, at: suggestionHistory.createdAt })
      .from(suggestionHistory)
      .innerJoin(householdMembers, eq(householdMembers.userId, suggestionHistory.userId))
      .where(
        and(
          eq(householdMembers.householdId, householdId),
          eq(suggestionHistory.type, type),
          gte(suggestionHistory.createdAt, since),
        ),
      )
      .orderBy(desc(suggestionHistory.createdAt))
      .limit(HISTORY_ROWS),
    db
      .select({
        recipeId: plannedMeals.recipeId,
        date: plannedMeals.date,
        cookedAt: plannedMeals.cookedAt,
      })
      .from(plannedMeals)
      .where(
        and(
          eq(plannedMeals.householdId, householdId),
          eq(plannedMeals.type, type),
          isNotNull(plannedMeals.recipeId),
          gte(plannedMeals.date, sinceDate),
        ),
      )
      .orderBy(desc(plannedMeals.date))
      .limit(PLANNED_ROWS),
    db
      .select({ recipeId: favoriteRecipes.recipeId })
      .from(favoriteRecipes)
      .innerJoin(householdMembers, eq(householdMembers.userId, favoriteRecipes.userId))
      .where(and(eq(householdMembers.householdId, householdId), eq(favoriteRecipes.type, type))),
  ]);

  const nowMs = now.getTime();
  const met: Met[] = suggested.map((row) => ({
    recipeId: row.recipeId,
    at: row.at.getTime(),
    weight: WEIGHTS.suggested,
  }));
  for (const row of planned) {
    // A meal planned ahead counts as met today.
    const at = Math.min(nowMs, Date.parse(`${row.date}T12:00:00Z`));
    met.push({ recipeId: row.recipeId!, at, weight: WEIGHTS.planned });
    if (row.cookedAt)
      met.push({ recipeId: row.recipeId!, at: row.cookedAt.getTime(), weight: WEIGHTS.cooked });
  }
  return memoryFrom(
    met,
    new Set(favourites.map((row) => row.recipeId)),
    suggested[0]?.recipeId,
    nowMs,
  );
}

/** The memory of what was met (see householdMemory), pure for tests. */
export function memoryFrom(
  met: readonly Met[],
  favourites: ReadonlySet<string>,
  lastSuggested: string | undefined,
  now: number,
): HouseholdMemory {
  const memory = new Map<string, number>();
  const latest = new Map<string, number>();
  for (const { recipeId, at, weight } of met) {
    const age = Math.max(0, (now - at) / DAY);
    if (age > HISTORY_DAYS) continue;
    const value = Math.max(0.02, weight * (1 - age / HISTORY_DAYS));
    memory.set(recipeId, Math.max(memory.get(recipeId) ?? 0, value));
    latest.set(recipeId, Math.max(latest.get(recipeId) ?? 0, at));
  }
  for (const id of favourites) {
    const at = latest.get(id);
    if (at !== undefined && now - at > FAVOURITE_BACK_DAYS * DAY && id !== lastSuggested) {
      memory.delete(id);
      latest.delete(id);
    }
  }
  const seen = [...latest.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  if (lastSuggested && memory.has(lastSuggested)) {
    seen.splice(seen.indexOf(lastSuggested), 1);
    seen.unshift(lastSuggested);
  }
  return { seen, memory };
}

/** Forgets what a user was shown more than 12 weeks ago. */
export async function pruneHistory(db: Database, userId: string, now: Date = new Date()) {
  await db
    .delete(suggestionHistory)
    .where(
      and(
        eq(suggestionHistory.userId, userId),
        lt(suggestionHistory.createdAt, new Date(now.getTime() - HISTORY_DAYS * DAY)),
      ),
    );
}
