import { asc, eq, sql } from 'drizzle-orm';
import { effectiveRestrictions } from '../../../shared/dietary-restrictions';
import type { ItemList } from '../../../shared/api';
import type { Eater } from '../../../shared/eaters';
import { uniqueIgnoringCase } from '../../../shared/preferences';
import { householdMembers, householdPeople, userPreferences, users } from '../../db/schema';
import type { HouseholdServices } from './services';
import { householdRestrictions } from './diet';
import { householdRouter } from './router';

/**
 * Everyone who may eat at the household's table, for « Qui mange ? »: the members (the caller
 * first, then by arrival) and the people without an account (oldest first).
 */
export function householdEatersRoutes(deps: HouseholdServices) {
  const { db } = deps;

  return householdRouter(deps).get('/', async (c) => {
    const householdId = c.get('householdId');
    const me = c.get('user').id;
    const [household, members, people] = await Promise.all([
      householdRestrictions(db, householdId),
      db
        .select({
          id: householdMembers.userId,
          firstName: users.firstName,
          dietaryRestrictions: userPreferences.dietaryRestrictions,
          avoidedFoods: userPreferences.avoidedFoods,
        })
        .from(householdMembers)
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .leftJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
        .where(eq(householdMembers.householdId, householdId))
        .orderBy(
          sql`${householdMembers.userId} = ${me} desc`,
          asc(householdMembers.createdAt),
          asc(householdMembers.userId),
        ),
      db
        .select({
          id: householdPeople.id,
          firstName: householdPeople.firstName,
          child: householdPeople.child,
          dietaryRestrictions: householdPeople.dietaryRestrictions,
          avoidedFoods: householdPeople.avoidedFoods,
        })
        .from(householdPeople)
        .where(eq(householdPeople.householdId, householdId))
        .orderBy(asc(householdPeople.createdAt), asc(householdPeople.id)),
    ]);
    // What each person's meals respect: the household's own, then theirs.
    const dietOf = (own: {
      dietaryRestrictions: Eater['dietaryRestrictions'] | null;
      avoidedFoods: string[] | null;
    }) => ({
      dietaryRestrictions: effectiveRestrictions([
        ...household.restrictions,
        ...(own.dietaryRestrictions ?? []),
      ]),
      avoidedFoods: uniqueIgnoringCase([...household.avoidedFoods, ...(own.avoidedFoods ?? [])]),
    });
    const items: Eater[] = [
      ...members.map((member) => ({
        id: member.id,
        firstName: member.firstName,
        kind: 'member' as const,
        child: false,
        isMe: member.id === me,
        ...dietOf(member),
      })),
      ...people.map((person) => ({
        id: person.id,
        firstName: person.firstName,
        kind: 'person' as const,
        child: person.child,
        isMe: false,
        ...dietOf(person),
      })),
    ];
    return c.json({ items } satisfies ItemList<Eater>);
  });
}
