import { recipeCostBandOf } from './cost-band';
import { DIFFICULTIES, type DietaryRestriction, type Difficulty } from '../../../shared/constants';
import {
  findIngredient,
  kindsOf,
  normalizeFoodText,
  singular,
} from '../../../shared/food/taxonomy';
import type { DietFlag, Ingredient } from '../../../shared/food/types';
import { daysBetween } from '../../../shared/dates';
import { AppError } from '../../platform/errors';
import { zurichMonth } from '../../../shared/food/seasons';
import {
  type CatalogueEngine,
  type IndexedRecipe,
  type RecipeMemory,
  related,
  seasonable,
  shown,
  suppliedIds,
} from './catalogue-engine';
import type { FridgeItem } from '../../../shared/inventory';
import type { Recipe } from './recipe';
import { type PlannerSlot, reasonFor, slotPool, withinTime } from './week-slots';

/** What « Planifier ma semaine » asks the catalogue. */
export interface WeekPlanQuery {
  /** The meals to fill (with what each one's table, day and ritual ask: week-slots.ts). */
  slots: readonly PlannerSlot[];
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
  preferredFoods: readonly string[];
  /** « N'aime pas »: ranks lower, never excludes. */
  dislikedFoods?: readonly string[];
  difficulty: Difficulty;
  servings: number;
  /** What the fridge holds (may be empty). */
  fridge: readonly FridgeItem[];
  /**
   * Recipes of the meals around these (planned already, or kept from the proposal): they count
   * for variety, and the fridge items they use are taken.
   */
  around: readonly { date: string; recipeId: string }[];
  /** Recipes turned down: proposed again only when nothing else is left. */
  exclude: readonly string[];
  /** The household's own recipes that may be planned (« Suggérer aussi mes recettes »). */
  own?: readonly IndexedRecipe[];
  /** What the household saw, planned or cooked lately (see suggest-recipe.ts). */
  memory?: RecipeMemory;
  /** The month (1–12) whose season is preferred; by default the current one in Zurich. */
  month?: number;
  /** « pas cher » ranks by cost band, « rapide » prefers 30 minutes or less (issue 29). */
  wishes?: { cheap?: boolean; quick?: boolean };
}

/** Points a recipe with local produce out of season loses: taken only when nothing else fits. */
const OUT_OF_SEASON = 40;
/** Points a recipe the household saw, planned or cooked lately loses (more the more recent). */
const REMEMBERED = 30;

export interface WeekPlanChoice {
  slot: PlannerSlot;
  recipe: Recipe;
  /** The fridge items it uses, those expiring first first. */
  fridge: FridgeItem[];
  /** Why it was chosen, one French line (week-slots.ts). */
  reason: string;
  /** No recipe fits the minutes its day allows: the quickest were weighed anyway. */
  overTime: boolean;
}

/** What a week's variety compares: the main ingredient, the protein, the kind of dish. */
interface Traits {
  /** The most general kind of the recipe's first fresh ingredient (poulet, pâtes, riz…). */
  main: string;
  protein: string;
  /** The first word of the title (« gratin », « curry », « risotto »). */
  form: string;
}

const PROTEINS: readonly (readonly [DietFlag, string])[] = [
  ['fish', 'poisson'],
  ['shellfish', 'poisson'],
  ['poultry', 'volaille'],
  ['pork', 'porc'],
  ['meat', 'viande'],
  ['egg', 'oeuf'],
];

function traitsOf(entry: IndexedRecipe): Traits {
  const first = entry.fresh[0] ?? entry.ingredients[0];
  const kinds = first ? kindsOf(first) : [];
  const protein =
    PROTEINS.find(([flag]) => entry.ingredients.some((i) => i.flags?.includes(flag)))?.[1] ??
    'vegetal';
  const form = singular(normalizeFoodText(entry.recipe.title).split(' ')[0] ?? '');
  return { main: kinds[kinds.length - 1] ?? entry.recipe.id, protein, form };
}

/** Monday to Friday: evenings are short, long recipes wait for the weekend. */
const isWeekday = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day >= 1 && day <= 5;
};

/** How much using a fridge item for a meal on `date` saves it: the closer its expiry, the more. */
function freshness(item: FridgeItem, date: string): number {
  if (!item.expirationDate) return 1;
  const days = daysBetween(date, item.expirationDate);
  if (days < 0) return 0; // Gone off by then: not a reason to cook it.
  // Its last day: cooked now or lost, it outweighs two items that can still wait a day.
  if (days === 0) return 12;
  if (days <= 1) return 6;
  if (days <= 3) return 4;
  if (days <= 6) return 2;
  return 1;
}

interface Stock {
  item: FridgeItem;
  ingredient: Ingredient;
}

interface Placed {
  date: string;
  recipeId: string;
  traits: Traits;
}

/** Points a candidate loses for resembling a meal `distance` days away. */
function resemblance(traits: Traits, recipeId: string, other: Placed, distance: number): number {
  if (distance > 6) return 0;
  let penalty = 0;
  if (other.recipeId === recipeId) penalty += 100;
  if (other.traits.main === traits.main) penalty += 10;
  if (other.traits.form === traits.form) penalty += 5;
  if (other.traits.protein === traits.protein && traits.protein !== 'vegetal') {
    penalty += distance <= 1 ? 4 : 1.5;
  }
  return penalty;
}

