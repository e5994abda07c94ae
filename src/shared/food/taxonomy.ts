import { ALL_INGREDIENTS } from './ingredients';
import type { Ingredient } from './types';

/** Lowercase ASCII words separated by single spaces: 'Crème  fraîche' → 'creme fraiche'. */
export function normalizeFoodText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The plural-less form of a normalized term, word by word: 'pommes de terre' → 'pomme de terre'. */
export function singular(term: string): string {
  return term
    .split(' ')
    .map((word) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');
}

const BY_ID = new Map(ALL_INGREDIENTS.map((ingredient) => [ingredient.id, ingredient]));

/** Every spelling (name, plural, synonyms, in normalized and singular forms) → ingredient. */
const BY_TERM = new Map<string, Ingredient>();
for (const ingredient of ALL_INGREDIENTS) {
  for (const spelling of [ingredient.name, ingredient.plural, ...(ingredient.synonyms ?? [])]) {
    if (!spelling) continue;
    const term = normalizeFoodText(spelling);
    for (const key of [term, singular(term)]) if (!BY_TERM.has(key)) BY_TERM.set(key, ingredient);
  }
}
const LONGEST_TERM = Math.max(0, ...[...BY_TERM.keys()].map((term) => term.split(' ').length));

export function ingredientById(id: string): Ingredient | undefined {
  return BY_ID.get(id);
}

/** The ingredient a whole name designates ('Tomates', 'cacahuètes'), if Popote knows it. */
export function findIngredient(name: string): Ingredient | undefined {
  const term = normalizeFoodText(name);
  return BY_TERM.get(term) ?? BY_TERM.get(singular(term));
}

/**
 * Every known ingredient named inside a free text ('2 gousses d'ail écrasées', a recipe title),
 * longest names first and without overlaps: 'huile d'olive' is one ingredient, not two.
 */
export function findIngredientsInText(text: string): Ingredient[] {
  const words = normalizeFoodText(text).split(' ').filter(Boolean);
  const found = new Map<string, Ingredient>();
  let index = 0;
  while (index < words.length) {
    let matched = 0;
    for (let size = Math.min(LONGEST_TERM, words.length - index); size > 0; size -= 1) {
      const term = words.slice(index, index + size).join(' ');
      const ingredient = BY_TERM.get(term) ?? BY_TERM.get(singular(term));
      if (ingredient) {
        found.set(ingredient.id, ingredient);
        matched = size;
        break;
      }
    }
    index += matched || 1;
  }
  return [...found.values()];
}

/** The ingredient's id and those of every more general ingredient it is a kind of. */
export function kindsOf(ingredient: Ingredient): string[] {
  const kinds: string[] = [];
  let current: Ingredient | undefined = ingredient;
  while (current && !kinds.includes(current.id)) {
    kinds.push(current.id);
    current = current.parent ? BY_ID.get(current.parent) : undefined;
  }
  return kinds;
}

export { ALL_INGREDIENTS };
