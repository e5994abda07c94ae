// « Générer la liste de courses »: the planned meals' ingredients, scaled, merged by food, minus
// what the fridge holds. Pure: the route reads the meals and the fridge, this decides the lines.
import type { InventoryLocation, ParsedUnit } from '../../../shared/constants';
import {
  ingredientById,
  kindsOf,
  normalizeFoodText,
  singular,
} from '../../../shared/food/taxonomy';
import { AISLES } from '../../../shared/food/types';
import {
  countsPieces,
  foldHalfWord,
  foodKey,
  isStaple,
  recogniseIngredient,
} from '../../../shared/planned-ingredient';
import { plannedCookQuantity } from '../../../shared/planned-recipe';
import type { PlannedIngredient, PlanShoppingLine } from '../../../shared/planning';
import {
  formatQuantity,
  sameFamily,
  subtractQuantity,
  sumQuantities,
  type Quantity,
} from '../../../shared/quantities';

export interface MealToShopFor {
  title: string;
  /** Meal servings ÷ recipe servings. */
  factor: number;
  ingredients: readonly PlannedIngredient[];
}

export interface StockItem {
  name: string;
  quantity: number;
  unit: ParsedUnit;
  ingredientId: string | null;
  /** The fridge (absent: the fridge) or the pantry, « Placard » (decision 0026). */
  location?: InventoryLocation;
}

/** What the meals need of one food, all recipes together. */
export interface Need {
  key: string;
  /** Where the fridge keeps it: « 3 gousses d’ail » are looked up as garlic. */
  stockKey: string;
  /** Counts pieces of the food (cloves, sprigs): any of it in the fridge covers the line. */
  pieces: boolean;
  ingredientId: string | null;
  /** The first recipe's wording, and its forms for one and several when counted. */
  name: string;
  forms: { one: string; many: string } | undefined;
  /** Summed, one quantity per unit family; empty when no recipe gives a number (« Persil »). */
  quantities: Quantity[];
  meals: string[];
  /** The recipes' lines merged into it, as written (« 100 ml de crème »). */
  lines: string[];
}

/**
 * Every ingredient of the meals, scaled to each meal's servings as a cook measures it (the
 * quantity the meal's recipe view shows) and merged by food.
 */
export function mergeNeeds(
  meals: readonly MealToShopFor[],
  { includeStaples }: { includeStaples: boolean },
): Need[] {
  const needs = new Map<string, Need & { raw: Quantity[] }>();
  for (const meal of meals) {
    for (const line of meal.ingredients) {
      const ingredient = foldHalfWord(line);
      if (!includeStaples && isStaple(ingredient.name, ingredient.ingredientId)) continue;
      const known = ingredient.ingredientId ? ingredientById(ingredient.ingredientId) : undefined;
      const pieces =
        ingredient.unit === 'unité' &&
        ingredient.amount !== null &&
        countsPieces(ingredient.name, known);
      const stockKey = foodKey(ingredient.name, ingredient.ingredientId);
      const key = pieces ? `${stockKey}|${singular(normalizeFoodText(ingredient.name))}` : stockKey;
      let need = needs.get(key);
      if (!need) {
        need = {
          key,
          stockKey,
          pieces,
          ingredientId: ingredient.ingredientId,
          name: ingredient.name,
          forms: ingredient.forms,
          quantities: [],
          meals: [],
          lines: [],
          raw: [],
        };
        needs.set(key, need);
      }
      need.forms ??= ingredient.forms;
      // What the cook measures for the meal (4 œufs, not 3,75): a spoon of a weighed food counts
      // as its weight (1 càs de beurre = 15 g), which the fridge and the shop know.
      const cooked = plannedCookQuantity(ingredient, meal.factor);
      if (cooked) need.raw.push(cooked.measured ?? { amount: cooked.amount, unit: cooked.unit });
      if (!need.meals.includes(meal.title)) need.meals.push(meal.title);
      need.lines.push(line.line);
    }
  }
  return [...needs.values()].map(({ raw, ...need }) => ({
    ...need,
    quantities: sumQuantities(raw),
  }));
}

/** The fridge's quantities by food (several packs of the same food add up). */
function stockByFood(stock: readonly StockItem[]): Map<string, Held> {
  const byFood = new Map<string, Held>();
  for (const item of stock) {
    const ingredientId = item.ingredientId ?? recogniseIngredient(item.name)?.id ?? null;
    const key = foodKey(item.name, ingredientId);
    const held = byFood.get(key) ?? { ingredientId, quantities: [], locations: new Set() };
    held.quantities.push({ amount: item.quantity, unit: item.unit });
    held.locations.add(item.location ?? 'fridge');
    byFood.set(key, held);
  }
  for (const held of byFood.values()) held.quantities = sumQuantities(held.quantities);
  return byFood;
}

