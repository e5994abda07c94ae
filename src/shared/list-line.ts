/**
 * A shopping list's line as a shopper buys it (decision 0025): the need rounded up to what the
 * shop sells (`purchaseRule`: « 4 brins de thym » → « 1 bouquet de thym », 250 g of flour →
 * « 1 paquet de farine »), the exact need kept as a detail (« 4 brins », « 250 g »). A food
 * sold as it is (« 3 échalotes », « 500 g de carottes ») is written as needed, in French that
 * agrees (`quantity-text.ts`). Every list view, the shared text and the printed list write
 * their lines here; the rows themselves keep what was added.
 */
import type { ParsedUnit } from './constants';
import { purchaseRule, PURCHASE_PLURALS, type PurchaseRule } from './food/purchase-units';
import { ingredientById, normalizeFoodText, singular } from './food/taxonomy';
import type { Ingredient } from './food/types';
import { partitive } from './format';
import { recogniseIngredient } from './planned-ingredient';
import {
  foodNames,
  formatCookAmount,
  isPlural,
  namesTheFood,
  quantityText,
  quantityUnitText,
} from './quantity-text';

/** What a line needs: a row of the list, or rows of the same food added up. */
export interface ListNeed {
  name: string;
  ingredientId: string | null;
  /** The number to buy; null when the quantity is not one (« quelques »): `typed` is shown. */
  amount: number | null;
  unit: ParsedUnit;
  /** The quantity as it was typed or written by the recipe. */
  typed: string;
}

export interface ListLine {
  /** What to take from the shelf: « 1 bouquet de thym », « 3 échalotes ». */
  text: string;
  /** The exact need when the text rounds it up: « 4 brins », « 250 g »; null otherwise. */
  detail: string | null;
}

const EPSILON = 1e-9;
const GRAMS: Partial<Record<ParsedUnit, number>> = { g: 1, kg: 1000 };
const MILLILITRES: Partial<Record<ParsedUnit, number>> = { ml: 1, cl: 10, l: 1000 };
const TABLESPOONS: Partial<Record<ParsedUnit, number>> = { càs: 1, càc: 1 / 3, cc: 1 / 3 };

/** The food a line is about: the row's ingredient, else the one its name names (« brins de thym »). */
function foodOf(need: ListNeed): Ingredient | undefined {
  return (
    (need.ingredientId ? ingredientById(need.ingredientId) : undefined) ??
    recogniseIngredient(need.name)
  );
}

/** The word a count counts, normalised and singular: « gousses d’ail » → « gousse ». */
const countedWord = (name: string) => singular(normalizeFoodText(name.split(' ')[0] ?? ''));

