import { flagsOf } from './diet';
import { SWEETENED_FOODS } from './sweetened';
import { findIngredient, kindsOf, normalizeFoodText } from './taxonomy';
import type { DietFlag, Ingredient } from './types';

/** Words for a whole family of foods, as people write them in « aliments à éviter ». */
const FAMILY_WORDS: ReadonlyArray<[string, DietFlag]> = [
  ['viande', 'meat'],
  ['viande rouge', 'meat'],
  ['charcuterie', 'pork'],
  ['porc', 'pork'],
  ['cochon', 'pork'],
  ['volaille', 'poultry'],
  ['poisson', 'fish'],
  ['fruits de mer', 'shellfish'],
  ['fruit de mer', 'shellfish'],
  ['crustace', 'crustacean'],
  ['coquillage', 'mollusc'],
  ['mollusque', 'mollusc'],
  ['produits laitiers', 'dairy'],
  ['produit laitier', 'dairy'],
  ['laitage', 'dairy'],
  ['lactose', 'dairy'],
  ['oeuf', 'egg'],
  ['gluten', 'gluten'],
  ['ble', 'gluten'],
  ['fruits a coque', 'nuts'],
  ['fruit a coque', 'nuts'],
  ['oleagineux', 'nuts'],
  ['arachide', 'peanut'],
  ['cacahuete', 'peanut'],
  ['soja', 'soy'],
  ['sesame', 'sesame'],
  ['sulfite', 'sulphites'],
  ['lupin', 'lupin'],
  ['alcool', 'alcohol'],
  ['gelatine', 'gelatin'],
  ['miel', 'honey'],
];

/** Words for a group of foods that no diet flag names: taxonomy ids, their kinds included. */
const GROUP_WORDS: ReadonlyArray<[string, readonly string[]]> = [
  ['sucre ajoute', SWEETENED_FOODS],
  ['sucres ajoutes', SWEETENED_FOODS],
  ['produits sucres', SWEETENED_FOODS],
  // « une quiche sans pâte »: the pastry, not the pasta.
  ['pate a tarte', ['pate-brisee', 'pate-feuilletee', 'pate-sablee', 'pate-filo']],
];

const singularWords = (text: string) =>
  normalizeFoodText(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word));

const FAMILIES = new Map(
  FAMILY_WORDS.map(([words, flag]) => [singularWords(words).join(' '), flag]),
);
const GROUPS = new Map(GROUP_WORDS.map(([words, ids]) => [singularWords(words).join(' '), ids]));

/** What a list of food names (avoided or preferred) designates in the taxonomy. */
export interface FoodMatcher {
  readonly ids: ReadonlySet<string>;
  readonly flags: ReadonlySet<DietFlag>;
  /** Each term as singular words, for names the taxonomy does not know as such. */
  readonly phrases: readonly string[][];
  readonly isEmpty: boolean;
}

export function foodMatcher(terms: readonly string[]): FoodMatcher {
  const ids = new Set<string>();
  const flags = new Set<DietFlag>();
  const phrases: string[][] = [];
  for (const term of terms) {
    const words = singularWords(term);
    if (words.length === 0) continue;
    phrases.push(words);
    const family = FAMILIES.get(words.join(' '));
    if (family) flags.add(family);
    for (const id of GROUPS.get(words.join(' ')) ?? []) ids.add(id);
    const ingredient = findIngredient(term);
    if (ingredient) ids.add(ingredient.id);
  }
  return { ids, flags, phrases, isEmpty: phrases.length === 0 };
}

function containsPhrase(haystack: string[], needle: string[], from: number): boolean {
  for (let start = from; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

/**
 * Whether an ingredient is one of the foods: the food itself or a kind of it (« fromage »
 * covers comté), a member of a named family (« poisson »), or a product that names the food
 * as its complement (« jus de pomme » for « pomme », never « pomme de terre »).
 */
export function matchesFood(ingredient: Ingredient, matcher: FoodMatcher): boolean {
  if (matcher.isEmpty) return false;
  if (kindsOf(ingredient).some((kind) => matcher.ids.has(kind))) return true;
  const flags = flagsOf(ingredient);
  for (const flag of matcher.flags) if (flags.has(flag)) return true;
  const spellings = [ingredient.name, ingredient.plural, ...(ingredient.synonyms ?? [])];
  return spellings.some((spelling) => {
    if (!spelling) return false;
    const words = singularWords(spelling);
    return matcher.phrases.some(
      (phrase) =>
        (phrase.length === words.length && phrase.every((word, i) => word === words[i])) ||
        containsPhrase(words, phrase, 1),
    );
  });
}

/** Whether a free text (a line an LLM wrote, a title) names one of the foods outright. */
export function textMentionsFood(text: string, matcher: FoodMatcher): boolean {
  const words = singularWords(text);
  return matcher.phrases.some((phrase) => containsPhrase(words, phrase, 0));
}