interface Held {
  ingredientId: string | null;
  quantities: Quantity[];
  /** Where the household keeps it: the fridge, the pantry or both. */
  locations: Set<InventoryLocation>;
}

/** Whether one food is a kind of the other (riz basmati is riz; lait demi-écrémé is lait). */
function sameFood(a: string, b: string): boolean {
  const first = ingredientById(a);
  const second = ingredientById(b);
  if (!first || !second) return a === b;
  return kindsOf(first).includes(b) || kindsOf(second).includes(a);
}

/**
 * What the fridge holds for a need: its own food, and the foods that are a kind of it or it a
 * kind of them (riz basmati in the fridge for a recipe's riz, and the other way round).
 */
function heldFor(
  need: Need,
  fridge: ReadonlyMap<string, Held>,
): { quantities: Quantity[]; locations: Set<InventoryLocation> } {
  const ownHeld = fridge.get(need.stockKey);
  const own = ownHeld?.quantities ?? [];
  const locations = new Set(ownHeld?.locations);
  const needId = need.ingredientId;
  if (!needId) return { quantities: own, locations };
  const kin = [...fridge.entries()].flatMap(([key, held]) => {
    if (key === need.stockKey || !held.ingredientId || !sameFood(needId, held.ingredientId)) {
      return [];
    }
    for (const location of held.locations) locations.add(location);
    return held.quantities;
  });
  return { quantities: kin.length > 0 ? sumQuantities([...own, ...kin]) : own, locations };
}

/** One buys whole pieces: 1,5 œuf is 2 œufs. */
const toBuy = (quantity: Quantity): Quantity =>
  sameFamily(quantity.unit, 'unité')
    ? { ...quantity, amount: Math.ceil(quantity.amount) }
    : quantity;

/** '250', '1,5': a quantity the shopping list reads back as a number. */
const amountText = (amount: number) => String(Math.round(amount * 100) / 100).replace('.', ',');

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

function lineName(need: Need, shown: readonly Quantity[]): string {
  const count = shown.find((quantity) => sameFamily(quantity.unit, 'unité'));
  if (count && need.forms) return capitalise(count.amount >= 2 ? need.forms.many : need.forms.one);
  return capitalise(need.name);
}

const aisleRank = (ingredientId: string | null) => {
  const aisle = ingredientId ? ingredientById(ingredientId)?.aisle : undefined;
  return AISLES.indexOf(aisle ?? 'autre');
};

/**
 * The lines to buy: each need minus the fridge (have 500 g, need 750 g → 250 g). A need the
 * fridge covers stays, marked `covered`, with its whole quantity (should the user buy it anyway).
 * Quantities of two families that cannot be compared (3 tomates, 400 g de tomates) share a line.
 */
export function subtractStock(
  needs: readonly Need[],
  stock: readonly StockItem[],
): PlanShoppingLine[] {
  const fridge = stockByFood(stock);
  const lines = needs.map((need): PlanShoppingLine => {
    const { quantities: have, locations } = heldFor(need, fridge);
    let remaining: Quantity[];
    if (need.pieces || need.quantities.length === 0) {
      remaining = have.length > 0 ? [] : need.quantities;
    } else {
      remaining = need.quantities.flatMap((quantity) => {
        const held = have.find((item) => sameFamily(item.unit, quantity.unit));
        const left = held ? subtractQuantity(quantity, held) : quantity;
        return left ? [left] : [];
      });
    }
    const covered = have.length > 0 && remaining.length === 0;
    const shown = (covered ? need.quantities : remaining).map(toBuy);
    const single = shown.length === 1 ? shown[0] : undefined;
    return {
      key: need.key,
      name: lineName(need, shown),
      quantity: single ? amountText(single.amount) : shown.map(formatQuantity).join(' + '),
      unit: single ? single.unit : 'unité',
      ingredientId: need.ingredientId,
      needed: need.quantities.length > 0 ? need.quantities.map(formatQuantity).join(' + ') : null,
      inFridge: have.length > 0 ? have.map(formatQuantity).join(' + ') : null,
      // Only the pantry holds it: « déjà au placard »; the fridge (or both): « déjà au frigo ».
      heldIn: have.length === 0 ? null : locations.has('fridge') ? 'fridge' : 'pantry',
      covered,
      meals: need.meals,
    };
  });
  return lines.sort(
    (a, b) =>
      aisleRank(a.ingredientId) - aisleRank(b.ingredientId) || a.name.localeCompare(b.name, 'fr'),
  );
}
