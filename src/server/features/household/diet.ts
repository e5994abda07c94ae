import { asc, eq, sql } from 'drizzle-orm';
import type { DietaryRestriction, Restriction } from '../../../shared/constants';
import { effectiveRestrictions } from '../../../shared/dietary-restrictions';
import type { TableDiet } from '../../../shared/food/table-safety';
import {
  DEFAULT_CHILD_PORTION,
  portionsFor,
  portionsText,
  type ChildPortion,
  type Portions,
} from '../../../shared/portions';
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
  /** The portions the recipe is scaled to (`portions.portions`). */
  servings: number;
  /** Who eats, counted (« 2 adultes + 2 enfants = 3 portions »). */
  portions: Portions;
}

/** One person's diet: the columns shared by user_preferences and household_people. */
interface PersonDiet {
  id: string;
  firstName: string;
  /** A person without an account marked « enfant »; members are adults. */
  child: boolean;
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
        child: sql<boolean>`false`,
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
        child: householdPeople.child,
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

/**
 * The household's own restrictions and avoided foods (« Tout le foyer »), and its « Portion
 * enfant ».
 */
export async function householdRestrictions(db: Database, householdId: string) {
  const [row] = await db
    .select({
      restrictions: households.dietaryRestrictions,
      avoidedFoods: households.avoidedFoods,
      childPortion: households.childPortion,
    })
    .from(households)
    .where(eq(households.id, householdId))
    .limit(1);
  return row ?? { restrictions: [], avoidedFoods: [], childPortion: DEFAULT_CHILD_PORTION };
}

/** Everything a meal's diet is made of: the household's own lists and everyone's. */
export interface HouseholdTable {
  restrictions: DietaryRestriction[];
  avoidedFoods: string[];
  childPortion: ChildPortion;
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
): Omit<MealDiet, 'servings' | 'portions'> {
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

/** What the caller's settings say when nobody is chosen (`user_preferences`). */
export interface ServingsDefault {
  /** « Portions par recette », when the user chose it. */
  servings: number | null;
  /** The questionnaire's household. */
  adults: number;
  children: number;
}

/**
 * How many portions a meal is for — one notion of « how many we are » (decision 0023):
 * - chosen eaters: them, a child (« enfant » in « Ma famille ») counting for the household's
 *   « Portion enfant »;
 * - nobody chosen, and « Ma famille » lists several people (« Qui mange ? » shows them all
 *   chosen): everyone at the table, counted the same way;
 * - nobody chosen, and the caller alone at the table: « Portions par recette » when set, else
 *   the questionnaire's adults and children (2 adultes + 2 enfants = 3 portions).
 * Whole portions, rounded up (`portionsFor`).
 */
export function portionsAt(
  table: HouseholdTable,
  eaters: readonly string[] | undefined,
  preferences: ServingsDefault,
): Portions {
  const chosen = eaters ? new Set(eaters) : null;
  const people = chosen ? table.people.filter((person) => chosen.has(person.id)) : table.people;
  if (chosen || people.length > 1) {
    const children = people.filter((person) => person.child).length;
    return portionsFor({ adults: people.length - children, children }, table.childPortion);
  }
  if (preferences.servings !== null) {
    const servings = preferences.servings;
    return {
      adults: servings,
      children: 0,
      childPortion: table.childPortion,
      portions: servings,
      people: servings,
      text: portionsText({ adults: 0, children: 0 }, servings),
    };
  }
  return portionsFor(
    { adults: preferences.adults, children: preferences.children },
    table.childPortion,
  );
}

/**
 * The diet of a meal: by default everyone at the household's table; with chosen eaters (user
 * ids of members and ids of people without an account, all of the household), theirs only. The
 * household's own restrictions always apply. Its portions: `portionsAt`.
 */
export async function mealDiet(
  db: Database,
  householdId: string,
  preferences: ServingsDefault,
  eaters: readonly string[] | undefined,
): Promise<MealDiet> {
  const table = await householdTable(db, householdId);
  if (eaters) assertEaters(table, eaters);
  const portions = portionsAt(table, eaters, preferences);
  return { ...dietAt(table, eaters), servings: portions.portions, portions };
}
