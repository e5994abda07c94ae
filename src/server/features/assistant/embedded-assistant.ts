import type { DietaryRestriction, Difficulty, DishType } from '../../../shared/constants';
import { isAllowed, type Restriction } from '../../../shared/food/diet';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import { ingredientById, normalizeFoodText, singular } from '../../../shared/food/taxonomy';
import { DISH_TYPES as ALL_TYPES } from '../../../shared/constants';
import { CATALOGUE, partitive } from '../recipes';
import type { CatalogueEngine, CatalogueQuery, Recipe } from '../recipes';
import type { Ingredient } from '../../../shared/food/types';
import type { FridgeItem } from '../../../shared/inventory';
import { understand, type AssistantRequest } from './understand';

/** What the assistant knows of the person asking: their saved preferences and their fridge. */
export interface AssistantContext {
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
  preferredFoods: readonly string[];
  /** « N'aime pas »: ranks lower. */
  dislikedFoods: readonly string[];
  /** First names of who eats, for the cards' line. */
  names: readonly string[];
  difficulty: Difficulty;
  servings: number;
  fridge: readonly FridgeItem[];
  /** Recipes already shown in this conversation, newest first. */
  seen: readonly string[];
  /** 'YYYY-MM-DD'. */
  today: string;
}

export interface AssistantReply {
  text: string;
  recipes: Recipe[];
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Types tried when the request names none: a main course, then anything but a drink. */
const DEFAULT_TYPES: readonly DishType[] = ['plat'];
const ANY_FOOD: readonly DishType[] = ['plat', 'entrée', 'dessert', 'apéro', 'amuse-bouche'];

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
const RESTRICTION_NAMES: Record<Restriction, string> = {
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

const ALL_DISH_KEYS = new Set(DISH_NOUNS.map(singular));

const keysOf = (message: string) =>
  normalizeFoodText(message).split(' ').filter(Boolean).map(singular);

/** The dish names of a message that the catalogue's titles know. */
export function dishWordsOf(message: string): string[] {
  return [...new Set(keysOf(message).filter((key) => DISH_KEYS.has(key)))];
}

/** A dish named in the message that no recipe of the catalogue is (« une pizza »). */
function unknownDishOf(message: string): string | undefined {
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

function mealOf(message: string): Meal | undefined {
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

const examples = () => `Par exemple${NBSP}: ${EXAMPLES.join(', ')}.`;

/** Things counted by the piece in the plural (« œufs », « courgettes »), the others as is. */
function countedName(ingredient: Ingredient): string {
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

function joinFrench(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/** The search's constraints said back in French, agreeing with « idée(s) ». */
function describe(
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
  if (request.excludedFoods.length > 0) parts.push(`sans ${joinFrench(request.excludedFoods)}`);
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
  if (servingsAsked) parts.push(`pour ${query.servings}${NBSP}personnes`);
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

function intro(count: number): string {
  return count === 1 ? 'Voici une idée' : `Voici ${NUMBERS[count] ?? count} idées`;
}

/** One way to widen a search that found nothing, and how to say it. */
interface Relaxation {
  applies: (query: CatalogueQuery) => boolean;
  relax: (query: CatalogueQuery) => CatalogueQuery;
  said: string;
}

// Diets and avoided foods are never relaxed: a household must never be shown what it cannot eat.
const RELAXATIONS: readonly Relaxation[] = [
  {
    applies: (query) => query.difficulty !== null,
    relax: (query) => ({ ...query, difficulty: null }),
    said: 'la difficulté',
  },
  {
    applies: (query) => query.maxMinutes !== null,
    relax: (query) => ({ ...query, maxMinutes: null }),
    said: 'le temps de préparation',
  },
  {
    applies: (query) => query.fridge !== null,
    relax: (query) => ({ ...query, fridge: null }),
    said: 'le contenu du frigo',
  },
  {
    applies: (query) => query.required.length > 1,
    // At least one of them, those using the most first.
    relax: (query) => ({ ...query, required: [], wanted: query.required }),
    said: 'une partie des ingrédients',
  },
  {
    applies: (query) => (query.titleWords ?? []).length > 0,
    relax: (query) => ({ ...query, titleWords: [], types: ANY_FOOD }),
    said: 'le nom du plat',
  },
  {
    applies: (query) => query.types.length < ANY_FOOD.length && !query.types.includes('boisson'),
    relax: (query) => ({ ...query, types: ANY_FOOD }),
    said: 'le type de plat',
  },
];

const answers = {
  greeting: () =>
    `Bonjour${NNBSP}! Je suis votre Assistant Chef. Dites-moi ce qui vous ferait envie et je vous propose des recettes adaptées à votre foyer. ${examples()}`,
  thanks: () => `Avec plaisir${NNBSP}! Bon appétit, et revenez quand vous voulez.`,
  help: () =>
    `Je vous propose des recettes de mon carnet qui respectent les préférences de votre foyer. Précisez le type de plat, un ingrédient, ce qu’il faut éviter, le temps dont vous disposez, la difficulté ou le nombre de personnes, et je peux aussi partir de ce qu’il y a dans votre frigo. ${examples()}`,
  unknown: () =>
    `Je ne sais répondre qu’aux questions de cuisine${NBSP}: des idées de recettes selon vos envies, votre temps et votre frigo. ${examples()}`,
};

/**
 * Popote's own assistant: understands the request (understand.ts), searches the catalogue with
 * the household's saved preferences on top, and widens the search step by step when nothing
 * fits, saying what it left aside — never a diet or an avoided food.
 */
export function embeddedReply(
  catalogue: CatalogueEngine,
  message: string,
  context: AssistantContext,
): AssistantReply {
  const request = understand(message);
  const dishWords = dishWordsOf(message);
  const meal = mealOf(message);
  // « Une soupe de légumes », « un gratin », « un brunch » are requests too, with no other cue.
  if (request.intent !== 'recipes' && dishWords.length === 0 && !meal) {
    const unknownDish = unknownDishOf(message);
    if (unknownDish) {
      return {
        text: `Mon carnet n’a pas encore de recette ${partitive(unknownDish)}, désolé. ${examples()}`,
        recipes: [],
      };
    }
    return { text: answers[request.intent](), recipes: [] };
  }

  let fridgeNote = '';
  let fridge: readonly FridgeItem[] | null = null;
  if (request.useFridge) {
    if (context.fridge.length > 0) fridge = context.fridge;
    else
      fridgeNote = `Votre frigo est vide pour le moment${NBSP}: ajoutez-y vos ingrédients depuis la page Frigidaire pour que je m’en serve. `;
  }

  const restrictions = [
    ...new Set([...context.restrictions, ...request.restrictions].filter((r) => r !== 'none')),
  ] as Restriction[];

  // An ingredient the household's diet forbids is said plainly, not silently searched for.
  const forbidden = request.ingredients.flatMap((id) => {
    const ingredient = ingredientById(id);
    const broken = ingredient
      ? restrictions.filter((restriction) => !isAllowed([ingredient], restriction))
      : [];
    return ingredient && broken.length > 0 ? [{ ingredient, broken }] : [];
  });
  const dietNote = forbidden
    .map(
      ({ ingredient, broken }) =>
        `Pas ${partitive(countedName(ingredient))} pour un foyer ${joinFrench(broken.map((restriction) => RESTRICTION_NAMES[restriction]))}. `,
    )
    .join('');
  // An ingredient the household avoids is left out, and said so.
  const avoided = foodMatcher(context.avoidedFoods);
  const avoidedAsked = request.ingredients.flatMap((id) => {
    const ingredient = ingredientById(id);
    return ingredient && context.avoidedFoods.length > 0 && matchesFood(ingredient, avoided)
      ? [ingredient]
      : [];
  });
  const avoidNote =
    avoidedAsked.length > 0
      ? `Je laisse de côté les aliments que votre foyer évite (${joinFrench(avoidedAsked.map(countedName))}). `
      : '';
  const allowedIngredients = request.ingredients.filter(
    (id) =>
      !forbidden.some(({ ingredient }) => ingredient.id === id) &&
      !avoidedAsked.some((ingredient) => ingredient.id === id),
  );

  // « Une salade », « des pâtes »: the dish named, not only the ingredient of the same name.
  const required = allowedIngredients.filter((id) => {
    const ingredient = ingredientById(id);
    return !ingredient || !dishWords.includes(singular(normalizeFoodText(ingredient.name)));
  });
  // A meal named (« brunch ») says more than the everyday words it contains (« déjeuner »).
  const types =
    meal?.types ??
    (request.types.length > 0 ? request.types : dishWords.length > 0 ? ALL_TYPES : DEFAULT_TYPES);
  const query: CatalogueQuery = {
    types,
    restrictions,
    avoidedFoods: [...context.avoidedFoods, ...request.excludedFoods],
    required,
    titleWords: dishWords,
    preferredFoods: context.preferredFoods,
    dislikedFoods: context.dislikedFoods,
    fridge,
    maxMinutes: request.maxMinutes,
    difficulty: request.difficulty,
    usualDifficulty: context.difficulty,
    servings: request.servings ?? context.servings,
    today: context.today,
    seen: context.seen,
  };
  const servingsAsked = request.servings !== null;
  const notes = `${dietNote}${avoidNote}${fridgeNote}`;

  const found = catalogue.search(query);
  if (found.length > 0) {
    return {
      text: `${notes}${intro(found.length)}${describe(query, request, servingsAsked, found.length, meal?.label)}${NBSP}:`,
      recipes: found,
    };
  }

  let relaxed = query;
  const leftAside: string[] = [];
  for (const step of RELAXATIONS) {
    if (!step.applies(relaxed)) continue;
    relaxed = step.relax(relaxed);
    leftAside.push(step.said);
    const closest = catalogue.search(relaxed);
    if (closest.length > 0) {
      return {
        text: `${notes}Je n’ai trouvé aucune recette qui réunisse tout cela. En laissant de côté ${joinFrench(leftAside)}, voici ce qui s’en approche le plus${NBSP}:`,
        recipes: closest,
      };
    }
  }
  const constraints = restrictions.length + query.avoidedFoods.length > 0;
  return {
    text: `${notes}Je n’ai trouvé aucune recette de mon carnet pour cette demande${constraints ? ' qui respecte aussi les préférences de votre foyer' : ''}. Essayez un autre type de plat ou un autre ingrédient. ${examples()}`,
    recipes: [],
  };
}
