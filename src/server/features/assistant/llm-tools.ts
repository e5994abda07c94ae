// The Assistant Chef's tools on a language model: what the model may call, each with its own
// handler. Every tool reaches only the caller's household, through the API's own validation.
import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import { DIETARY_RESTRICTIONS, DIFFICULTIES, DISH_TYPES } from '../../../shared/constants';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import { findIngredient, ingredientById } from '../../../shared/food/taxonomy';
import type { Recipe } from '../../../shared/recipes';
import { PORTIONS_MAX } from '../../../shared/portions';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { publishHouseholdChange, type HouseholdCaller } from '../household';
import { planMeal } from '../planning';
import type { CatalogueEngine, RecipeEngine } from '../recipes';
import { addRecipeToShoppingList } from '../shopping';
import type { AssistantContext } from './embedded-assistant';
import { tableOf } from './embedded-reply';
import { comparable, lookupKnowledge, substitutionFor } from './knowledge';
import type { Question } from './question-kind';

const fn = (
  name: string,
  description: string,
  properties: Record<string, unknown>,
  required: string[] = [],
): ChatCompletionTool => ({
  type: 'function',
  function: {
    name,
    description,
    parameters: { type: 'object', properties, required, additionalProperties: false },
  },
});

export const TOOLS: ChatCompletionTool[] = [
  fn('search_recipes', 'Cherche dans le carnet de recettes de Popote (au plus trois résultats).', {
    types: { type: 'array', items: { type: 'string', enum: DISH_TYPES } },
    ingredients: { type: 'array', items: { type: 'string' }, description: 'à utiliser' },
    exclude: { type: 'array', items: { type: 'string' }, description: 'aliments à éviter' },
    restrictions: {
      type: 'array',
      items: { type: 'string', enum: DIETARY_RESTRICTIONS.filter((value) => value !== 'none') },
    },
    max_minutes: { type: 'integer', minimum: 5 },
    difficulty: { type: 'string', enum: DIFFICULTIES },
    servings: { type: 'integer', minimum: 1, maximum: PORTIONS_MAX },
    use_fridge: { type: 'boolean', description: 'partir de ce que contient le frigo' },
  }),
  fn('get_preferences', 'Lit les préférences alimentaires enregistrées du foyer.', {}),
  fn('get_fridge', 'Lit le contenu du frigo du foyer.', {}),
  fn(
    'generate_recipe',
    'Écrit une nouvelle recette quand le carnet n’a rien qui convienne.',
    {
      type: { type: 'string', enum: DISH_TYPES },
      use_fridge: { type: 'boolean' },
    },
    ['type'],
  ),
  fn(
    'cooking_knowledge',
    'Répond à une question de cuisine avec le savoir rédigé par Popote : temps et modes de cuisson, températures à cœur, substituts avec proportions, équivalences de mesures, conservation et sécurité des aliments, produits de saison. Les chiffres de sécurité citent leur source : reprenez-les tels quels.',
    { question: { type: 'string', description: 'la question, en français' } },
    ['question'],
  ),
  fn(
    'add_to_shopping_list',
    'Ajoute les ingrédients d’une recette proposée dans cette conversation à la liste de courses, moins ce que le frigo contient déjà et sans les basiques (sel, poivre, huile…).',
    { recipe_id: { type: 'string' } },
    ['recipe_id'],
  ),
  fn(
    'plan_meal',
    'Ajoute une recette proposée dans cette conversation au planning des repas.',
    {
      recipe_id: { type: 'string' },
      date: { type: 'string', description: 'AAAA-MM-JJ' },
      time: { type: 'string', description: 'HH:MM' },
      servings: { type: 'integer', minimum: 1, maximum: 50 },
    },
    ['recipe_id', 'date', 'time'],
  ),
];

