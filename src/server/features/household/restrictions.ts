import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { RESTRICTIONS, type DietaryRestriction } from '../../../shared/constants';
import type {
  ConcernedPerson,
  HouseholdRestriction,
  HouseholdRestrictions,
  householdRestrictionInputSchema,
} from '../../../shared/household-restrictions';
import type { Database } from '../../db/client';
import {
  householdMembers,
  householdPeople,
  households,
  userPreferences,
  users,
} from '../../db/schema';
import { AppError } from '../../platform/errors';
import { ensurePreferences } from './member-preferences';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Input = z.output<typeof householdRestrictionInputSchema>;

/** One person's or the household's lists, as stored. */
interface Lists {
  dietaryRestrictions: DietaryRestriction[];
  avoidedFoods: string[];
}

const sameFood = (a: string, b: string) =>
  a.toLocaleLowerCase('fr').trim() === b.toLocaleLowerCase('fr').trim();

/** The lists with the value added (when `on`) or taken out. */
function toggled(lists: Lists, input: Input, on: boolean): Lists {
  if (input.kind === 'restriction') {
    const others = lists.dietaryRestrictions.filter(
      (value) => value !== input.value && value !== 'none',
    );
    return { ...lists, dietaryRestrictions: on ? [...others, input.value] : others };
  }
  const others = lists.avoidedFoods.filter((food) => !sameFood(food, input.value));
  return { ...lists, avoidedFoods: on ? [...others, input.value] : others };
}

const listsChanged = (a: Lists, b: Lists) =>
  a.dietaryRestrictions.join() !== b.dietaryRestrictions.join() ||
  a.avoidedFoods.join() !== b.avoidedFoods.join();

/** The household's members and people without an account, in its order. */
async function peopleOf(
  db: Database | Transaction,
  householdId: string,
): Promise<ConcernedPerson[]> {
  const [members, people] = await Promise.all([
    db
      .select({ id: householdMembers.userId, firstName: users.firstName })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(asc(householdMembers.createdAt), asc(householdMembers.userId)),
    db
      .select({
        id: householdPeople.id,
        firstName: householdPeople.firstName,
        child: householdPeople.child,
      })
      .from(householdPeople)
      .where(eq(householdPeople.householdId, householdId))
      .orderBy(asc(householdPeople.createdAt), asc(householdPeople.id)),
  ]);
  return [
    ...members.map((member) => ({ ...member, kind: 'member' as const, child: false })),
    ...people.map((person) => ({ ...person, kind: 'person' as const })),
  ];
}

/**
 * Every restriction, allergy and avoided food of the household with who it concerns: « Tout le
 * foyer » when the household holds it, else the people who hold it as their own.
 */
export async function householdRestrictionList(
  db: Database,
  householdId: string,
): Promise<HouseholdRestrictions> {
  const [[household], people, memberLists, personLists] = await Promise.all([
    db
      .select({
        dietaryRestrictions: households.dietaryRestrictions,
        avoidedFoods: households.avoidedFoods,
      })
      .from(households)
      .where(eq(households.id, householdId)),
    peopleOf(db, householdId),
    db
      .select({
        id: userPreferences.userId,
        dietaryRestrictions: userPreferences.dietaryRestrictions,
        avoidedFoods: userPreferences.avoidedFoods,
      })
      .from(userPreferences)
      .innerJoin(householdMembers, eq(householdMembers.userId, userPreferences.userId))
      .where(eq(householdMembers.householdId, householdId)),
    db
      .select({
        id: householdPeople.id,
        dietaryRestrictions: householdPeople.dietaryRestrictions,
        avoidedFoods: householdPeople.avoidedFoods,
      })
      .from(householdPeople)
      .where(eq(householdPeople.householdId, householdId)),
  ]);
  if (!household) throw new AppError('NOT_FOUND');
  const order = new Map(people.map((person, index) => [person.id, index]));
  const own = [...memberLists, ...personLists].sort(
    (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
  );

  const items: HouseholdRestriction[] = [];
  for (const value of RESTRICTIONS) {
    if (household.dietaryRestrictions.includes(value)) {
      items.push({ kind: 'restriction', value, concerns: 'everyone' });
      continue;
    }
    const ids = own.filter((lists) => lists.dietaryRestrictions.includes(value)).map((l) => l.id);
    if (ids.length > 0) items.push({ kind: 'restriction', value, concerns: ids });
  }
  const foods: string[] = [];
  for (const food of [...household.avoidedFoods, ...own.flatMap((lists) => lists.avoidedFoods)]) {
    if (!foods.some((known) => sameFood(known, food))) foods.push(food);
  }
  for (const food of foods) {
    if (household.avoidedFoods.some((known) => sameFood(known, food))) {
      items.push({ kind: 'avoided', value: food, concerns: 'everyone' });
      continue;
    }
    const ids = own
      .filter((lists) => lists.avoidedFoods.some((known) => sameFood(known, food)))
      .map((lists) => lists.id);
    items.push({ kind: 'avoided', value: food, concerns: ids });
  }
  return { items, people };
}

/**
 * « Qui est concerné ? »: the restriction is set on the household (« Tout le foyer ») or on each
 * chosen person, and taken off everyone else, in one transaction under the household's lock.
 * An id that is not one of the household's people is refused and nothing changes.
 */
export async function setHouseholdRestriction(
  db: Database,
  householdId: string,
  input: Input,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [household] = await tx
      .select({
        dietaryRestrictions: households.dietaryRestrictions,
        avoidedFoods: households.avoidedFoods,
      })
      .from(households)
      .where(eq(households.id, householdId))
      .for('update');
    if (!household) throw new AppError('NOT_FOUND');
    const people = await peopleOf(tx, householdId);
    const chosen = new Set(input.concerns === 'everyone' ? [] : input.concerns);
    const known = new Set(people.map((person) => person.id));
    if ([...chosen].some((id) => !known.has(id))) throw new AppError('EATERS_NOT_IN_HOUSEHOLD');

    const forHousehold = toggled(household, input, input.concerns === 'everyone');
    if (listsChanged(household, forHousehold)) {
      await tx
        .update(households)
        .set({ ...forHousehold, updatedAt: new Date() })
        .where(eq(households.id, householdId));
    }

    const members = people.filter((person) => person.kind === 'member').map((person) => person.id);
    // A member chosen who never had preferences gets the household's (never the questionnaire).
    for (const id of members) if (chosen.has(id)) await ensurePreferences(tx, id, householdId);
    if (members.length > 0) {
      const rows = await tx
        .select({
          id: userPreferences.userId,
          dietaryRestrictions: userPreferences.dietaryRestrictions,
          avoidedFoods: userPreferences.avoidedFoods,
        })
        .from(userPreferences)
        .where(inArray(userPreferences.userId, members))
        .for('update');
      for (const row of rows) {
        const next = toggled(row, input, chosen.has(row.id));
        if (!listsChanged(row, next)) continue;
        await tx
          .update(userPreferences)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(userPreferences.userId, row.id));
      }
    }
    const personRows = await tx
      .select({
        id: householdPeople.id,
        dietaryRestrictions: householdPeople.dietaryRestrictions,
        avoidedFoods: householdPeople.avoidedFoods,
      })
      .from(householdPeople)
      .where(eq(householdPeople.householdId, householdId))
      .for('update');
    for (const row of personRows) {
      const next = toggled(row, input, chosen.has(row.id));
      if (!listsChanged(row, next)) continue;
      await tx
        .update(householdPeople)
        .set({ ...next, updatedAt: new Date() })
        .where(and(eq(householdPeople.id, row.id), eq(householdPeople.householdId, householdId)));
    }
  });
}
