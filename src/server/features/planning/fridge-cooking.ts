// « J'ai cuisiné ce plat »: what a meal takes out of the fridge, and how undo gives it back.
// Pure: the route reads and writes the rows in one transaction, this decides the quantities.
import { UNITS, type Unit } from '../../../shared/constants';
import { hasTwoDecimalsAtMost } from '../../../shared/inventory';
import { foodKey, recogniseIngredient } from '../../../shared/planned-ingredient';
import type { CookedChange, PlannedIngredient } from '../../../shared/planning';
import {
  convertQuantity,
  sameFamily,
  subtractQuantity,
  sumQuantities,
  type Quantity,
} from '../../../shared/quantities';
import { mergeNeeds } from './meal-needs';

export interface FridgeRow {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  category: string;
  expirationDate: string | null;
  ingredientId: string | null;
}

/** Where a remainder finer than two decimals in its unit goes: 0,3333 kg is kept as 333,33 g. */
const SMALLEST: Record<Unit, Unit> = {
  g: 'g',
  kg: 'g',
  ml: 'ml',
  l: 'ml',
  càc: 'càc',
  càs: 'càc',
  unité: 'unité',
  pincée: 'pincée',
};

const isUnit = (unit: string): unit is Unit => (UNITS as readonly string[]).includes(unit);

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * A quantity as the fridge stores it (two decimals at most, decision 0020): in the item's own
 * unit when it can (1 kg − 300 g = 0,7 kg; 2 citrons − ½ = 1,5), else in its smallest unit
 * (1 kg − 333 g = 667 g). Null when nothing is left.
 */
export function toFridgeQuantity(
  quantity: Quantity,
  unit: Unit,
): { quantity: number; unit: Unit } | null {
  const same = convertQuantity(quantity, unit);
  if (same && hasTwoDecimalsAtMost(same.amount)) {
    const amount = hundredths(same.amount);
    return amount > 0 ? { quantity: amount, unit } : null;
  }
  const smallest = SMALLEST[unit];
  const amount = hundredths(convertQuantity(quantity, smallest)?.amount ?? 0);
  return amount > 0 ? { quantity: amount, unit: smallest } : null;
}

// The items that expire first are used first; those without a date last.
const byExpiry = (a: FridgeRow, b: FridgeRow) =>
  (a.expirationDate ?? '9999-12-31').localeCompare(b.expirationDate ?? '9999-12-31');

/**
 * The fridge items a meal uses, and what is left of each: its ingredients scaled by `factor`,
 * taken in compatible units from the items of the same food. Counted pieces of a food (« 3
 * gousses d’ail ») and lines without a number leave the fridge as it is.
 */
export function takeFromFridge(
  meal: { factor: number; ingredients: readonly PlannedIngredient[] },
  rows: readonly FridgeRow[],
): CookedChange[] {
  const needs = mergeNeeds([{ title: '', ...meal }], { includeStaples: true });
  const byFood = new Map<string, FridgeRow[]>();
  for (const row of [...rows].sort(byExpiry)) {
    const key = foodKey(row.name, row.ingredientId ?? recogniseIngredient(row.name)?.id ?? null);
    byFood.set(key, [...(byFood.get(key) ?? []), row]);
  }
  const changes: CookedChange[] = [];
  for (const need of needs) {
    if (need.pieces) continue;
    for (const quantity of need.quantities) {
      let left: Quantity | null = quantity;
      for (const row of byFood.get(need.stockKey) ?? []) {
        if (!left) break;
        if (!isUnit(row.unit) || !sameFamily(row.unit, left.unit) || row.quantity <= 0) continue;
        const have: Quantity = { amount: row.quantity, unit: row.unit };
        const rest = subtractQuantity(have, left);
        const after = rest ? toFridgeQuantity(rest, row.unit) : null;
        changes.push({
          inventoryItemId: row.id,
          name: row.name,
          unit: row.unit,
          category: row.category,
          expirationDate: row.expirationDate,
          ingredientId: row.ingredientId,
          quantityBefore: row.quantity,
          quantityAfter: after?.quantity ?? 0,
          unitAfter: after?.unit ?? row.unit,
        });
        left = subtractQuantity(left, have);
      }
    }
  }
  return changes;
}

/** What cooking took from one item, in the item's unit of the time. */
function taken(change: CookedChange): Quantity {
  const before: Quantity = { amount: change.quantityBefore, unit: change.unit as Unit };
  if (change.quantityAfter <= 0) return before;
  const after: Quantity = {
    amount: change.quantityAfter,
    unit: (change.unitAfter ?? change.unit) as Unit,
  };
  return subtractQuantity(before, after) ?? { amount: 0, unit: change.unit as Unit };
}

/**
 * Undo: the item with what cooking took added back — to what it holds now when it is still
 * there (someone may have used some since), or as it was when cooking emptied it.
 */
export function restoredQuantity(
  change: CookedChange,
  current: { quantity: number; unit: string } | null,
): { quantity: number; unit: Unit } {
  const unit = (isUnit(change.unit) ? change.unit : 'unité') as Unit;
  const back = taken(change);
  const parts =
    current && isUnit(current.unit) && sameFamily(current.unit, back.unit)
      ? [back, { amount: current.quantity, unit: current.unit }]
      : [back];
  const [total] = sumQuantities(parts);
  return toFridgeQuantity(total ?? back, unit) ?? { quantity: change.quantityBefore, unit };
}