const searchArgs = z.object({
  types: z.array(z.enum(DISH_TYPES)).max(6).optional(),
  ingredients: z.array(z.string().max(60)).max(10).optional(),
  exclude: z.array(z.string().max(60)).max(20).optional(),
  restrictions: z.array(z.enum(DIETARY_RESTRICTIONS)).max(8).optional(),
  max_minutes: z.number().int().min(1).max(600).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  servings: z.number().int().min(1).max(PORTIONS_MAX).optional(),
  use_fridge: z.boolean().optional(),
});
const knowledgeArgs = z.object({ question: z.string().min(1).max(500) });
const generateArgs = z.object({ type: z.enum(DISH_TYPES), use_fridge: z.boolean().optional() });
const recipeArgs = z.object({ recipe_id: z.string().min(1).max(200) });
const planArgs = recipeArgs.extend({
  date: z.string(),
  time: z.string(),
  servings: z.number().int().optional(),
});

/** One turn: what the model needs, and where its words go as they arrive. */
export interface LlmTurn {
  db: Database;
  catalogue: CatalogueEngine;
  recipes: RecipeEngine;
  caller: HouseholdCaller;
  context: AssistantContext;
  /** Earlier messages, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** Recipes already shown in the conversation, by id: the only ones tools may add or plan. */
  shown: Map<string, Recipe>;
  message: string;
  /** How the embedded reader understood the message: its kind and what it leaves out. */
  question: Question;
  onText: (delta: string) => void;
  signal?: AbortSignal;
}

/** What the message leaves out: its « sans », « pas de », and what a substitution replaces. */
function leftOut(turn: LlmTurn): { foods: string[]; ids: string[] } {
  const replaced =
    turn.question.kind === 'substitution'
      ? (substitutionFor(comparable(turn.message))?.replaces ?? [])
      : [];
  const names = replaced.flatMap((id) => ingredientById(id)?.name ?? []);
  const foods = [...turn.question.request.excludedFoods, ...names];
  const matcher = foodMatcher(foods);
  const ids = turn.question.request.ingredients.filter((id) => {
    const food = ingredientById(id);
    return food !== undefined && foods.length > 0 && matchesFood(food, matcher);
  });
  return { foods, ids: [...ids, ...replaced] };
}

const toolError = (error: unknown) => ({
  error: error instanceof AppError ? error.message : 'Cette action a échoué.',
});

/** What a tool's handler works with: the turn, and how to show recipes (the cards). */
interface ToolCall {
  turn: LlmTurn;
  context: AssistantContext;
  /** Shows recipes under the answer and lets later tools add or plan them. */
  show: (recipes: Recipe[]) => object[];
}

const NOT_SHOWN = { error: 'Cette recette n’a pas été proposée dans la conversation.' };

