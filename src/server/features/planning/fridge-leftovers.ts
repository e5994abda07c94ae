// « Planifier ma semaine » proposes the leftovers already in the fridge (issue 28): each
// « Restes : … » still good becomes the meal of an early slot before it expires, once, with a
// reason one can read; that meal needs nothing from the list. The placement is pure (tested
// over many draws in fridge-leftovers.test.ts); the read is the household's own rows only.
import { and, eq, gte, isNull } from 'drizzle-orm';
import { addDays, daysBetween } from '../../../shared/dates';
import { leftoverPortionsIn, leftoversDishOf, sameLeftovers } from '../../../shared/leftovers';
import type { Database } from '../../db/client';
import { inventoryItems, plannedMeals } from '../../db/schema';

/** A fridge item of leftovers and the portions not yet promised to a planned meal. */
export interface FridgeLeftovers {
  id: string;
  name: string;
  /** Portions left; null when its unit counts none (« 1 l de soupe »). */
  portions: number | null;
  /** 'YYYY-MM-DD' (its last good day) or null. */
  expirationDate: string | null;
}

/** A meal the leftovers may fill: its key, its day and time, who eats and their portions. */
export interface LeftoversSlot {
  key: string;
  date: string;
  time: string;
  /** People at the table (« Qui est là ? »): a meal nobody eats at home gets nothing. */
  people: number;
  portions: number;
}

export interface LeftoversPlacement {
  item: FridgeLeftovers;
  /** The portions left cover the meal's (unknown portions count as enough). */
  enough: boolean;
}

const byExpiry = (a: FridgeLeftovers, b: FridgeLeftovers) =>
  (a.expirationDate ?? '9999-12-31').localeCompare(b.expirationDate ?? '9999-12-31') ||
  a.name.localeCompare(b.name) ||
  a.id.localeCompare(b.id);

const bySlot = (a: LeftoversSlot, b: LeftoversSlot) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time);

/**
 * Which slot each leftovers fills: those expiring first choose first; each takes the earliest
 * free slot on or before its last good day that its portions cover, else the earliest free
 * one before it (the reason then says the portions are short). Every item once, every slot
 * once; an item gone off by the first slot, or with no portion left, is not proposed.
 */
export function placeLeftovers(
  items: readonly FridgeLeftovers[],
  slots: readonly LeftoversSlot[],
): Map<string, LeftoversPlacement> {
  const free = slots.filter((slot) => slot.people > 0).sort(bySlot);
  const placed = new Map<string, LeftoversPlacement>();
  for (const item of [...items].sort(byExpiry)) {
    if (item.portions !== null && item.portions <= 0) continue;
    const good = free.filter(
      (slot) => item.expirationDate === null || slot.date <= item.expirationDate,
    );
    const covers = (slot: LeftoversSlot) =>
      item.portions === null || item.portions >= slot.portions;
    const slot = good.find(covers) ?? good[0];
    if (!slot) continue;
    free.splice(free.indexOf(slot), 1);
    placed.set(slot.key, { item, enough: covers(slot) });
  }
  return placed;
}

const DAY_NAMES = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const dayName = (date: string) => DAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);

/**
 * « restes de lasagnes à finir avant jeudi », and when the portions are short « : 2 portions
 * pour 3, à compléter ».
 */
export function leftoversReason(
  placement: LeftoversPlacement,
  slot: { date: string; portions: number },
): string {
  const { item, enough } = placement;
  const dish = lowerFirst(leftoversDishOf(item.name) ?? item.name);
  const end = item.expirationDate;
  const when =
    end === null || daysBetween(slot.date, end) > 5
      ? 'à finir'
      : end === slot.date
        ? 'à finir ce jour-là'
        : `à finir avant ${dayName(addDays(end, 1))}`;
  const short =
    enough || item.portions === null
      ? ''
      : ` : ${item.portions} ${item.portions >= 2 ? 'portions' : 'portion'} pour ${slot.portions}, à compléter`;
  return `restes de ${dish} ${when}${short}`;
}

/**
 * The household's leftovers in the fridge (« Restes : … ») still good on `today`, less the
 * portions already promised to its leftovers meals planned from `today` on and not eaten yet.
 */
export async function readFridgeLeftovers(
  db: Pick<Database, 'select'>,
  householdId: string,
  today: string,
): Promise<FridgeLeftovers[]> {
  const [rows, planned] = await Promise.all([
    db
      .select({
        id: inventoryItems.id,
        name: inventoryItems.name,
        quantity: inventoryItems.quantity,
        unit: inventoryItems.unit,
        expirationDate: inventoryItems.expirationDate,
      })
      .from(inventoryItems)
      .where(eq(inventoryItems.householdId, householdId)),
    db
      .select({
        title: plannedMeals.recipeTitle,
        servings: plannedMeals.servings,
        portions: plannedMeals.portions,
      })
      .from(plannedMeals)
      .where(
        and(
          eq(plannedMeals.householdId, householdId),
          gte(plannedMeals.date, today),
          isNull(plannedMeals.cookedAt),
          isNull(plannedMeals.recipe),
        ),
      ),
  ]);
  const items = rows
    .filter(
      (row) =>
        leftoversDishOf(row.name) !== null &&
        row.quantity > 0 &&
        (row.expirationDate === null || row.expirationDate >= today),
    )
    .map((row): FridgeLeftovers => ({
      id: row.id,
      name: row.name,
      portions: leftoverPortionsIn(row),
      expirationDate: row.expirationDate,
    }))
    .sort(byExpiry);
  // What is promised already: the leftovers meals of the plan eat first, those expiring first.
  for (const meal of planned) {
    if (leftoversDishOf(meal.title) === null) continue;
    let left = meal.portions ?? meal.servings;
    for (const item of items) {
      if (left <= 0) break;
      if (!sameLeftovers(item.name, meal.title)) continue;
      if (item.portions === null) {
        item.portions = 0;
        left = 0;
        continue;
      }
      const taken = Math.min(item.portions, left);
      item.portions -= taken;
      left -= taken;
    }
  }
  return items.filter((item) => item.portions === null || item.portions > 0);
}

/** Whether a fridge item is leftovers: the planner proposes it whole, not as an ingredient. */
export const isLeftoversItem = (item: { name: string }) => leftoversDishOf(item.name) !== null;
