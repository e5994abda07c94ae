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
  /** The planned meal's id; none for one recipe added to the list on its own. */
  id?: string;
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
  /** The planned meals' ids (those that have one). */
  mealIds: string[];
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
          mealIds: [],
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
      if (meal.id && !need.mealIds.includes(meal.id)) need.mealIds.push(meal.id);
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

/** A row of the shopping list that serves some of the meals (decision 0022). */
export interface ListedItem {
  name: string;
  ingredientId: string | null;
  /** Null when its quantity is not a number (« 1 + 2 »): it then only says the food is there. */
  amount: number | null;
  unit: ParsedUnit;
}

/** The list's rows for the meals, by food (a recipe's rows and the plan's add up). */
function listedByFood(listed: readonly ListedItem[]): Map<string, Held> {
  const byFood = new Map<string, Held>();
  for (const item of listed) {
    const ingredientId = item.ingredientId ?? recogniseIngredient(item.name)?.id ?? null;
    const key = foodKey(item.name, ingredientId);
    const held: Held = byFood.get(key) ?? { ingredientId, quantities: [], locations: new Set() };
    if (item.amount !== null && item.amount > 0)
      held.quantities.push({ amount: item.amount, unit: item.unit });
    byFood.set(key, held);
  }
  for (const held of byFood.values()) held.quantities = sumQuantities(held.quantities);
  return byFood;
}

/** What is left of quantities once `have` is taken out, family by family. */
const minus = (quantities: readonly Quantity[], have: readonly Quantity[]): Quantity[] =>
  quantities.flatMap((quantity) => {
    const held = have.find((item) => sameFamily(item.unit, quantity.unit));
    const left = held ? subtractQuantity(quantity, held) : quantity;
    return left ? [left] : [];
  });

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
 * The lines to buy: each need minus the fridge (have 500 g, need 750 g → 250 g), then minus what
 * the shopping list already holds for these meals (`listed`: a recipe added to the list and
 * planned, an earlier generation), so that a meal is bought for once and a bigger meal is only
 * topped up. A need the fridge and the list cover stays, marked `covered`, with its whole
 * quantity (should the user buy it anyway). Quantities of two families that cannot be compared
 * (3 tomates, 400 g de tomates) share a line.
 */
export function subtractStock(
  needs: readonly Need[],
  stock: readonly StockItem[],
  listed: readonly ListedItem[] = [],
): PlanShoppingLine[] {
  const fridge = stockByFood(stock);
  const list = listedByFood(listed);
  const lines = needs.map((need): PlanShoppingLine => {
    const { quantities: have, locations } = heldFor(need, fridge);
    let remaining: Quantity[];
    if (need.pieces || need.quantities.length === 0) {
      remaining = have.length > 0 ? [] : need.quantities;
    } else {
      remaining = minus(need.quantities, have);
    }
    const listedKin = heldFor(need, list).quantities;
    const onList = list.has(need.stockKey) || listedKin.length > 0 ? listedKin : null;
    if (onList !== null && remaining.length > 0) {
      // A row without a number says the food is there; otherwise only what it lacks is asked.
      remaining =
        onList.length === 0 || need.quantities.length === 0 ? [] : minus(remaining, onList);
    }
    const covered = (have.length > 0 || onList !== null) && remaining.length === 0;
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
      onList:
        onList === null ? null : onList.length > 0 ? onList.map(formatQuantity).join(' + ') : '',
      // Only the pantry holds it: « déjà au placard »; the fridge (or both): « déjà au frigo ».
      heldIn: have.length === 0 ? null : locations.has('fridge') ? 'fridge' : 'pantry',
      covered,
      meals: need.meals,
      plannedMealIds: need.mealIds,
    };
  });
  return lines.sort(
    (a, b) =>
      aisleRank(a.ingredientId) - aisleRank(b.ingredientId) || a.name.localeCompare(b.name, 'fr'),
  );
}
