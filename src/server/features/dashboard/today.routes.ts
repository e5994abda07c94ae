import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../../shared/dates';
import type { HomeNextMeal, HomeToday, HomeUrgency } from '../../../shared/home';
import { preparedPerDatabase } from '../../db/prepared';
import {
  householdInvitations,
  householdMembers,
  householdPeople,
  households,
  inventoryItems,
  plannedMeals,
  shoppingItems,
} from '../../db/schema';
import type { Database } from '../../db/client';
import { zurichNow } from '../../platform/home-time';
import { householdRouter, householdTable, type HouseholdServices } from '../household';
import { inventoryItemJson } from '../inventory';
import { CATALOGUE } from '../recipes';

/** A meal eaten up to this long ago is still « the next » one: the family may be at the table. */
const AT_TABLE_MINUTES = 90;
/** How far ahead the home looks for the next meal. */
const NEXT_MEAL_DAYS = 6;
/** « À consommer vite »: at most this many items, expired or expiring within two days. */
const EAT_SOON_COUNT = 3;
const EAT_SOON_DAYS = 2;
/** The first steps are offered to a household this young, while one of them is still to do. */
const NEW_HOUSEHOLD_DAYS = 30;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const clock = (minutes: number) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
};

const recipeMinutes = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe.time]));

/** When to start cooking: the meal's time minus the recipe's (preparation and cooking). */
export function startTime(time: string, recipeId: string | null): string | null {
  const minutes = recipeId ? recipeMinutes.get(recipeId) : undefined;
  return minutes === undefined ? null : clock(minutesOf(time) - minutes);
}

/** The first steps' facts and the table's size, in one round trip. */
const firstStepsFacts = preparedPerDatabase((db) =>
  db
    .select({
      members: sql<number>`(select count(*)::int from ${householdMembers} where ${householdMembers.householdId} = ${sql.placeholder('householdId')})`,
      people: sql<number>`(select count(*)::int from ${householdPeople} where ${householdPeople.householdId} = ${sql.placeholder('householdId')})`,
      invitations: sql<number>`(select count(*)::int from ${householdInvitations} where ${householdInvitations.householdId} = ${sql.placeholder('householdId')})`,
      meals: sql<boolean>`exists (select 1 from ${plannedMeals} where ${plannedMeals.householdId} = ${sql.placeholder('householdId')})`,
      list: sql<boolean>`exists (select 1 from ${shoppingItems} where ${shoppingItems.householdId} = ${sql.placeholder('householdId')})`,
      isNew: sql<boolean>`exists (select 1 from ${households} where ${households.id} = ${sql.placeholder('householdId')} and ${households.createdAt} > now() - ${sql.raw(`interval '${NEW_HOUSEHOLD_DAYS} days'`)})`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('popote_home_first_steps'),
);

async function nextMeal(
  db: Database,
  householdId: string,
  now: { date: string; time: string },
): Promise<HomeNextMeal | null> {
  // A meal at 19:00 is still tonight's at 20:15; before midnight only (dates are whole days).
  const since = clock(Math.max(0, minutesOf(now.time) - AT_TABLE_MINUTES));
  const [meal] = await db
    .select({
      id: plannedMeals.id,
      title: plannedMeals.recipeTitle,
      date: plannedMeals.date,
      time: plannedMeals.time,
      recipeId: plannedMeals.recipeId,
      eaters: plannedMeals.eaters,
    })
    .from(plannedMeals)
    .where(
      and(
        eq(plannedMeals.householdId, householdId),
        isNull(plannedMeals.cookedAt),
        lte(plannedMeals.date, addDays(now.date, NEXT_MEAL_DAYS)),
        or(
          sql`${plannedMeals.date} > ${now.date}`,
          and(eq(plannedMeals.date, now.date), gte(plannedMeals.time, since)),
        ),
      ),
    )
    .orderBy(asc(plannedMeals.date), asc(plannedMeals.time))
    .limit(1);
  if (!meal) return null;
  const time = meal.time.slice(0, 5);
  const days = daysBetween(now.date, meal.date);
  let eaters: string[] | null = null;
  if (meal.eaters) {
    const names = new Map(
      (await householdTable(db, householdId)).people.map((person) => [person.id, person.firstName]),
    );
    eaters = meal.eaters.flatMap((id) => names.get(id) ?? []);
  }
  return {
    id: meal.id,
    title: meal.title,
    date: meal.date,
    time,
    day: days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'later',
    startAt: startTime(time, meal.recipeId),
    eaters,
  };
}

async function eatSoon(db: Database, householdId: string, today: string) {
  const rows = await db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.householdId, householdId),
        lte(inventoryItems.expirationDate, addDays(today, EAT_SOON_DAYS)),
      ),
    )
    .orderBy(asc(inventoryItems.expirationDate), asc(inventoryItems.name))
    .limit(EAT_SOON_COUNT);
  return rows.map((row) => {
    const days = daysBetween(today, row.expirationDate!);
    const urgency: HomeUrgency =
      days < 0 ? 'expired' : days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'inTwoDays';
    return { item: inventoryItemJson(row), urgency };
  });
}

/** GET /api/home: the next meal, what to eat first and a new household's first steps. */
export function todayRoutes(deps: HouseholdServices) {
  const { db } = deps;
  return householdRouter(deps).get('/', async (c) => {
    const householdId = c.get('householdId');
    const now = zurichNow();
    const [meal, soon, [facts]] = await Promise.all([
      nextMeal(db, householdId, now),
      eatSoon(db, householdId, now.date),
      firstStepsFacts(db).execute({ householdId }),
    ]);
    const steps = {
      family: facts!.members > 1 || facts!.people > 0 || facts!.invitations > 0,
      plannedMeal: facts!.meals,
      list: facts!.list,
    };
    return c.json({
      nextMeal: meal,
      eatSoon: soon,
      firstSteps: !facts!.isNew || (steps.family && steps.plannedMeal && steps.list) ? null : steps,
      tableSize: facts!.members + facts!.people,
    } satisfies HomeToday);
  });
}