/**
 * A week of main courses, one slot after the other in date order: every recipe meets the
 * table's restrictions and avoided foods; among them, those that use what expires soonest by
 * that day come first, then those unlike the meals around (main ingredient, protein, kind of
 * dish), quick ones on weekdays, the household's tastes and usual difficulty. A little chance
 * breaks ties, so asking again gives another week.
 */
export function planWeek(
  engine: CatalogueEngine,
  query: WeekPlanQuery,
  random: () => number = Math.random,
): WeekPlanChoice[] {
  const wanted = {
    type: 'plat' as const,
    restrictions: query.restrictions,
    avoidedFoods: query.avoidedFoods,
  };
  const eligible = [...engine.eligible(wanted), ...engine.eligibleOwn(query.own ?? [], wanted)];
  const month = query.month ?? zurichMonth();
  const memory = query.memory ?? new Map<string, number>();
  if (eligible.length === 0) throw new AppError('NO_MATCHING_RECIPE');
  const excluded = new Set(query.exclude);
  // Every main course's traits: a meal whose table differs from the week's has its own pool.
  const everyDish = [
    ...engine.eligible({ type: 'plat', restrictions: [], avoidedFoods: [] }),
    ...(query.own ?? []).filter((entry) => entry.recipe.type === 'plat'),
  ];
  const traits = new Map(everyDish.map((entry) => [entry.recipe.id, traitsOf(entry)]));
  const byId = new Map(eligible.map((entry) => [entry.recipe.id, entry]));
  const preferred = engine.idsMatching(query.preferredFoods);
  const disliked = engine.idsMatching(query.dislikedFoods ?? []);
  const usual = DIFFICULTIES.indexOf(query.difficulty);

  let stock: Stock[] = query.fridge.flatMap((item) => {
    const ingredient = findIngredient(item.name);
    return ingredient && !ingredient.staple ? [{ item, ingredient }] : [];
  });
  const uses = (entry: IndexedRecipe, held: Stock) =>
    entry.fresh.some((needed) => related(held.ingredient, needed));
  // The items a recipe cooked on `date` uses up (one gone off by then stays where it is).
  const take = (entry: IndexedRecipe, date: string) => {
    const used = stock.filter((held) => freshness(held.item, date) > 0 && uses(entry, held));
    stock = stock.filter((held) => !used.includes(held));
    return used;
  };

  // What the fridge holds is bought: a recipe using it is not penalised for its season.
  const held = suppliedIds(everyDish, query.fridge, new Date().toISOString().slice(0, 10));
  const placed: Placed[] = [];
  for (const meal of query.around) {
    const entry = byId.get(meal.recipeId);
    // A recipe the table may not eat (planned before a diet changed) still uses the fridge.
    if (entry) take(entry, meal.date);
    placed.push({
      date: meal.date,
      recipeId: meal.recipeId,
      traits: traits.get(meal.recipeId) ?? { main: meal.recipeId, protein: '', form: '' },
    });
  }

  const slots = [...query.slots].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time),
  );
  return slots.map((slot) => {
    const weekday = isWeekday(slot.date);
    const { pool: candidates, overTime } = withinTime(
      slotPool(engine, slot, eligible, excluded, query.own),
      slot,
    );
    let best: IndexedRecipe | null = null;
    let bestScore = -Infinity;
    for (const entry of candidates) {
      const own = traits.get(entry.recipe.id)!;
      let score = 2 - Math.abs(entry.difficulty - usual);
      if (!seasonable(entry, month, held)) score -= OUT_OF_SEASON;
      const remembered = memory.get(entry.recipe.id);
      if (remembered !== undefined) score -= REMEMBERED * (1 + remembered);
      let liked = 0;
      for (const ingredient of entry.ingredients) if (preferred.has(ingredient.id)) liked += 2;
      score += Math.min(liked, 6);
      for (const ingredient of entry.ingredients) if (disliked.has(ingredient.id)) score -= 3;
      for (const held of stock) if (uses(entry, held)) score += 3 * freshness(held.item, slot.date);
      if (query.wishes?.quick && entry.recipe.time > 30) score -= 8;
      if (query.wishes?.cheap) score -= 3 * (recipeCostBandOf(entry.recipe) - 1);
      if (weekday && entry.recipe.time > 60) score -= 6;
      else if (weekday && entry.recipe.time > 45) score -= 3;
      let newProtein = true;
      for (const other of placed) {
        const distance = Math.abs(daysBetween(other.date, slot.date));
        score -= resemblance(own, entry.recipe.id, other, distance);
        if (distance <= 6 && other.traits.protein === own.protein) newProtein = false;
      }
      // A week of fish, meat, eggs and vegetables rather than seven of one.
      if (newProtein) score += 2;
      score += random() * 1.5;
      if (score > bestScore) {
        bestScore = score;
        best = entry;
      }
    }
    const chosen = best!;
    const used = take(chosen, slot.date)
      .map((held) => held.item)
      .sort((a, b) =>
        (a.expirationDate ?? '9999-12-31').localeCompare(b.expirationDate ?? '9999-12-31'),
      );
    const reason = reasonFor({
      engine,
      entry: chosen,
      slot,
      used,
      overTime,
      protein: traits.get(chosen.recipe.id)!.protein,
      placed: placed.map((meal) => ({ date: meal.date, protein: meal.traits.protein })),
    });
    placed.push({
      date: slot.date,
      recipeId: chosen.recipe.id,
      traits: traits.get(chosen.recipe.id)!,
    });
    return {
      slot,
      recipe: shown(chosen, slot.servings ?? query.servings, month),
      fridge: used,
      reason,
      overTime,
    };
  });
}
