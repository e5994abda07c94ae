// Every write to the household's shopping list goes through here (the API's routes, the plan's
// « Ajouter à la liste », the Assistant Chef's tools), so all validate and scope them the same way.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { normalizeFoodText } from '../../../shared/food/taxonomy';
import type { Aisle } from '../../../shared/food/types';
import { parseIngredientLine } from '../../../shared/ingredient-line';
import { parseAmount } from '../../../shared/quantities';
import {
  type planShoppingItemsSchema,
  recipeShoppingItemsSchema,
  type ShoppingSkipped,
} from '../../../shared/shopping';
import { shoppingRowFacts } from '../../../shared/shopping-row';
import type { Database } from '../../db/client';
import { plannedMeals, shoppingItems } from '../../db/schema';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { assertRoom } from '../../platform/collection-cap';
import { isUniqueViolation } from '../../platform/database-status';
import { AppError } from '../../platform/errors';
import { validationError } from '../../platform/validate';
import type { HouseholdCaller } from '../household';
import { refuseDeletedId } from '../household';
import { recipeNeeds } from '../planning';

type RecipeInput = z.output<typeof recipeShoppingItemsSchema>;
type NewItem = typeof shoppingItems.$inferInsert;

type RecipeLines = Pick<RecipeInput, 'recipeId' | 'recipeTitle' | 'lines'>;

/** A recipe's lines as rows: parsed, and one row per ingredient name (a list never repeats one). */
export function recipeRows(input: RecipeLines, householdId: string, addedBy: string): NewItem[] {
  const byName = new Map<string, NewItem>();
  for (const line of input.lines) {
    const parsed = parseIngredientLine(line);
    const name = parsed.name || line;
    const key = name.toLocaleLowerCase('fr');
    if (byName.has(key)) continue;
    byName.set(key, {
      householdId,
      addedBy,
      name,
      quantity: parsed.quantity,
      unit: parsed.unit,
      source: 'recipe',
      recipeId: input.recipeId,
      recipeTitle: input.recipeTitle,
    });
  }
  return [...byName.values()];
}

/**
 * A recipe's rows minus what the household's fridge holds, staples left out unless asked: the
 * week's rule (`recipeNeeds` of the planning). A line the fridge covers in part is added for
 * the rest; the lines left off say why.
 */
export async function recipeRowsMinusFridge(
  db: Database,
  input: RecipeInput,
  householdId: string,
  addedBy: string,
): Promise<{ rows: NewItem[]; skipped: ShoppingSkipped[] }> {
  const needs = await recipeNeeds(db, householdId, input.lines, {
    includeStaples: input.includeStaples,
  });
  const rest = needs.rest.map(({ lines: [first = ''], quantity, unit }) => ({
    ...recipeRows({ ...input, lines: [first] }, householdId, addedBy)[0]!,
    quantity,
    unit,
  }));
  const whole = recipeRows({ ...input, lines: needs.whole }, householdId, addedBy);
  const named = new Set(rest.map((row) => row.name.toLocaleLowerCase('fr')));
  return {
    rows: [...whole.filter((row) => !named.has(row.name.toLocaleLowerCase('fr'))), ...rest],
    skipped: needs.skipped,
  };
}

/** The planning's lines for a period, as the user edited them (names are unique, checked). */
export function planRows(
  input: z.output<typeof planShoppingItemsSchema>,
  householdId: string,
  addedBy: string,
): NewItem[] {
  return input.items.map((item) => ({
    householdId,
    addedBy,
    ...item,
    // A line may name the same meal twice: once is enough.
    plannedMealIds: [...new Set(item.plannedMealIds)],
    source: 'plan' as const,
    recipeId: input.recipeId,
    recipeTitle: input.recipeTitle,
  }));
}

type Writer = Pick<Database, 'select' | 'insert' | '$count'>;