/** Each tool's handler, by the name the model calls. */
const HANDLERS: Record<string, (args: unknown, call: ToolCall) => Promise<object> | object> = {
  search_recipes(args, { turn, context, show }) {
    const input = searchArgs.parse(args);
    // The message's own exclusions hold whatever the model asks: « sans œufs », what is replaced.
    const left = leftOut(turn);
    const required = (input.ingredients ?? [])
      .flatMap((name) => findIngredient(name)?.id ?? [])
      .filter((id) => !left.ids.includes(id));
    const recipes = turn.catalogue.search({
      types: input.types?.length ? input.types : ['plat'],
      restrictions: [
        ...new Set([
          ...context.restrictions,
          ...turn.question.request.restrictions,
          ...(input.restrictions ?? []),
        ]),
      ],
      avoidedFoods: [...context.avoidedFoods, ...left.foods, ...(input.exclude ?? [])],
      required,
      preferredFoods: context.preferredFoods,
      dislikedFoods: context.dislikedFoods,
      fridge: input.use_fridge && context.fridge.length > 0 ? context.fridge : null,
      maxMinutes: input.max_minutes ?? null,
      difficulty: input.difficulty ?? null,
      usualDifficulty: context.difficulty,
      servings: input.servings ?? context.servings,
      today: context.today,
      seen: [...turn.shown.keys()],
      ...(context.own ? { own: context.own } : {}),
    });
    return { recipes: show(recipes) };
  },

  cooking_knowledge(args, { turn, context }) {
    const input = knowledgeArgs.parse(args);
    const answer = lookupKnowledge(
      input.question,
      tableOf(context, turn.question.request.restrictions),
      turn.question.request.excludedFoods,
    );
    return answer
      ? { answer: answer.text }
      : { error: 'Popote n’a pas cette information : dites-le en une phrase.' };
  },

  get_preferences(_args, { context }) {
    return {
      restrictions: context.restrictions,
      avoidedFoods: context.avoidedFoods,
      preferredFoods: context.preferredFoods,
      dislikedFoods: context.dislikedFoods,
      difficulty: context.difficulty,
      servings: context.servings,
    };
  },

  get_fridge(_args, { context }) {
    return { items: context.fridge };
  },

  async generate_recipe(args, { turn, context, show }) {
    const input = generateArgs.parse(args);
    const fridge = input.use_fridge && context.fridge.length > 0 ? [...context.fridge] : null;
    const recipe = await turn.recipes.suggest(
      {
        type: input.type,
        fridge,
        restrictions: context.restrictions,
        avoidedFoods: context.avoidedFoods,
        preferredFoods: context.preferredFoods,
        dislikedFoods: context.dislikedFoods,
        difficulty: context.difficulty,
        servings: context.servings,
        seen: [...turn.shown.keys()],
        today: context.today,
      },
      turn.signal,
    );
    return { recipes: show([recipe]) };
  },

  async add_to_shopping_list(args, { turn }) {
    const recipe = turn.shown.get(recipeArgs.parse(args).recipe_id);
    if (!recipe) return NOT_SHOWN;
    const { items, skipped } = await addRecipeToShoppingList(turn.db, turn.caller, {
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      lines: recipe.ingredients,
    });
    await publishHouseholdChange(turn.db, {
      householdId: turn.caller.householdId,
      topic: 'shopping',
    });
    // What was left off, so the chef can say it: in the fridge or the pantry already, or a staple.
    return {
      added: items.length,
      skipped: skipped.map((line) =>
        line.reason === 'staple'
          ? `${line.line} (basique du placard, non ajouté)`
          : `${line.line} (déjà au ${line.reason === 'pantry' ? 'placard' : 'frigo'} : ${line.have})`,
      ),
    };
  },

  async plan_meal(args, { turn }) {
    const input = planArgs.parse(args);
    const recipe = turn.shown.get(input.recipe_id);
    if (!recipe) return NOT_SHOWN;
    const meal = await planMeal(turn.db, turn.caller, {
      recipeTitle: recipe.title,
      date: input.date,
      time: input.time,
      // « pers. » counts people: the table's, unless the model was told another number.
      servings: input.servings ?? recipe.portions?.people ?? recipe.servings,
      ...(input.servings === undefined && recipe.portions
        ? { portions: recipe.portions.portions }
        : {}),
      type: recipe.type,
      recipeId: recipe.id,
    });
    await publishHouseholdChange(turn.db, {
      householdId: turn.caller.householdId,
      topic: 'planning',
    });
    return { planned: { date: meal.date, time: meal.time, servings: meal.servings } };
  },
};

/**
 * Runs one tool call of the model: its arguments read and checked, then its handler; a refusal
 * is answered to the model in French (it tells the user), never thrown.
 */
export async function runTool(
  call: ChatCompletionMessageFunctionToolCall,
  turn: LlmTurn,
  found: Map<string, Recipe>,
): Promise<object> {
  let args: unknown;
  try {
    args = JSON.parse(call.function.arguments || '{}');
  } catch {
    return { error: 'Arguments illisibles.' };
  }
  const show = (recipes: Recipe[]) => {
    for (const recipe of recipes) {
      found.set(recipe.id, recipe);
      turn.shown.set(recipe.id, recipe);
    }
    return recipes.map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      type: recipe.type,
      preparationTime: recipe.preparationTime,
      difficulty: recipe.difficulty,
      servings: recipe.servings,
    }));
  };
  // The name is the model's text: only the table's own entries are tools (not `toString`…).
  const name = call.function.name;
  const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
  if (!handler) return { error: 'Outil inconnu.' };
  try {
    return await handler(args, { turn, context: turn.context, show });
  } catch (error) {
    if (error instanceof z.ZodError) return { error: 'Arguments invalides.' };
    return toolError(error);
  }
}