/** « gousses d’ail » → « ail », « brins de thym frais » → « thym frais »: what pieces are of. */
function piecesOf(name: string, food: Ingredient): string {
  const rest = name
    .split(' ')
    .slice(1)
    .join(' ')
    .replace(/^(?:de\s+|d['’]\s*|des\s+|du\s+)/i, '')
    .trim();
  return rest || food.name;
}

/**
 * How many purchases the need makes, before rounding up (250 g of a 1 kg packet: 0,25), and
 * whether it was counted in purchases already; null when the need cannot be told in purchases
 * (« 2 feuilles de laurier »: a count of something the rule does not know).
 */
function purchases(
  need: { amount: number; unit: ParsedUnit; name: string },
  food: Ingredient,
  rule: PurchaseRule,
): { count: number; exact: boolean; sized?: false } | null {
  const { amount, unit } = need;
  const grams = GRAMS[unit];
  const millilitres = MILLILITRES[unit];
  const tablespoons = TABLESPOONS[unit];
  // A measure the rule has no size for still takes one: 2 càs of flour is one packet.
  if (grams !== undefined)
    return rule.grams
      ? { count: (amount * grams) / rule.grams, exact: false }
      : { count: 1, exact: false, sized: false };
  if (millilitres !== undefined) {
    return rule.millilitres
      ? { count: (amount * millilitres) / rule.millilitres, exact: false }
      : { count: 1, exact: false, sized: false };
  }
  if (tablespoons !== undefined) {
    return rule.tablespoons
      ? { count: (amount * tablespoons) / rule.tablespoons, exact: false }
      : { count: 1, exact: false, sized: false };
  }
  if (unit !== 'unité') return { count: 1, exact: false, sized: false };
  if (namesTheFood(need.name, food)) {
    // Radishes come 15 to a bunch; a cabbage is one piece; « 2 farine » typed is two packets.
    return rule.each
      ? { count: amount / rule.each, exact: rule.each === 1 }
      : { count: amount, exact: true };
  }
  const word = countedWord(need.name);
  if (word === normalizeFoodText(rule.unit)) return { count: amount, exact: true };
  const perPurchase = rule.pieces?.[word];
  return perPurchase ? { count: amount / perPurchase, exact: false } : null;
}

/** The line as a shopper buys it, and the exact need when it was rounded up. */
export function listLine(need: ListNeed): ListLine {
  if (need.amount === null) {
    const unit = need.unit === 'unité' ? '' : `${need.unit} `;
    const name = need.unit === 'unité' ? need.name : partitive(need.name);
    return { text: `${need.typed} ${unit}${name}`.trim(), detail: null };
  }
  const quantity = { amount: need.amount, unit: need.unit };
  const food = foodOf(need);
  const itself = namesTheFood(need.name, food);
  const names = foodNames(need.name, itself ? food : undefined);
  const asNeeded = quantityText(quantity, names);
  const rule = purchaseRule(food);
  const bought = food && rule ? purchases({ ...quantity, name: need.name }, food, rule) : null;
  if (!food || !rule || !bought) return { text: asNeeded, detail: null };

  const count = Math.max(1, Math.ceil(bought.count - 1e-6));
  const text = purchaseText(count, rule, food, need);
  const sameAmount = Math.abs(count - need.amount) < EPSILON;
  if (bought.exact && sameAmount) return { text, detail: null };
  return { text, detail: needDetail(quantity, need.name, itself ? food : undefined) };
}

/** « 2 bouquets de thym », « 3 citrons »: `count` purchases of the food, as `need` names it. */
function purchaseText(count: number, rule: PurchaseRule, food: Ingredient, need: ListNeed): string {
  const itself = namesTheFood(need.name, food);
  if (rule.unit === 'pièce')
    return `${count} ${isPlural(count) ? foodNames(food.name, food).many : food.name}`;
  const names = foodNames(need.name, itself ? food : undefined);
  return `${count} ${isPlural(count) ? PURCHASE_PLURALS[rule.unit] : rule.unit} ${partitive(
    // « 400 g de tomates concassées » keeps its name; « 4 brins de thym » is of thyme.
    itself ? names.mass : need.unit === 'unité' ? piecesOf(need.name, food) : need.name,
  )}`;
}

/**
 * One food needed in amounts that do not add up (1 l of milk and 2 càs, 500 g of carrots and 3
 * carrots): one line all the same. When every need counts in the food's purchases they are
 * bought together (« 2 briques de lait · 1,5 l + 2 càs »); otherwise side by side
 * (« 500 g de carottes + 3 carottes »).
 */
export function combinedListLine(needs: readonly ListNeed[]): ListLine {
  if (needs.length === 1) return listLine(needs[0]!);
  const [first] = needs;
  const food = foodOf(first!);
  const rule = purchaseRule(food);
  const counts =
    food && rule
      ? needs.map((need) =>
          need.amount === null
            ? null
            : purchases({ amount: need.amount, unit: need.unit, name: need.name }, food, rule),
        )
      : [];
  if (food && rule && counts.every((count) => count !== null)) {
    // A need the rule has no size for (2 càs of milk) is a little more, not a whole purchase.
    const total = counts.reduce(
      (sum, count) => sum + (count!.sized === false ? 1e-3 : count!.count),
      0,
    );
    const count = Math.max(1, Math.ceil(total - 1e-6));
    const detail = needs
      .map((need) =>
        needDetail(
          { amount: need.amount!, unit: need.unit },
          need.name,
          namesTheFood(need.name, food) ? food : undefined,
        ),
      )
      .join(' + ');
    return { text: purchaseText(count, rule, food, first!), detail };
  }
  const parts = needs.map(listLine);
  const details = parts.map((part) => part.detail).filter((detail) => detail !== null);
  return { text: parts.map((part) => part.text).join(' + '), detail: details.join(' + ') || null };
}

/** The exact need, short: « 4 brins », « 1 gousse », « 15 radis », « ½ chou », « 250 g ». */
function needDetail(
  quantity: { amount: number; unit: ParsedUnit },
  name: string,
  itself: Ingredient | undefined,
): string {
  if (quantity.unit !== 'unité') return quantityUnitText(quantity);
  const names = foodNames(name, itself);
  const number = formatCookAmount(quantity);
  if (itself) return `${number} ${isPlural(quantity.amount) ? names.many : names.one}`;
  const words = (isPlural(quantity.amount) ? names.many : names.one).split(' ');
  // « Gousses d’ail » as a row was named (capitalised in the list's dialog): « 3 gousses ».
  return `${number} ${words[0]!.toLocaleLowerCase('fr')}`;
}

/** « 1 bouquet de thym · 4 brins »: the line on one line (shared text, paper, labels). */
export function listLineText(line: ListLine): string {
  return line.detail ? `${line.text} · ${line.detail}` : line.text;
}
