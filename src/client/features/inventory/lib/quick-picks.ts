import type { InventoryCategory, InventoryLocation, Unit } from '../../../../shared/constants';
import { addDays } from '../../../../shared/dates';
import type { Aisle } from '../../../../shared/food/types';
import type { InventoryItemInput } from '../../../../shared/inventory';
import {
  AISLE_CATEGORY,
  AISLE_SHELF_LIFE_DAYS,
  INGREDIENT_SHELF_LIFE_DAYS,
} from '../../../../shared/shelf-life';

export interface QuickPick {
  name: string;
  quantity: number;
  unit: Unit;
  aisle: Aisle;
  /** The shelf-life table's key (an ingredient or its kind), when it has its own days. */
  shelfLife?: string;
}

/**
 * The common items an empty fridge or pantry offers to add with one tap. Their dates come from
 * the shelf-life table (src/shared/shelf-life.ts) without loading the ingredient catalogue here.
 */
export const QUICK_PICKS: Record<InventoryLocation, readonly QuickPick[]> = {
  fridge: [
    { name: 'Lait', quantity: 1, unit: 'l', aisle: 'cremerie' },
    { name: 'Œufs', quantity: 6, unit: 'unité', aisle: 'cremerie', shelfLife: 'oeuf' },
    { name: 'Beurre', quantity: 250, unit: 'g', aisle: 'cremerie', shelfLife: 'beurre' },
    { name: 'Yaourts nature', quantity: 4, unit: 'unité', aisle: 'cremerie', shelfLife: 'yaourt' },
    { name: 'Fromage râpé', quantity: 200, unit: 'g', aisle: 'cremerie', shelfLife: 'fromage' },
    { name: 'Crème', quantity: 200, unit: 'ml', aisle: 'cremerie' },
  ],
  pantry: [
    { name: 'Pâtes', quantity: 500, unit: 'g', aisle: 'epicerie-salee' },
    { name: 'Riz', quantity: 1, unit: 'kg', aisle: 'epicerie-salee' },
    { name: 'Farine', quantity: 1, unit: 'kg', aisle: 'epicerie-sucree' },
    { name: 'Huile d’olive', quantity: 1, unit: 'l', aisle: 'epicerie-salee' },
    { name: 'Sucre', quantity: 1, unit: 'kg', aisle: 'epicerie-sucree' },
    { name: 'Conserve de tomates', quantity: 400, unit: 'g', aisle: 'epicerie-salee' },
  ],
};

/** Today as YYYY-MM-DD on this device's calendar. */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The item a quick pick adds to `location` on `today`. */
export function quickPickItem(
  pick: QuickPick,
  location: InventoryLocation,
  today: string,
): InventoryItemInput {
  const days =
    (pick.shelfLife ? INGREDIENT_SHELF_LIFE_DAYS[pick.shelfLife] : undefined) ??
    AISLE_SHELF_LIFE_DAYS[pick.aisle];
  const category: InventoryCategory = AISLE_CATEGORY[pick.aisle];
  return {
    name: pick.name,
    quantity: pick.quantity,
    unit: pick.unit,
    category,
    location,
    expirationDate: days === null ? null : addDays(today, days),
  };
}
