// How the embedded Assistant Chef speaks: the French words for dish types, diets and
// difficulty, the dish names the catalogue's titles know, and the sentences that say a search
// back to the person asking. Pure; the reply itself is built in embedded-assistant.ts.
import type { Difficulty, DishType } from '../../../shared/constants';
import { type Restriction } from '../../../shared/food/diet';
import { ingredientById, normalizeFoodText, singular } from '../../../shared/food/taxonomy';
import { CATALOGUE, partitive } from '../recipes';
import type { CatalogueQuery } from '../recipes';
import type { Ingredient } from '../../../shared/food/types';
import { type AssistantRequest } from './understand';

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

/** Types tried when the request names none: a main course, then anything but a drink. */
export const DEFAULT_TYPES: readonly DishType[] = ['plat'];
export const ANY_FOOD: readonly DishType[] = ['plat', 'entrée', 'dessert', 'apéro', 'amuse-bouche'];

/** « une idée de plat », « trois idées d’entrée »… */
const TYPE_NOUNS: Record<DishType, string> = {
  plat: 'de plat',
  entrée: 'd’entrée',
  dessert: 'de dessert',
  boisson: 'de boisson',
  apéro: 'pour l’apéro',
  'amuse-bouche': 'd’amuse-bouche',
};

/** Agrees with « idée(s) » (feminine): [singular, plural]. */
const RESTRICTION_WORDS: Record<Restriction, readonly [string, string]> = {
  vegetarian: ['végétarienne', 'végétariennes'],
  vegan: ['végane', 'véganes'],
  glutenFree: ['sans gluten', 'sans gluten'],
  dairyFree: ['sans lactose', 'sans lactose'],
  nutFree: ['sans fruits à coque', 'sans fruits à coque'],
  halal: ['halal', 'halal'],
  kosher: ['casher', 'casher'],
  peanutFree: ['sans arachides', 'sans arachides'],
  eggFree: ['sans œufs', 'sans œufs'],
  fishFree: ['sans poisson', 'sans poisson'],
  crustaceanFree: ['sans crustacés', 'sans crustacés'],
  molluscFree: ['sans mollusques', 'sans mollusques'],
  soyFree: ['sans soja', 'sans soja'],
  sesameFree: ['sans sésame', 'sans sésame'],
  celeryFree: ['sans céleri', 'sans céleri'],
  mustardFree: ['sans moutarde', 'sans moutarde'],
  lupinFree: ['sans lupin', 'sans lupin'],
  sulphiteFree: ['sans sulfites', 'sans sulfites'],
};

const DIFFICULTY_WORDS: Record<Difficulty, readonly [string, string]> = {
  facile: ['facile', 'faciles'],
  moyen: ['de difficulté moyenne', 'de difficulté moyenne'],
  difficile: ['plus élaborée', 'plus élaborées'],
};

/** What the restriction forbids, said to explain why an ingredient cannot be used. */
export const RESTRICTION_NAMES: Record<Restriction, string> = {
  vegetarian: 'végétarien',
  vegan: 'végan',
  glutenFree: 'sans gluten',
  dairyFree: 'sans lactose',
  nutFree: 'sans fruits à coque',
  halal: 'halal',
  kosher: 'casher',
  peanutFree: 'sans arachides',
  eggFree: 'sans œufs',
  fishFree: 'sans poisson',
  crustaceanFree: 'sans crustacés',
  molluscFree: 'sans mollusques',
  soyFree: 'sans soja',
  sesameFree: 'sans sésame',
  celeryFree: 'sans céleri',
  mustardFree: 'sans moutarde',
  lupinFree: 'sans lupin',
  sulphiteFree: 'sans sulfites',
};

/**
 * Names of dishes people ask for (« une soupe », « un gratin »), kept when a catalogue title
 * holds them: the assistant then looks for that dish by its title.
 */
