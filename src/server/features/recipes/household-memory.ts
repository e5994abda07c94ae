import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
 * The read of `householdMemory`, a statement prepared once per connection (PostgreSQL parses
 * and plans it once, not at every « Régénérer »).
 */
const MEMORY_QUERY = new PgDialect().sqlToQuery(sql`
  (select 'suggested' as kind, h.recipe_id, h.created_at as at, null::timestamptz as cooked_at
     from ${suggestionHistory} h
     join ${householdMembers} m on m.user_id = h.user_id
    where m.household_id = ${sql.placeholder('householdId')} and h.type = ${sql.placeholder('type')}
      and h.created_at >= ${sql.placeholder('since')}
    order by h.created_at desc
    limit ${HISTORY_ROWS})
  union all
  (select 'planned', p.recipe_id, (p.date + time '12:00') at time zone 'UTC', p.cooked_at
     from ${plannedMeals} p
    where p.household_id = ${sql.placeholder('householdId')} and p.type = ${sql.placeholder('type')}
      and p.recipe_id is not null and p.date >= ${sql.placeholder('sinceDate')}
    order by p.date desc
    limit ${PLANNED_ROWS})
  union all
  (select 'favourite', f.recipe_id, null, null
     from ${favoriteRecipes} f
     join ${householdMembers} m on m.user_id = f.user_id
    where m.household_id = ${sql.placeholder('householdId')} and f.type = ${sql.placeholder('type')})
`);

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
  // One round trip: every member's suggestions, the planned and cooked meals, the favourites.
  const result = await db.$client.query<{
    kind: 'suggested' | 'planned' | 'favourite';
    recipe_id: string;
    at: Date | string | null;
    cooked_at: Date | string | null;
  }>({
    name: 'popote_household_memory',
    text: MEMORY_QUERY.sql,
    values: fillPlaceholders(MEMORY_QUERY.params, { householdId, type, since, sinceDate }),
  });
  const time = (value: Date | string) =>
    (value instanceof Date ? value : new Date(value)).getTime();
  const suggested: { recipeId: string; at: Date }[] = [];
  const planned: { recipeId: string; at: number; cookedAt: number | null }[] = [];
  const favourites: { recipeId: string }[] = [];
  for (const row of result.rows) {
    if (row.kind === 'suggested')
      suggested.push({ recipeId: row.recipe_id, at: new Date(time(row.at!)) });
    else if (row.kind === 'planned')
      planned.push({
        recipeId: row.recipe_id,
        at: time(row.at!),
        cookedAt: row.cooked_at ? time(row.cooked_at) : null,
      });
    else favourites.push({ recipeId: row.recipe_id });
  }

  const nowMs = now.getTime();
  const met: Met[] = suggested.map((row) => ({
    recipeId: row.recipeId,
    at: row.at.getTime(),
    weight: WEIGHTS.suggested,
  }));
  for (const row of planned) {
    // A meal planned ahead counts as met today.
    met.push({ recipeId: row.recipeId, at: Math.min(nowMs, row.at), weight: WEIGHTS.planned });
    if (row.cookedAt !== null)
      met.push({ recipeId: row.recipeId, at: row.cookedAt, weight: WEIGHTS.cooked });
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

/**
 * Records a suggestion shown to a user, and forgets in the same statement what they were shown
 * more than 12 weeks ago. The commit does not wait for the write-ahead log to reach the disk
 * (`synchronous_commit` off for this statement's transaction only, decision 0037): the row is
 * visible to the next request at once, and a crash of PostgreSQL may lose the last fraction of a
 * second of suggestions shown — a history, not a record — instead of every « Régénérer »
 * waiting for a disk flush (~5 ms, the longest step of a suggestion).
 */
export async function recordSuggestion(
  db: Database,
  shown: { userId: string; type: DishType; recipeId: string },
  now: Date = new Date(),
) {
  const before = new Date(now.getTime() - HISTORY_DAYS * DAY);
  await db.execute(sql`
    with unflushed as (select set_config('synchronous_commit', 'off', true)),
    pruned as (
      delete from ${suggestionHistory}
       where ${suggestionHistory.userId} = ${shown.userId} and ${suggestionHistory.createdAt} < ${before}
    )
    insert into ${suggestionHistory} (user_id, type, recipe_id)
    select ${shown.userId}::uuid, ${shown.type}, ${shown.recipeId} from unflushed
  `);
}
