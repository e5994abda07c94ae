import type { InventoryCategory, InventoryLocation } from './constants';
import { addDays } from './dates';
import { ingredientById, kindsOf } from './food/taxonomy';
import type { Aisle } from './food/types';

/** The fridge's category (specification, section 3) for each supermarket aisle. */
export const AISLE_CATEGORY: Record<Aisle, InventoryCategory> = {
  'fruits-legumes': 'Fruits et Légumes',
  boulangerie: 'Épicerie',
  boucherie: 'Viandes et Poissons',
  poissonnerie: 'Viandes et Poissons',
  cremerie: 'Produits Laitiers',
  'epicerie-salee': 'Épicerie',
  'epicerie-sucree': 'Épicerie',
  'epices-condiments': 'Épicerie',
  boissons: 'Boissons',
  surgeles: 'Autre',
  autre: 'Autre',
};

/**
 * Typical days an item keeps once bought, per aisle: a suggestion the household edits, not a
 * food-safety rule. Null: it keeps for so long that a date would only be noise (salt, spices,
 * drinks). Dry goods get a « best before »-like half year so a forgotten packet still surfaces.
 */
export const AISLE_SHELF_LIFE_DAYS: Record<Aisle, number | null> = {
  'fruits-legumes': 5,
  boulangerie: 3,
  boucherie: 2,
  poissonnerie: 2,
  cremerie: 7,
  'epicerie-salee': 180,
  'epicerie-sucree': 180,
  'epices-condiments': null,
  boissons: null,
  surgeles: 90,
  autre: null,
};

/**
 * A dish cooked at home and kept in the fridge (« Restes : Lasagnes »): eaten within 3 days, as
 * the Swiss and French food-safety offices advise for leftovers (OSAV/BLV, ANSES: 2 to 3 days
 * at 4 °C or below). The planner offers no leftovers meal later than this.
 */
export const COOKED_DISH_SHELF_LIFE_DAYS = 3;

/**
 * A dish cooked at home and frozen at once (« Batch cooking », decision 0036): about three
 * months at -18 °C, as the frozen aisle's typical days.
 */
export const FROZEN_COOKED_DISH_SHELF_LIFE_DAYS = 90;

/** Ingredients (and their kinds: 'pomme-de-terre-grenaille' is a 'pomme-de-terre') far off their aisle's typical days. */
export const INGREDIENT_SHELF_LIFE_DAYS: Readonly<Record<string, number>> = {
  oeuf: 28,
  beurre: 30,
  yaourt: 14,
  'fromage-frais': 7,
  parmesan: 30,
  fromage: 14,
  'saumon-fume': 7,
  jambon: 4,
  'pomme-de-terre': 30,
  oignon: 30,
  ail: 30,
  carotte: 14,
  pomme: 21,
  citron: 21,
  orange: 14,
  salade: 3,
  fraise: 2,
  framboise: 2,
};

/** The typical shelf life in days of an item: its ingredient's, else its aisle's; null for none. */
export function shelfLifeDays(ingredientId: string | null, aisle: Aisle): number | null {
  const ingredient = ingredientId ? ingredientById(ingredientId) : undefined;
  for (const kind of ingredient ? kindsOf(ingredient) : []) {
    const days = INGREDIENT_SHELF_LIFE_DAYS[kind];
    if (days !== undefined) return days;
  }
  return AISLE_SHELF_LIFE_DAYS[aisle];
}

/** The suggested expiry date of an item bought on `today`; null when it has no typical end. */
export function suggestedExpiry(
  today: string,
  ingredientId: string | null,
  aisle: Aisle,
): string | null {
  const days = shelfLifeDays(ingredientId, aisle);
  return days === null ? null : addDays(today, days);
}

/**
 * The aisles of dry goods: what they sell keeps in the pantry (« Placard »), not the fridge
 * (decision 0026). Pasta, rice, flour, tins, oil, sugar, spices.
 */
export const PANTRY_AISLES: ReadonlySet<Aisle> = new Set<Aisle>([
  'epicerie-salee',
  'epicerie-sucree',
  'epices-condiments',
]);

/** Where an item of this aisle is put away once bought: dry goods in the pantry, the rest in the fridge. */
export const storageLocation = (aisle: Aisle): InventoryLocation =>
  PANTRY_AISLES.has(aisle) ? 'pantry' : 'fridge';
