import { eq, inArray } from 'drizzle-orm';
import type { DietaryRestriction } from '../../../shared/constants';
import { uniqueIgnoringCase } from '../../../shared/preferences';
import type { Database } from '../../db/client';
import { householdPeople, households, userPreferences } from '../../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A member who joins a household answers no questionnaire: the household already did. Their
 * preferences row is created from the household's (its holder's counts, shopping frequency,
 * difficulty and servings), with no restriction of their own — the household's restrictions
 * already apply to every meal they eat. An existing row (their own diet) is kept as it is.
 */
export async function ensurePreferences(
  tx: Transaction,
  userId: string,
  householdId: string,
): Promise<void> {
  const [holder] = await tx
    .select({
      adults: userPreferences.adults,
      children: userPreferences.children,
      shoppingFrequency: userPreferences.shoppingFrequency,
      difficulty: userPreferences.difficulty,
      servings: userPreferences.servings,
    })
    .from(households)
    .innerJoin(userPreferences, eq(userPreferences.userId, households.ownerId))
    .where(eq(households.id, householdId))
    .limit(1);
  await tx
    .insert(userPreferences)
    .values({ userId, ...holder })
    .onConflictDoNothing({ target: userPreferences.userId });
}

/**
 * When someone who held a household alone joins another, what their household respected for
 * « Tout le foyer » becomes their own and that of the people who come with them: it still
 * applies to every meal they eat. Nothing becomes narrower.
 */
export async function carryHouseholdDiet(
  tx: Transaction,
  from: string,
  into: string,
  who: { userId: string; peopleIds: readonly string[] },
): Promise<void> {
  const [old] = await tx
    .select({
      dietaryRestrictions: households.dietaryRestrictions,
      avoidedFoods: households.avoidedFoods,
    })
    .from(households)
    .where(eq(households.id, from));
  await ensurePreferences(tx, who.userId, into);
  const restrictions = (old?.dietaryRestrictions ?? []).filter((value) => value !== 'none');
  const foods = old?.avoidedFoods ?? [];
  if (restrictions.length === 0 && foods.length === 0) return;

  const merge = (lists: { dietaryRestrictions: DietaryRestriction[]; avoidedFoods: string[] }) => ({
    dietaryRestrictions: [
      ...new Set([
        ...lists.dietaryRestrictions.filter((value) => value !== 'none'),
        ...restrictions,
      ]),
    ],
    avoidedFoods: uniqueIgnoringCase([...lists.avoidedFoods, ...foods]),
    updatedAt: new Date(),
  });
  const [mine] = await tx
    .select({
      dietaryRestrictions: userPreferences.dietaryRestrictions,
      avoidedFoods: userPreferences.avoidedFoods,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, who.userId));
  if (mine) {
    await tx.update(userPreferences).set(merge(mine)).where(eq(userPreferences.userId, who.userId));
  }
  if (who.peopleIds.length === 0) return;
  const people = await tx
    .select({
      id: householdPeople.id,
      dietaryRestrictions: householdPeople.dietaryRestrictions,
      avoidedFoods: householdPeople.avoidedFoods,
    })
    .from(householdPeople)
    .where(inArray(householdPeople.id, [...who.peopleIds]));
  for (const person of people) {
    await tx.update(householdPeople).set(merge(person)).where(eq(householdPeople.id, person.id));
  }
}
