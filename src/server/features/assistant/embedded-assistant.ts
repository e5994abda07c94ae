import { PORTIONS_MAX, type Portions } from '../../../shared/portions';
import type { DietaryRestriction, Difficulty } from '../../../shared/constants';
import { flagsOf, isAllowed, type Restriction } from '../../../shared/food/diet';
import type { DietFlag, Ingredient } from '../../../shared/food/types';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import {
  ALL_INGREDIENTS,
  ingredientById,
  kindsOf,
  normalizeFoodText,
  singular,
} from '../../../shared/food/taxonomy';
import { DISH_TYPES as ALL_TYPES } from '../../../shared/constants';
import { partitive } from '../recipes';
import type { CatalogueEngine, CatalogueQuery, Recipe } from '../recipes';
import type { FridgeItem } from '../../../shared/inventory';
import type { PlannedMealBrief } from '../planning';
import {
  ANY_FOOD,
  DEFAULT_TYPES,
  NBSP,
  NNBSP,
  RESTRICTION_NAMES,
  countedName,
  describe,
  dishWordsOf,
  examples,
  intro,
  joinFrench,
  mealOf,
  titleTypeOf,
  unknownDishOf,
} from './embedded-phrasing';
import { understand } from './understand';

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
  /** How `servings` was counted from who eats (« 2 adultes + 2 enfants = 3 portions »). */
  portions?: Portions;
  fridge: readonly FridgeItem[];
  /** Recipes already shown in this conversation, newest first. */
  seen: readonly string[];
  /** 'YYYY-MM-DD'. */
  today: string;
  /** Meals planned today and tomorrow (« qu'est-ce qu'on mange ce soir ? »). */
  planned?: readonly PlannedMealBrief[];
  /** The household's own recipes (« Mes recettes »), searched with the catalogue's. */
  own?: CatalogueQuery['own'];
  /** Whether a language model is configured (« tu es une IA ? » gets the truth). */
  languageModel?: boolean;
}

export interface AssistantReply {
  text: string;
  recipes: Recipe[];
}

/** « pour 80 personnes », « 120 invités »: a crowd beyond what a meal counts, or null. */
function crowdOf(message: string): number | null {
  const said = /(\d{2,4})\s*(?:personnes|pers\.?|invités|convives|couverts)/i.exec(message);
  const count = said ? Number(said[1]) : 0;
  return count > PORTIONS_MAX && count <= 1000 ? count : null;
}

/**
 * What a gluten-free table buys instead of a wheat staple it asked for (« des pâtes sans
 * gluten »): the shop's gluten-free version works in the same recipes.
 */
const GLUTEN_FREE_SWAPS: ReadonlyArray<readonly [string, string]> = [
  [
    'pates',
    'des pâtes sans gluten du commerce (riz, maïs, lentilles) remplacent celles de blé dans une recette de pâtes, au temps de cuisson du paquet',
  ],
  ['pain', 'un pain sans gluten du commerce remplace celui de blé dans une recette'],
  ['semoule', 'le quinoa ou le millet remplacent la semoule de blé, cuits à l’eau 12 à 15 minutes'],
];

function glutenFreeSwap(ingredient: Ingredient): string {
  const kinds = kindsOf(ingredient);
  return GLUTEN_FREE_SWAPS.find(([kind]) => kinds.includes(kind))?.[1] ?? '';
}