const DISH_NOUNS = [
  'soupe',
  'veloute',
  'potage',
  'gaspacho',
  'gratin',
  'salade',
  'tarte',
  'tartelette',
  'quiche',
  'crepe',
  'galette',
  'gaufre',
  'pancake',
  'curry',
  'dahl',
  'risotto',
  'gateau',
  'cake',
  'crumble',
  'mousse',
  'clafoutis',
  'omelette',
  'frittata',
  'tortilla',
  'pizza',
  'burger',
  'lasagne',
  'wok',
  'tajine',
  'couscous',
  'cookie',
  'muffin',
  'brownie',
  'smoothie',
  'cocktail',
  'mocktail',
  'limonade',
  'citronnade',
  'punch',
  'sirop',
  'compote',
  'flan',
  'creme',
  'tartine',
  'toast',
  'bruschetta',
  'brochette',
  'croque',
  'puree',
  'ragout',
  'chili',
  'bowl',
  'taboule',
  'houmous',
  'verrine',
  'souffle',
  'fondant',
  'madeleine',
  'sorbet',
  'glace',
  'tiramisu',
  'panna',
  'sandwich',
  'wrap',
  'papillote',
  'blanquette',
  'bourguignon',
  'raclette',
  'fondue',
  'gnocchi',
  'paella',
  'nouille',
  'pates',
  'spaghetti',
  'penne',
  'ratatouille',
  'carpaccio',
  'tartare',
  'rillette',
  'tapenade',
  'dip',
  'chip',
  'cracker',
  'feuillete',
  'beignet',
  'croquette',
  'nem',
  'rouleau',
  'quesadilla',
  'fajita',
  'poelee',
  'saute',
  'mijote',
  'roti',
  'pot',
  'terrine',
  'cheesecake',
  'financier',
  'sable',
];
/** Each dish word of the titles → how a title writes it (« crêpes », « soupe »). */
const TITLE_WORDS = new Map<string, string>();
for (const recipe of CATALOGUE) {
  for (const word of recipe.title.toLocaleLowerCase('fr').split(/[^\p{L}-]+/u)) {
    const key = singular(normalizeFoodText(word));
    if (key && !TITLE_WORDS.has(key)) TITLE_WORDS.set(key, word);
  }
}
const DISH_KEYS = new Set(DISH_NOUNS.map(singular).filter((key) => TITLE_WORDS.has(key)));

/** The dish types of the catalogue's recipes whose title says the word (« gâteau » → desserts). */
const TITLE_RECIPES = new Map<string, { type: DishType; foods: readonly string[] }[]>();
for (const recipe of CATALOGUE) {
  const keys = recipe.title.toLocaleLowerCase('fr').split(/[^\p{L}-]+/u);
  const named = { type: recipe.type, foods: recipe.ingredients.map(([id]) => id) };
  for (const key of new Set(keys.map((word) => singular(normalizeFoodText(word))))) {
    if (DISH_KEYS.has(key)) TITLE_RECIPES.set(key, [...(TITLE_RECIPES.get(key) ?? []), named]);
  }
}

/**
 * The type most recipes named so are (four in five at least), with the ingredients asked when
 * there are such recipes: « gâteau » → dessert, « tarte » with apples → dessert.
 */
export function titleTypeOf(
  words: readonly string[],
  required: readonly string[] = [],
): DishType | null {
  const named = words.flatMap((word) => TITLE_RECIPES.get(word) ?? []);
  const withFoods = named.filter((recipe) => required.every((id) => recipe.foods.includes(id)));
  const types = (withFoods.length > 0 ? withFoods : named).map((recipe) => recipe.type);
  for (const type of new Set(types)) {
    if (types.filter((other) => other === type).length >= types.length * 0.8) return type;
  }
  return null;
}

const ALL_DISH_KEYS = new Set(DISH_NOUNS.map(singular));

const keysOf = (message: string) =>
  normalizeFoodText(message).split(' ').filter(Boolean).map(singular);

/** The dish names of a message that the catalogue's titles know. */
export function dishWordsOf(message: string): string[] {
  return [...new Set(keysOf(message).filter((key) => DISH_KEYS.has(key)))];
}

/** A dish named in the message that no recipe of the catalogue is (« une pizza »). */
export function unknownDishOf(message: string): string | undefined {
  const words = normalizeFoodText(message).split(' ').filter(Boolean);
  return words.find((word) => ALL_DISH_KEYS.has(singular(word)) && !DISH_KEYS.has(singular(word)));
}

/** Meals that are no dish type of the catalogue, and the types that make them up. */
interface Meal {
  types: readonly DishType[];
  /** Said after « Voici trois idées ». */
  label: string;
}

