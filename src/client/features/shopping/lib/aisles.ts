import { AISLES } from '../../../../shared/food/types';
import type { Aisle } from '../../../../shared/food/types';
import { formatQuantity, sameFamily, sumQuantities } from '../../../../shared/quantities';
import type { Quantity } from '../../../../shared/quantities';
import type { ShoppingItem } from './shopping';

/** One line of the « Par rayon » view: rows of the same food added up, in one unit family. */
export interface SumLine {
  key: string;
  /** The list's rows behind the line: checking the line checks them all. */
  rows: ShoppingItem[];
  name: string;
  /** The sum; null for a row whose quantity is not a number (shown as typed). */
  quantity: Quantity | null;
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
  const summed = [...byFood].flatMap(([key, rows]) =>
    sumQuantities(rows.map((row) => ({ amount: row.amount!, unit: row.unit }))).map((quantity) => ({
      key: `${key}|${quantity.unit}`,
      rows: rows.filter((row) => sameFamily(row.unit, quantity.unit)),
      name: rows[0]!.name,
      quantity,
    })),
  );
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

/** The list by aisle, in the order a shopper walks them; empty aisles are left out. */
export function groupByAisle(items: ShoppingItem[]): AisleGroup[] {
  return AISLES.flatMap((aisle) => {
    const inAisle = items.filter((item) => item.aisle === aisle);
    return inAisle.length ? [{ aisle, lines: sumLines(inAisle) }] : [];
  });
}

// « de » elides before a vowel or a mute h: « 2 càs d’huile », but « 500 g de haricots ».
const ASPIRATED_H = /^(?:haricot|hareng|homard|hachis|haddock|hampe|houblon)/;

function ofName(name: string): string {
  const lower = name.toLocaleLowerCase('fr');
  const elides =
    /^[aeiouyàâäéèêëîïôöùûüœæ]/.test(lower) || (/^h/.test(lower) && !ASPIRATED_H.test(lower));
  return elides ? `d’${name}` : `de ${name}`;
}

/** '500 g de farine', '2 càs d’huile', '5 œufs'; a quantity that is not a number, as typed. */
export function sumLineLabel(line: SumLine): string {
  if (!line.quantity) {
    const [row] = line.rows;
    return [row!.quantity, row!.unit === 'unité' ? '' : row!.unit, row!.name]
      .filter(Boolean)
      .join(' ');
  }
  const amount = formatQuantity(line.quantity);
  return line.quantity.unit === 'unité'
    ? `${amount} ${line.name}`
    : `${amount} ${ofName(line.name)}`;
}

/** Checked when every row is; « mixed » when only some are. */
export function lineState(line: SumLine): boolean | 'mixed' {
  const checked = line.rows.filter((row) => row.checked).length;
  if (checked === 0) return false;
  return checked === line.rows.length ? true : 'mixed';
}