/** A household's list holds at most COLLECTION_LIMITS.shoppingItems rows. */
const listOf = (householdId: string) => ({
  table: shoppingItems,
  where: eq(shoppingItems.householdId, householdId),
  max: COLLECTION_LIMITS.shoppingItems,
  code: 'SHOPPING_LIMIT' as const,
});

/** What sums rows of the same thing up: the ingredient, else the name as a shopper reads it. */
const sameThingKey = (row: { ingredientId?: string | null; name: string }) =>
  row.ingredientId ?? normalizeFoodText(row.name);

/**
 * Each row with what Popote reads from it, where the writer did not say: its amount, its
 * ingredient and its aisle. Something already on the household's list keeps the aisle it is in
 * there, so a household that moved « farine » to another aisle finds the next one beside it.
 */
async function withFacts(db: Writer, rows: NewItem[]): Promise<NewItem[]> {
  const households = [...new Set(rows.map((row) => row.householdId))];
  const read = rows.map((row) => ({
    row,
    facts: shoppingRowFacts({ name: row.name, quantity: row.quantity ?? '1' }),
  }));
  const ingredientIds = [
    ...new Set(read.map(({ row, facts }) => row.ingredientId ?? facts.ingredientId)),
  ].filter((id): id is string => typeof id === 'string');
  const names = [...new Set(rows.map((row) => row.name.toLocaleLowerCase('fr')))];
  // Only the rows that may be the same thing: never the whole list.
  const listed = await db
    .select({
      householdId: shoppingItems.householdId,
      name: shoppingItems.name,
      ingredientId: shoppingItems.ingredientId,
      aisle: shoppingItems.aisle,
    })
    .from(shoppingItems)
    .where(
      and(
        inArray(shoppingItems.householdId, households),
        or(
          ingredientIds.length > 0 ? inArray(shoppingItems.ingredientId, ingredientIds) : undefined,
          and(
            isNull(shoppingItems.ingredientId),
            inArray(sql`lower(${shoppingItems.name})`, names),
          ),
        ),
      ),
    )
    .orderBy(desc(shoppingItems.updatedAt));
  const aisleOnList = new Map<string, Aisle>();
  for (const row of listed) {
    const key = `${row.householdId} ${sameThingKey(row)}`;
    if (row.aisle && !aisleOnList.has(key)) aisleOnList.set(key, row.aisle);
  }
  return read.map(({ row, facts }) => {
    const ingredientId = row.ingredientId === undefined ? facts.ingredientId : row.ingredientId;
    return {
      ...row,
      amount: row.amount === undefined ? facts.amount : row.amount,
      ingredientId,
      aisle:
        row.aisle ??
        aisleOnList.get(`${row.householdId} ${sameThingKey({ ingredientId, name: row.name })}`) ??
        facts.aisle,
    };
  });
}

/**
 * Inserts rows in one statement: all of them, or none when one is already on the list. Every
 * writer of the list comes through here, so every row carries its amount, ingredient and aisle.
 */
export async function insertShoppingRows(db: Writer, rows: NewItem[]) {
  if (rows.length === 0) return [];
  for (const householdId of new Set(rows.map((row) => row.householdId)))
    await assertRoom(
      db,
      listOf(householdId),
      rows.filter((row) => row.householdId === householdId).length,
    );
  return db
    .insert(shoppingItems)
    .values(await withFacts(db, rows))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('SHOPPING_DUPLICATE');
      throw error;
    });
}

/**
 * Adds one row whose id the device chose (an offline change sent again after its answer was
 * lost): the first request creates it, a replay answers the same row instead of a second one.
 * `created` is false for a replay; an id of another household's row is a conflict.
 */