const BREAKFAST: Meal = { types: ['boisson', 'dessert'], label: 'pour le petit-déjeuner' };
const MEALS: Record<string, Meal> = {
  brunch: { types: ['entrée', 'dessert', 'boisson'], label: 'pour un brunch' },
  'petit dejeuner': BREAKFAST,
  'petit dej': BREAKFAST,
  'pique nique': { types: ['entrée', 'apéro', 'dessert'], label: 'pour un pique-nique' },
};

export function mealOf(message: string): Meal | undefined {
  const text = ` ${normalizeFoodText(message)} `;
  const words = Object.keys(MEALS).find((meal) => text.includes(` ${meal} `));
  return words ? MEALS[words] : undefined;
}

const NUMBERS = ['zéro', 'une', 'deux', 'trois'];

const EXAMPLES = [
  '« Que cuisiner ce soir\u202f? »',
  '« Un plat rapide avec des courgettes »',
  '« Un dessert sans œufs pour 6 »',
  '« Une idée avec ce qu’il y a dans mon frigo »',
];

export const examples = () => `Par exemple${NBSP}: ${EXAMPLES.join(', ')}.`;

/** Things counted by the piece in the plural (« œufs », « courgettes »), the others as is. */
export function countedName(ingredient: Ingredient): string {
  return ingredient.countable ? (ingredient.plural ?? ingredient.name) : ingredient.name;
}

/** « à base de courgettes et d’épinards ». */
function withIngredients(ids: readonly string[]): string | null {
  const names = ids.flatMap((id) => {
    const ingredient = ingredientById(id);
    if (!ingredient) return [];
    return [partitive(countedName(ingredient))];
  });
  if (names.length === 0) return null;
  const last = names.pop()!;
  return `à base ${names.length > 0 ? `${names.join(', ')} et ${last}` : last}`;
}

export function joinFrench(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/** What is left out, as French says it: « sans œufs ni lait », « sans œufs, lait ni beurre ». */
export function withoutFrench(foods: readonly string[]): string {
  if (foods.length <= 1) return `sans ${foods.join('')}`;
  return `sans ${foods.slice(0, -1).join(', ')} ni ${foods.at(-1)}`;
}

/** The search's constraints said back in French, agreeing with « idée(s) ». */
export function describe(
  query: CatalogueQuery,
  request: AssistantRequest,
  servingsAsked: boolean,
  count: number,
  mealLabel?: string,
): string {
  const number = count === 1 ? 0 : 1;
  const parts: string[] = [];
  const ingredients = withIngredients(query.required);
  if (ingredients) parts.push(ingredients);
  if (query.fridge) parts.push('avec ce que contient votre frigo');
  if (request.excludedFoods.length > 0) parts.push(withoutFrench(request.excludedFoods));
  const restrictions = query.restrictions.filter(
    (restriction): restriction is Restriction =>
      restriction !== 'none' &&
      // « végane » says « végétarienne » already.
      !(restriction === 'vegetarian' && query.restrictions.includes('vegan')),
  );
  parts.push(...restrictions.map((restriction) => RESTRICTION_WORDS[restriction][number]));
  if (query.difficulty) parts.push(DIFFICULTY_WORDS[query.difficulty][number]);
  if (query.maxMinutes !== null) {
    parts.push(`${count === 1 ? 'prête' : 'prêtes'} en ${query.maxMinutes}${NBSP}minutes au plus`);
  }
  if (servingsAsked) {
    parts.push(`pour ${query.servings}${NBSP}personne${query.servings > 1 ? 's' : ''}`);
  }
  const dish = query.titleWords?.[0];
  const type = mealLabel
    ? ` ${mealLabel}`
    : dish
      ? ` ${partitive(TITLE_WORDS.get(dish) ?? dish)}`
      : query.types.length === 1
        ? ` ${TYPE_NOUNS[query.types[0]!]}`
        : '';
  return `${type}${parts.length > 0 ? `, ${parts.join(', ')}` : ''}`;
}

export function intro(count: number): string {
  return count === 1 ? 'Voici une idée' : `Voici ${NUMBERS[count] ?? count} idées`;
}
