import { asc, eq } from 'drizzle-orm';
import type { DietaryRestriction, Restriction } from '../../../shared/constants';
import { effectiveRestrictions } from '../../../shared/dietary-restrictions';
import type { TableDiet } from '../../../shared/food/table-safety';
import { uniqueIgnoringCase } from '../../../shared/preferences';
import type { Database } from '../../db/client';
import {
  householdMembers,
  householdPeople,
  households,
  userPreferences,
  users,
} from '../../db/schema';
import { AppError } from '../../platform/errors';

/**
 * Who eats a meal and what it must respect. One rule: a restriction, allergy or avoided food
 * applies to every meal a concerned person eats; the household's own (« Tout le foyer ») apply
 * to every meal of the household, whoever eats. Tastes (« aime », « n'aime pas ») only rank.
 */
export interface MealDiet extends TableDiet {
  restrictions: Restriction[];
  avoidedFoods: string[];
  preferredFoods: string[];
  dislikedFoods: string[];
  names: string[];
  servings: number;
}

/** One person's diet: the columns shared by user_preferences and household_people. */
interface PersonDiet {
  id: string;
  firstName: string;
  restrictions: DietaryRestriction[] | null;
  avoidedFoods: string[] | null;
  preferredFoods: string[] | null;
  dislikedFoods: string[] | null;
}

/** When a member has no first name, the card still says who the meal is for. */
const UNNAMED_MEMBER = 'un membre du foyer';

/**
 * The household's people in its order (members by arrival, then people without an account by
 * creation), each with their own diet.
 */
async function peopleOf(db: Database, householdId: string): Promise<PersonDiet[]> {
  const [members, people] = await Promise.all([
    db
      .select({
        id: householdMembers.userId,
        firstName: users.firstName,
        restrictions: userPreferences.dietaryRestrictions,
        avoidedFoods: userPreferences.avoidedFoods,
        preferredFoods: userPreferences.preferredFoods,
        dislikedFoods: userPreferences.dislikedFoods,
      })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .leftJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(asc(householdMembers.createdAt), asc(householdMembers.userId)),
    db
      .select({
        id: householdPeople.id,
        firstName: householdPeople.firstName,
        restrictions: householdPeople.dietaryRestrictions,
        avoidedFoods: householdPeople.avoidedFoods,
        preferredFoods: householdPeople.preferredFoods,
        dislikedFoods: householdPeople.dislikedFoods,
      })
      .from(householdPeople)
      .where(eq(householdPeople.householdId, householdId))
      .orderBy(asc(householdPeople.createdAt), asc(householdPeople.id)),
  ]);
  return [...members, ...people];
}

/** The household's own restrictions and avoided foods (« Tout le foyer »). */
export async function householdRestrictions(db: Database, householdId: string) {
  const [row] = await db
    .select({
      restrictions: households.dietaryRestrictions,
      avoidedFoods: households.avoidedFoods,
    })
    .from(households)
    .where(eq(households.id, householdId))
    .limit(1);
  return row ?? { restrictions: [], avoidedFoods: [] };
}

/** Everything a meal's diet is made of: the household's own lists and everyone's. */
export interface HouseholdTable {
  restrictions: DietaryRestriction[];
  avoidedFoods: string[];
  people: PersonDiet[];
}

export async function householdTable(db: Database, householdId: string): Promise<HouseholdTable> {
  const [household, people] = await Promise.all([
    householdRestrictions(db, householdId),
    peopleOf(db, householdId),
  ]);
  return { ...household, people };
}

/**
 * Refuses any id that is not one of the household's people — unknown, or another household's —
 * with the same answer, which tells nothing about it.
 */
export function assertEaters(table: HouseholdTable, eaters: readonly string[]): void {
  const known = new Set(table.people.map((person) => person.id));
  if (eaters.some((id) => !known.has(id))) throw new AppError('EATERS_NOT_IN_HOUSEHOLD');
}

/**
 * What a meal for `eaters` (everyone at the table when absent) respects: the household's own
 * restrictions and avoided foods always, then each eater's; their tastes.
 */
export function dietAt(
  table: HouseholdTable,
  eaters: readonly string[] | undefined,
): Omit<MealDiet, 'servings'> {
  const chosen = eaters ? new Set(eaters) : null;
  const people = chosen ? table.people.filter((person) => chosen.has(person.id)) : table.people;
  return {
    restrictions: effectiveRestrictions([
      ...table.restrictions,
      ...people.flatMap((person) => person.restrictions ?? []),
    ]),
    avoidedFoods: uniqueIgnoringCase([
      ...table.avoidedFoods,
      ...people.flatMap((person) => person.avoidedFoods ?? []),
    ]),
    preferredFoods: uniqueIgnoringCase(people.flatMap((person) => person.preferredFoods ?? [])),
    dislikedFoods: uniqueIgnoringCase(people.flatMap((person) => person.dislikedFoods ?? [])),
    names: people.map((person) => person.firstName.trim() || UNNAMED_MEMBER),
  };
}

/**
 * The diet of a meal: by default everyone at the household's table, for the caller's servings
 * (settings, else the questionnaire's count); with chosen eaters (user ids of members and ids
 * of people without an account, all of the household), theirs only, one serving each. The
 * household's own restrictions always apply.
 */
export async function mealDiet(
  db: Database,
  householdId: string,
  preferences: { servings: number | null; adults: number; children: number },
  eaters: readonly string[] | undefined,
): Promise<MealDiet> {
  const table = await householdTable(db, householdId);
  if (eaters) assertEaters(table, eaters);
  return {
    ...dietAt(table, eaters),
    servings: eaters
      ? eaters.length
      : (preferences.servings ?? preferences.adults + preferences.children),
  };
}