/** How an answer of another kind searches recipes alongside its own words. */
export interface RecipeOptions {
  /** Search even when the message names no dish (a substitution's « dans un gâteau »). */
  always?: boolean;
  /** More foods to leave out: what a substitution replaces. */
  avoid?: readonly string[];
  /** Said before the recipes' sentence. */
  before?: string;
  /** Said after it, from the recipes found (« relevé », the coconut line). */
  after?: (recipes: readonly Recipe[]) => string;
  /** Reorders up to 60 matches and keeps the first three (children: mild first; « pas cher »). */
  rank?: (recipes: Recipe[]) => Recipe[];
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
    // Another dessert for a « gâteau » nothing fits, not an apéritif.
    relax: (query) => {
      const type = titleTypeOf(query.titleWords ?? [], query.required);
      return { ...query, titleWords: [], types: type ? [type] : ANY_FOOD };
    },
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
 * « du poisson », « des fruits de mer »: a family no recipe names as such (a recipe holds
 * saumon or cabillaud), so any food of the family does — by the taxonomy's flags.
 */
const FAMILY_FLAGS: Readonly<Record<string, DietFlag>> = {
  poisson: 'fish',
  'fruit-de-mer': 'shellfish',
};
const familyFoods = (flag: DietFlag) =>
  ALL_INGREDIENTS.filter((ingredient) => flagsOf(ingredient).has(flag)).map(({ id }) => id);

/**
 * Popote's own assistant: understands the request (understand.ts), searches the catalogue with
 * the household's saved preferences on top, and widens the search step by step when nothing
 * fits, saying what it left aside — never a diet or an avoided food.
 */
export function recipeReply(
  catalogue: CatalogueEngine,
  message: string,
  context: AssistantContext,
  options: RecipeOptions = {},
): AssistantReply {
  const request = understand(message);
  // « une quiche sans pâte »: a dish word that is left out is no dish asked for.
  const leftOut = new Set(
    request.excludedFoods.map((food) => singular(normalizeFoodText(food)).split(' ')[0]),
  );
  const dishWords = dishWordsOf(message).filter((word) => !leftOut.has(word));
  const meal = mealOf(message);
  // « Une soupe de légumes », « un gratin », « un brunch » are requests too, with no other cue.
  if (!options.always && request.intent !== 'recipes' && dishWords.length === 0 && !meal) {
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
    .map(({ ingredient, broken }) => {
      const swap =
        broken.length === 1 && broken[0] === 'glutenFree' ? glutenFreeSwap(ingredient) : '';
      return swap
        ? `Pas ${partitive(countedName(ingredient))} de blé pour un foyer sans gluten${NBSP}: ${swap}. `
        : `Pas ${partitive(countedName(ingredient))} pour un foyer ${joinFrench(broken.map((restriction) => RESTRICTION_NAMES[restriction]))}. `;
    })
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
  const family = required.find((id) => FAMILY_FLAGS[id]);
  const wanted = family ? familyFoods(FAMILY_FLAGS[family]!) : undefined;
  // A meal named (« brunch ») says more than the everyday words it contains (« déjeuner »).
  const types =
    meal?.types ??
    (request.types.length > 0 ? request.types : dishWords.length > 0 ? ALL_TYPES : DEFAULT_TYPES);
  let query: CatalogueQuery = {
    types,
    restrictions,
    avoidedFoods: [...context.avoidedFoods, ...request.excludedFoods, ...(options.avoid ?? [])],
    required: required.filter((id) => id !== family),
    ...(wanted ? { wanted } : {}),
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
    ...(context.own ? { own: context.own } : {}),
  };
  // « une soupe pour ce soir »: the soup named, of whatever type, when « ce soir » (a meal time)
  // has none; « des crêpes pour le goûter » keeps the goûter's sweet ones.
  if (!meal && request.typesFromMealTime && dishWords.length > 0) {
    // A savoury meal time widens to savoury courses first: a soup tonight is no dessert soup.
    const savoury = types.includes('plat') ? (['entrée', 'plat'] as const) : [];
    for (const wider of [[...new Set([...types, ...savoury])], ALL_TYPES]) {
      if (catalogue.search(query, 1).length > 0) break;
      query = { ...query, types: wider };
    }
  }
  // « pour 80 personnes »: more than a meal counts — the quantities for 50, said.
  const crowd = request.servings === null ? crowdOf(message) : null;
  if (crowd !== null) query = { ...query, servings: PORTIONS_MAX };
  const servingsAsked = request.servings !== null || crowd !== null;
  const crowdNote =
    crowd !== null
      ? `Je compte jusqu’à ${PORTIONS_MAX}${NBSP}personnes${NNBSP}: les quantités sont pour ${PORTIONS_MAX}, à multiplier pour ${crowd}. `
      : '';
  const notes = `${crowdNote}${dietNote}${avoidNote}${fridgeNote}`;

  const found = options.rank ? options.rank(catalogue.search(query, 60)) : catalogue.search(query);
  if (found.length > 0) {
    return {
      text: `${options.before ?? ''}${notes}${intro(found.length)}${describe({ ...query, required }, request, servingsAsked, found.length, meal?.label)}${NBSP}:${options.after?.(found) ?? ''}`,
      recipes: found,
    };
  }

  let relaxed = query;
  const leftAside: string[] = [];
  for (const step of RELAXATIONS) {
    if (!step.applies(relaxed)) continue;
    relaxed = step.relax(relaxed);
    leftAside.push(step.said);
    const closest = options.rank
      ? options.rank(catalogue.search(relaxed, 60))
      : catalogue.search(relaxed);
    if (closest.length > 0) {
      return {
        text: `${options.before ?? ''}${notes}Je n’ai trouvé aucune recette qui réunisse tout cela. En laissant de côté ${joinFrench(leftAside)}, voici ce qui s’en approche le plus${NBSP}:${options.after?.(closest) ?? ''}`,
        recipes: closest,
      };
    }
  }
  const constraints = restrictions.length + query.avoidedFoods.length > 0;
  return {
    text: `${options.before ?? ''}${notes}Je n’ai trouvé aucune recette de mon carnet pour cette demande${constraints ? ' qui respecte aussi les préférences de votre foyer' : ''}. Essayez un autre type de plat ou un autre ingrédient. ${examples()}`,
    recipes: [],
  };
}
