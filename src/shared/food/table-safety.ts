import type { DietaryRestriction } from '../constants';
import { effectiveRestrictions, RESTRICTION_LABELS } from '../dietary-restrictions';
import { restrictionsBroken } from './diet';
import { foodMatcher, matchesFood } from './food-matcher';
import { checkRecipeText, type RecipeTextCheck } from './recipe-check';
import type { Ingredient } from './types';
import { findIngredientsInText, normalizeFoodText } from './taxonomy';

/** Who a meal is prepared for, and what it must respect for them. */
export interface TableDiet {
  /** First names of who eats, in the household's order. */
  readonly names: readonly string[];
  /** Every restriction and allergy that applies to at least one of them, or to the household. */
  readonly restrictions: readonly DietaryRestriction[];
  /** Foods avoided by the household or by one of them. */
  readonly avoidedFoods: readonly string[];
}

/**
 * What a card says about a recipe: one line, « Pour Noé · Sans fruits à coque, sans
 * champignons » (who eats, then what is respected), and short notes when something must be
 * said (a food that looks like a nut but is not, an ingredient Popote cannot check).
 */
export interface RecipeSafety {
  line: string;
  notes: string[];
}

/** « Noé », « Léa et Noé », « Claire, Marc et Noé ». */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

function checkIngredients(
  ingredients: readonly Ingredient[],
  restrictions: ReturnType<typeof effectiveRestrictions>,
  avoidedFoods: readonly string[],
): RecipeTextCheck {
  return {
    broken: restrictionsBroken(ingredients, restrictions),
    avoided: avoidedFoods.filter((food) => {
      const matcher = foodMatcher([food]);
      return ingredients.some((ingredient) => matchesFood(ingredient, matcher));
    }),
  };
}

/** Foods that sound like nuts and are not, as the EU and Swiss allergen lists say. */
const NOT_NUTS: ReadonlyArray<[RegExp, string]> = [
  [/\bcoco\b/, 'La noix de coco n’est pas un fruit à coque.'],
  [/\bmuscade\b/, 'La muscade n’est pas un fruit à coque.'],
  [/\b(?:chataigne|marron)s?\b/, 'La châtaigne n’est pas un fruit à coque.'],
];

/**
 * What a table cannot eat in a recipe, in French (« végétarien », « sans champignons »), and the
 * lines Popote does not recognise, with the table's restrictions they leave unchecked. Read by
 * the card's line and notes, and by « Qui mange ? » for each person chosen.
 */
export interface TableCheck {
  broken: string[];
  unknown: string[];
  /** The table's restrictions, in French: what an unknown line leaves unchecked. */
  restrictions: string[];
}

/** Every line read against the taxonomy (a catalogue recipe's ingredients are known by id). */
function readForTable(
  recipe: { title: string; ingredients: readonly string[] },
  table: TableDiet,
  known?: readonly Ingredient[],
) {
  const restrictions = effectiveRestrictions(table.restrictions);
  const check = known
    ? checkIngredients(known, restrictions, table.avoidedFoods)
    : checkRecipeText(recipe, restrictions, table.avoidedFoods);
  const unknown = known
    ? []
    : recipe.ingredients.filter((line) => findIngredientsInText(line).length === 0);
  return { restrictions, check, unknown };
}

/** The recipe against a table, in French: what it breaks, what Popote cannot check. */
export function checkForTable(
  recipe: { title: string; ingredients: readonly string[] },
  table: TableDiet,
  known?: readonly Ingredient[],
): TableCheck {
  return inFrench(readForTable(recipe, table, known));
}

function inFrench({ restrictions, check, unknown }: ReturnType<typeof readForTable>): TableCheck {
  return {
    broken: [
      ...check.broken.map((restriction) => lowerFirst(RESTRICTION_LABELS[restriction])),
      ...check.avoided.map((food) => `sans ${lowerFirst(food.trim())}`),
    ],
    unknown,
    restrictions: restrictions.map((restriction) => lowerFirst(RESTRICTION_LABELS[restriction])),
  };
}

/**
 * The card line and notes of a recipe known by its text (whatever wrote it): every line is
 * read against the taxonomy; a line Popote does not recognise means the recipe cannot be
 * vouched for, so no restriction is claimed and the note says which line to check.
 */
export function recipeSafety(
  recipe: { title: string; ingredients: readonly string[] },
  table: TableDiet,
  known?: readonly Ingredient[],
): RecipeSafety {
  const read = readForTable(recipe, table, known);
  const { restrictions, check, unknown } = read;
  const checked = inFrench(read);
  const notes: string[] = [];

  const claimed = unknown.length > 0 ? [] : restrictions;
  const respected = [
    ...claimed
      .filter((restriction) => !check.broken.includes(restriction))
      .map((restriction) => RESTRICTION_LABELS[restriction]),
    ...table.avoidedFoods
      .filter((food) => !check.avoided.includes(food))
      .map((food) => `sans ${lowerFirst(food.trim())}`),
  ];
  const items = respected.map((item, index) => (index === 0 ? upperFirst(item) : lowerFirst(item)));
  const who = table.names.length > 0 ? `Pour ${joinNames(table.names)}` : 'Pour votre foyer';
  const line = items.length > 0 ? `${who} · ${items.join(', ')}` : who;

  if (checked.broken.length > 0) {
    notes.push(`Attention\u00a0: cette recette ne convient pas (${checked.broken.join(', ')}).`);
  }
  if (unknown.length > 0 && checked.restrictions.length > 0) {
    notes.push(
      `Popote ne sait pas vérifier ${unknown.map((text) => `« ${text} »`).join(', ')}\u00a0: contrôlez-le vous-même (${checked.restrictions.join(', ')}).`,
    );
  }
  if (restrictions.includes('nutFree')) {
    const text = normalizeFoodText([recipe.title, ...recipe.ingredients].join(' '));
    for (const [pattern, note] of NOT_NUTS) if (pattern.test(text)) notes.push(note);
  }
  return { line, notes };
}
