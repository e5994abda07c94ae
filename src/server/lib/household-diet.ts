import { and, eq, inArray } from 'drizzle-orm';
import type { DietaryRestriction } from '../../shared/constants';
import { uniqueIgnoringCase } from '../../shared/preferences';
import type { Database } from '../db/client';
import { householdMembers, householdPeople, userPreferences } from '../db/schema';
import { AppError } from './errors';

/** What everyone at the household's table together may eat, likes and avoids. */
export interface HouseholdDiet {
  restrictions: DietaryRestriction[];
  avoidedFoods: string[];
  preferredFoods: string[];
}

/** One person's diet: the columns shared by user_preferences and household_people. */
interface PersonDiet {
  restrictions: DietaryRestriction[] | null;
  avoidedFoods: string[] | null;
  preferredFoods: string[] | null;
}

const dietColumns = {
  members: {
    restrictions: userPreferences.dietaryRestrictions,
    avoidedFoods: userPreferences.avoidedFoods,
    preferredFoods: userPreferences.preferredFoods,
  },
  people: {
    restrictions: householdPeople.dietaryRestrictions,
    avoidedFoods: householdPeople.avoidedFoods,
    preferredFoods: householdPeople.preferredFoods,
  },
};

/** A recipe for several people suits each of them: the union of their diets. */
function unionOf(people: PersonDiet[]): HouseholdDiet {
  return {
    restrictions: [
      ...new Set(people.flatMap((person) => person.restrictions ?? []).filter((r) => r !== 'none')),
    ],
    avoidedFoods: uniqueIgnoringCase(people.flatMap((person) => person.avoidedFoods ?? [])),
    preferredFoods: uniqueIgnoringCase(people.flatMap((person) => person.preferredFoods ?? [])),
  };
}

/**
 * The union of every member's saved preferences and every listed person's (children…):
 * a recipe suggested to the household suits everyone who eats at its table.
 */
export async function householdDiet(db: Database, householdId: string): Promise<HouseholdDiet> {
  const [members, people] = await Promise.all([
    db
      .select(dietColumns.members)
      .from(householdMembers)
      .innerJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId)),
    db
      .select(dietColumns.people)
      .from(householdPeople)
      .where(eq(householdPeople.householdId, householdId)),
  ]);
  return unionOf([...members, ...people]);
}

/** The caller's own preferences joined with the household's. */
function withHouseholdDiet(
  own: {
    dietaryRestrictions: DietaryRestriction[];
    avoidedFoods: string[];
    preferredFoods: string[];
  },
  household: HouseholdDiet,
): HouseholdDiet {
  return unionOf([{ ...own, restrictions: own.dietaryRestrictions }, household]);
}

/**
 * The union of the chosen eaters' diets only: members (by user id; one who never answered the
 * questionnaire eats anything) and people without an account, all of `householdId`. Any other
 * id — unknown, or another household's — is refused with the same answer, which tells nothing
 * about it.
 */
export async function tableDiet(
  db: Database,
  householdId: string,
  eaterIds: readonly string[],
): Promise<HouseholdDiet> {
  const ids = [...eaterIds];
  const [members, people] = await Promise.all([
    db
      .select({ id: householdMembers.userId, ...dietColumns.members })
      .from(householdMembers)
      .leftJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
      .where(
        and(eq(householdMembers.householdId, householdId), inArray(householdMembers.userId, ids)),
      ),
    db
      .select({ id: householdPeople.id, ...dietColumns.people })
      .from(householdPeople)
      .where(and(eq(householdPeople.householdId, householdId), inArray(householdPeople.id, ids))),
  ]);
  const found = new Set([...members, ...people].map((row) => row.id));
  if (ids.some((id) => !found.has(id))) throw new AppError('EATERS_NOT_IN_HOUSEHOLD');
  return unionOf([...members, ...people]);
}

/**
 * Who a meal is for: by default everyone at the household's table, for the caller's servings
 * (settings, else the questionnaire's count); with chosen eaters, theirs only, one serving each.
 */
export async function mealDiet(
  db: Database,
  householdId: string,
  preferences: {
    dietaryRestrictions: DietaryRestriction[];
    avoidedFoods: string[];
    preferredFoods: string[];
    servings: number | null;
    adults: number;
    children: number;
  },
  eaters: readonly string[] | undefined,
): Promise<HouseholdDiet & { servings: number }> {
  if (eaters) {
    return { ...(await tableDiet(db, householdId, eaters)), servings: eaters.length };
  }
  return {
    ...withHouseholdDiet(preferences, await householdDiet(db, householdId)),
    servings: preferences.servings ?? preferences.adults + preferences.children,
  };
}
