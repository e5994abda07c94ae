import { eq } from 'drizzle-orm';
import type { DietaryRestriction } from '../../shared/constants';
import { uniqueIgnoringCase } from '../../shared/preferences';
import type { Database } from '../db/client';
import { householdMembers, householdPeople, userPreferences } from '../db/schema';

/** What everyone at the household's table together may eat, likes and avoids. */
export interface HouseholdDiet {
  restrictions: DietaryRestriction[];
  avoidedFoods: string[];
  preferredFoods: string[];
}

/**
 * The union of every member's saved preferences and every listed person's (children…):
 * a recipe suggested to the household suits everyone who eats at its table.
 */
export async function householdDiet(db: Database, householdId: string): Promise<HouseholdDiet> {
  const [members, people] = await Promise.all([
    db
      .select({
        restrictions: userPreferences.dietaryRestrictions,
        avoidedFoods: userPreferences.avoidedFoods,
        preferredFoods: userPreferences.preferredFoods,
      })
      .from(householdMembers)
      .innerJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId)),
    db
      .select({
        restrictions: householdPeople.dietaryRestrictions,
        avoidedFoods: householdPeople.avoidedFoods,
        preferredFoods: householdPeople.preferredFoods,
      })
      .from(householdPeople)
      .where(eq(householdPeople.householdId, householdId)),
  ]);
  const everyone = [...members, ...people];
  return {
    restrictions: [
      ...new Set(everyone.flatMap((person) => person.restrictions).filter((r) => r !== 'none')),
    ],
    avoidedFoods: uniqueIgnoringCase(everyone.flatMap((person) => person.avoidedFoods)),
    preferredFoods: uniqueIgnoringCase(everyone.flatMap((person) => person.preferredFoods)),
  };
}

/** The caller's own preferences joined with the household's. */
export function withHouseholdDiet(
  own: {
    dietaryRestrictions: DietaryRestriction[];
    avoidedFoods: string[];
    preferredFoods: string[];
  },
  household: HouseholdDiet,
): HouseholdDiet {
  return {
    restrictions: [
      ...new Set(
        [...own.dietaryRestrictions, ...household.restrictions].filter((r) => r !== 'none'),
      ),
    ],
    avoidedFoods: uniqueIgnoringCase([...own.avoidedFoods, ...household.avoidedFoods]),
    preferredFoods: uniqueIgnoringCase([...own.preferredFoods, ...household.preferredFoods]),
  };
}