export async function insertShoppingRowOnce(
  db: Database,
  row: NewItem & { id: string },
): Promise<{ row: typeof shoppingItems.$inferSelect; created: boolean }> {
  await refuseDeletedId(db, row.id);
  // A replay of a row already there is answered whatever the list holds; a new one needs room.
  const [already] = await db
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.id, row.id), eq(shoppingItems.householdId, row.householdId)));
  if (already) return { row: already, created: false };
  await assertRoom(db, listOf(row.householdId));
  const [inserted] = await db
    .insert(shoppingItems)
    .values(await withFacts(db, [row]))
    .onConflictDoNothing({ target: shoppingItems.id })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.id, row.id), eq(shoppingItems.householdId, row.householdId)));
  if (!existing) throw new AppError('CONFLICT');
  return { row: existing, created: false };
}

/**
 * Adds a recipe's ingredient lines to the household's list (validated like the API's body),
 * minus the fridge and the staples: the rows added and the lines left off.
 */
export async function addRecipeToShoppingList(
  db: Database,
  caller: HouseholdCaller,
  input: unknown,
): Promise<{ items: (typeof shoppingItems.$inferSelect)[]; skipped: ShoppingSkipped[] }> {
  const parsed = recipeShoppingItemsSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { rows, skipped } = await recipeRowsMinusFridge(
    db,
    parsed.data,
    caller.householdId,
    caller.userId,
  );
  return { items: await insertShoppingRows(db, rows), skipped };
}

type PlanInput = z.output<typeof planShoppingItemsSchema>;
type ShoppingRow = typeof shoppingItems.$inferSelect;

/** '350', '1,5': the quantity a summed row is written with (as the plan's lines are). */
const amountText = (amount: number) => String(Math.round(amount * 100) / 100).replace('.', ',');

/**
 * « Générer la liste » of the planning (decision 0022): the period's lines, each knowing the
 * planned meals it is bought for (meals of the household only: another's is not found). A line
 * bought for meals whose name the period's group already holds, not ticked, in the same unit and
 * with a number, tops that row up (the meal's portions grew since the last generation) instead
 * of clashing; any other clash is the duplicate it always was, and then nothing is written.
 */
export async function addPlanToShoppingList(
  db: Database,
  caller: HouseholdCaller,
  input: PlanInput,
): Promise<ShoppingRow[]> {
  const rows = planRows(input, caller.householdId, caller.userId);
  const mealIds = [...new Set(rows.flatMap((row) => row.plannedMealIds ?? []))];
  if (mealIds.length > 0) {
    const own = await db
      .select({ id: plannedMeals.id })
      .from(plannedMeals)
      .where(
        and(eq(plannedMeals.householdId, caller.householdId), inArray(plannedMeals.id, mealIds)),
      );
    if (own.length !== mealIds.length) throw new AppError('NOT_FOUND');
  }
  return db.transaction(async (tx) => {
    const listed = await tx
      .select()
      .from(shoppingItems)
      .where(
        and(
          eq(shoppingItems.householdId, caller.householdId),
          eq(shoppingItems.recipeId, input.recipeId),
          inArray(
            shoppingItems.name,
            rows.map((row) => row.name),
          ),
        ),
      )
      .for('update');
    const byName = new Map(listed.map((row) => [row.name, row]));
    const toppedUp: ShoppingRow[] = [];
    const fresh: NewItem[] = [];
    for (const row of rows) {
      const already = byName.get(row.name);
      const more = parseAmount(row.quantity ?? '1');
      const had = already ? (already.amount ?? parseAmount(already.quantity)) : null;
      // Only a line bought for meals tops up: the same period sent again is a duplicate.
      if (
        !already ||
        (row.plannedMealIds ?? []).length === 0 ||
        already.checked ||
        already.unit !== row.unit ||
        more === null ||
        had === null
      ) {
        fresh.push(row);
        continue;
      }
      const [updated] = await tx
        .update(shoppingItems)
        .set({
          quantity: amountText(had + more),
          amount: had + more,
          plannedMealIds: [...new Set([...already.plannedMealIds, ...(row.plannedMealIds ?? [])])],
        })
        .where(eq(shoppingItems.id, already.id))
        .returning();
      toppedUp.push(updated!);
    }
    return [...toppedUp, ...(await insertShoppingRows(tx, fresh))];
  });
}
