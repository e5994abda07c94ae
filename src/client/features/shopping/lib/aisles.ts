import { AISLES } from '../../../../shared/food/types';
import type { Aisle } from '../../../../shared/food/types';
import { combinedListLine, listLineText, type ListLine } from '../../../../shared/list-line';
import { sameFamily, sumQuantities } from '../../../../shared/quantities';
import type { Quantity } from '../../../../shared/quantities';
import type { ShoppingItem } from './shopping';

/**
 * One line of the « Par rayon » and « Tous les articles » views: the rows of one food added up.
 * Amounts of one unit family make one sum (250 g + 1 kg = 1,25 kg); amounts that cannot be
 * added (grams and pieces) stay side by side on the same line: « 500 g de carottes + 3 carottes ».
 */
export interface SumLine {
  key: string;
  /** The list's rows behind the line: checking the line checks them all. */
  rows: ShoppingItem[];
  name: string;
  /** The sum; null for a row whose quantity is not a number (shown as typed). */
  quantity: Quantity | null;
  /** Sums of the same food in other unit families, shown after `quantity`. */
  more?: Quantity[];
}

export interface AisleGroup {
  aisle: Aisle;
  lines: SumLine[];
}

/** French alphabetical order: « œufs » beside « oignons », « Rigatonis » beside « riz ». */
const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The same food whatever its spelling: the ingredient, else the name without case or accents. */
function foodKey(item: ShoppingItem): string {
  if (item.ingredientId) return item.ingredientId;
  return item.name
    .toLocaleLowerCase('fr')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lines of one aisle: rows with a number summed per food and unit family, the others apart. */
function sumLines(items: ShoppingItem[]): SumLine[] {
  const byFood = new Map<string, ShoppingItem[]>();
  const apart: SumLine[] = [];
  for (const item of items) {
    if (item.amount === null) {
      apart.push({ key: item.id, rows: [item], name: item.name, quantity: null });
      continue;
    }
    const key = foodKey(item);
    byFood.set(key, [...(byFood.get(key) ?? []), item]);
  }
  const summed = [...byFood].map(([key, rows]): SumLine => {
    const [quantity, ...more] = sumQuantities(
      rows.map((row) => ({ amount: row.amount!, unit: row.unit })),
    );
    return {
      key,
      rows,
      name: rows[0]!.name,
      quantity: quantity!,
      ...(more.length ? { more } : {}),
    };
  });
  return [...summed, ...apart].sort(
    (a, b) => byName.compare(a.name, b.name) || a.key.localeCompare(b.key),
  );
}

/**
 * « Tous les articles »: the same food added up across every source (a recipe, the plan, a row
 * typed by hand), whatever its spelling, in alphabetical order (French collation).
 */
export function mergeLines(items: ShoppingItem[]): SumLine[] {
  return sumLines(items);
}

/**
 * The list by aisle, in the order a shopper walks them (Popote's, or the chosen shop's); empty
 * aisles are left out.
 */
export function groupByAisle(
  items: readonly ShoppingItem[],
  order: readonly Aisle[] = AISLES,
): AisleGroup[] {
  return order.flatMap((aisle) => {
    const inAisle = items.filter((item) => item.aisle === aisle);
    return inAisle.length ? [{ aisle, lines: sumLines(inAisle) }] : [];
  });
}

/**
 * The line as a shopper buys it (`listLine`, decision 0025): « 1 bouquet de thym » with the
 * exact need as its detail (« 4 brins »), « 500 g de carottes », « 5 œufs »; a quantity that is
 * not a number, as typed.
 */
export function sumLineParts(line: SumLine): ListLine {
  const [row] = line.rows;
  return combinedListLine(
    [line.quantity, ...(line.more ?? [])].map((quantity) => ({
      // Each unit family is said with the name of one of its rows (« 3 carottes »).
      name:
        (quantity && line.rows.find((entry) => sameFamily(entry.unit, quantity.unit))?.name) ??
        line.name,
      ingredientId: row!.ingredientId,
      amount: quantity?.amount ?? null,
      unit: quantity?.unit ?? row!.unit,
      typed: row!.quantity,
    })),
  );
}

/** « 1 bouquet de thym · 4 brins », « 500 g de farine »: the line on one line. */
export function sumLineLabel(line: SumLine): string {
  return listLineText(sumLineParts(line));
}

/** Checked when every row is; « mixed » when only some are. */
export function lineState(line: SumLine): boolean | 'mixed' {
  const checked = line.rows.filter((row) => row.checked).length;
  if (checked === 0) return false;
  return checked === line.rows.length ? true : 'mixed';
}
