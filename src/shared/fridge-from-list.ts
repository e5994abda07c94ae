import {
  DEFAULT_INVENTORY_CATEGORY,
  type InventoryCategory,
  type InventoryLocation,
  type ParsedUnit,
  type Unit,
} from './constants';
import { ingredientById, normalizeFoodText } from './food/taxonomy';
import type { Aisle } from './food/types';
import { hasTwoDecimalsAtMost } from './inventory';
import { sumQuantities, type Quantity } from './quantities';
import { AISLE_CATEGORY, storageLocation, suggestedExpiry } from './shelf-life';
import { shoppingRowFacts } from './shopping-row';

/** A shopping row as the list holds it (the aisle is where the household put it, if anywhere). */
export interface ListRow {
  name: string;
  quantity: string;
  unit: ParsedUnit;
  aisle?: Aisle | null;
}

/** A fridge item to insert: the inventory's quantities (two decimals at most) and units. */
export interface FridgeDraft {
  name: string;
  quantity: number;
  unit: Unit;
  category: InventoryCategory;
  /** Dry goods go to the pantry, the rest to the fridge (`storageLocation`). */
  location: InventoryLocation;
  expirationDate: string | null;
  ingredientId: string | null;
}

/** Units the fridge does not offer, as one it does: 5 cl is 50 ml, a cup is counted. */
const FRIDGE_UNIT: Partial<Record<ParsedUnit, { unit: Unit; factor: number }>> = {
  cl: { unit: 'ml', factor: 10 },
  cc: { unit: 'càc', factor: 1 },
  tasse: { unit: 'unité', factor: 1 },
};
/** A quantity finer than two decimals is written in the smaller unit: 0,333 kg → 333 g. */
const SMALLER_UNIT: Partial<Record<Unit, { unit: Unit; factor: number }>> = {
  kg: { unit: 'g', factor: 1000 },
  l: { unit: 'ml', factor: 1000 },
  càs: { unit: 'càc', factor: 3 },
};

/** Up to two decimals, rounded up: never less than bought (0,333 g → 0,34 g). */
const ceilHundredth = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e4) / 100;

/**
 * A quantity of the fridge (more than 0, two decimals at most: decision 0020), in one of its
 * units, never less than bought: 1,5 kg stays 1,5 kg, 0,5 l stays 0,5 l; nothing counts as 1.
 */
export function fridgeQuantity({ amount, unit }: Quantity): { quantity: number; unit: Unit } {
  const renamed = FRIDGE_UNIT[unit];
  let value = renamed ? amount * renamed.factor : amount;
  let fridgeUnit = renamed ? renamed.unit : (unit as Unit);
  if (value <= 0) return { quantity: 1, unit: fridgeUnit };
  const smaller = SMALLER_UNIT[fridgeUnit];
  if (smaller && !hasTwoDecimalsAtMost(value)) {
    value *= smaller.factor;
    fridgeUnit = smaller.unit;
  }
  return { quantity: ceilHundredth(value), unit: fridgeUnit };
}

/** What Popote reads from a name typed in the fridge, as it reads a list row. */
export interface FridgeFacts {
  /** The taxonomy ingredient the whole name designates, or null. */
  ingredientId: string | null;
  /** The fridge's category of the name's aisle (« Gruyère » → « Produits Laitiers »). */
  category: InventoryCategory;
}

/**
 * A hand-typed fridge item is recognised like a list item: « crème fraîche » is `creme-fraiche`,
 * in the cremerie aisle, so « Produits Laitiers » (`shoppingRowFacts`, then `AISLE_CATEGORY`).
 */
export function fridgeFacts(name: string): FridgeFacts {
  const facts = shoppingRowFacts({ name, quantity: '1' });
  const ingredient = facts.ingredientId ? ingredientById(facts.ingredientId) : undefined;
  return {
    ingredientId: facts.ingredientId,
    category: AISLE_CATEGORY[ingredient?.aisle ?? facts.aisle],
  };
}

/**
 * The category a fridge item gets: the one the household chose, else (none sent, or the default
 * « Autre ») the one its name is recognised in.
 */
export function fridgeCategory(
  chosen: InventoryCategory | undefined,
  facts: FridgeFacts,
): InventoryCategory {
  return chosen && chosen !== DEFAULT_INVENTORY_CATEGORY ? chosen : facts.category;
}

interface Group {
  names: Set<string>;
  name: string;
  ingredientId: string | null;
  aisle: Aisle;
  quantities: Quantity[];
}

/**
 * What checked shopping rows become in the fridge: one item per ingredient and unit family
 * ('200 g de farine' and '300 g farine' are one 500 g bag), its category from the aisle and an
 * expiry date suggested from the typical shelf life. A quantity that is not a number ('quelques')
 * counts as one.
 */
export function fridgeDrafts(rows: readonly ListRow[], today: string): FridgeDraft[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const facts = shoppingRowFacts(row);
    const ingredient = facts.ingredientId ? ingredientById(facts.ingredientId) : undefined;
    const key = facts.ingredientId ?? normalizeFoodText(row.name);
    const group = groups.get(key) ?? {
      names: new Set<string>(),
      name: row.name,
      ingredientId: facts.ingredientId,
      // The taxonomy knows best; for a name it does not know, where the household put it.
      aisle: ingredient?.aisle ?? row.aisle ?? facts.aisle,
      quantities: [],
    };
    group.names.add(row.name.toLocaleLowerCase('fr'));
    if (facts.amount !== null) group.quantities.push({ amount: facts.amount, unit: row.unit });
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((group) => {
    const name =
      group.names.size > 1 && group.ingredientId
        ? (ingredientById(group.ingredientId)?.name ?? group.name)
        : group.name;
    const totals: Quantity[] = group.quantities.length
      ? sumQuantities(group.quantities)
      : [{ amount: 1, unit: 'unité' }];
    return totals.map((total) => ({
      name,
      ...fridgeQuantity(total),
      category: AISLE_CATEGORY[group.aisle],
      location: storageLocation(group.aisle),
      expirationDate: suggestedExpiry(today, group.ingredientId, group.aisle),
      ingredientId: group.ingredientId,
    }));
  });
}
