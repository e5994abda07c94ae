import type { DietaryRestriction, Difficulty, DishType } from '../../../shared/constants';
import type { Restriction } from '../../../shared/food/diet';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { CatalogueEngine, CatalogueQuery } from '../../lib/recipes/catalogue-engine';
import type { FridgeItem, Recipe } from '../../lib/recipes';
import { partitive } from '../../lib/recipes/ingredient-lines';
import { understand, type AssistantRequest } from './understand';

/** What the assistant knows of the person asking: their saved preferences and their fridge. */
export interface AssistantContext {
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
  preferredFoods: readonly string[];
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

/** Agrees with « idées » (feminine plural). */
const RESTRICTION_WORDS: Record<Restriction, string> = {
  vegetarian: 'végétariennes',
  vegan: 'véganes',
  glutenFree: 'sans gluten',
  dairyFree: 'sans lactose',
  nutFree: 'sans fruits à coque',
  halal: 'halal',
  kosher: 'casher',
};

const DIFFICULTY_WORDS: Record<Difficulty, string> = {
  facile: 'faciles',
  moyen: 'de difficulté moyenne',
  difficile: 'plus élaborées',
};

const NUMBERS = ['zéro', 'une', 'deux', 'trois'];

const EXAMPLES = [
  '« Que cuisiner ce soir\u202f? »',
  '« Un plat rapide avec des courgettes »',
  '« Un dessert sans œufs pour 6 »',
  '« Une idée avec ce qu’il y a dans mon frigo »',
];

const examples = () => `Par exemple${NBSP}: ${EXAMPLES.join(', ')}.`;

/** « à base de courgettes et d’épinards ». */
function withIngredients(ids: readonly string[]): string | null {
  const names = ids.flatMap((id) => {
    const ingredient = ingredientById(id);
    if (!ingredient) return [];
    const name = ingredient.countable ? (ingredient.plural ?? ingredient.name) : ingredient.name;
    return [partitive(name)];
  });
  if (names.length === 0) return null;
  const last = names.pop()!;
  return `à base ${names.length > 0 ? `${names.join(', ')} et ${last}` : last}`;
}

function joinFrench(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/** The search's constraints said back in French, after « idées ». */
function describe(
  query: CatalogueQuery,
  request: AssistantRequest,
  servingsAsked: boolean,
): string {
  const parts: string[] = [];
  const ingredients = withIngredients(query.required);
  if (ingredients) parts.push(ingredients);
  if (query.fridge) parts.push('avec ce que contient votre frigo');
  if (request.excludedFoods.length > 0) parts.push(`sans ${joinFrench(request.excludedFoods)}`);
  const restrictions = query.restrictions
    .filter((restriction): restriction is Restriction => restriction !== 'none')
    .map((restriction) => RESTRICTION_WORDS[restriction]);
  parts.push(...restrictions);
  if (query.difficulty) parts.push(DIFFICULTY_WORDS[query.difficulty]);
  if (query.maxMinutes !== null) parts.push(`prêtes en ${query.maxMinutes}${NBSP}minutes au plus`);
  if (servingsAsked) parts.push(`pour ${query.servings}${NBSP}personnes`);
  const type =
    query.types.length === 1 ? ` ${TYPE_NOUNS[query.types[0]!]}` : query.types.length > 1 ? '' : '';
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
    relax: (query) => ({ ...query, required: query.required.slice(0, 1) }),
    said: 'une partie des ingrédients',
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
  if (request.intent !== 'recipes') return { text: answers[request.intent](), recipes: [] };

  let fridgeNote = '';
  let fridge: readonly FridgeItem[] | null = null;
  if (request.useFridge) {
    if (context.fridge.length > 0) fridge = context.fridge;
    else
      fridgeNote = `Votre frigo est vide pour le moment${NBSP}: ajoutez-y vos ingrédients depuis la page Frigidaire pour que je m’en serve. `;
  }

  const restrictions = [
    ...new Set([...context.restrictions, ...request.restrictions].filter((r) => r !== 'none')),
  ];
  const query: CatalogueQuery = {
    types: request.types.length > 0 ? request.types : DEFAULT_TYPES,
    restrictions,
    avoidedFoods: [...context.avoidedFoods, ...request.excludedFoods],
    required: request.ingredients,
    preferredFoods: context.preferredFoods,
    fridge,
    maxMinutes: request.maxMinutes,
    difficulty: request.difficulty,
    usualDifficulty: context.difficulty,
    servings: request.servings ?? context.servings,
    today: context.today,
    seen: context.seen,
  };
  const servingsAsked = request.servings !== null;

  const found = catalogue.search(query);
  if (found.length > 0) {
    return {
      text: `${fridgeNote}${intro(found.length)}${describe(query, request, servingsAsked)}${NBSP}:`,
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
        text: `${fridgeNote}Je n’ai trouvé aucune recette qui réunisse tout cela (${describe(query, request, servingsAsked).replace(/^,? ?/, '')}). En laissant de côté ${joinFrench(leftAside)}, voici ce qui s’en approche le plus${NBSP}:`,
        recipes: closest,
      };
    }
  }
  const constraints = restrictions.length + query.avoidedFoods.length > 0;
  return {
    text: `${fridgeNote}Je n’ai trouvé aucune recette de mon carnet pour cette demande${constraints ? ' qui respecte aussi les préférences de votre foyer' : ''}. Essayez un autre type de plat ou un autre ingrédient. ${examples()}`,
    recipes: [],
  };
}
