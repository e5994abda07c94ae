import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import { DIETARY_RESTRICTIONS, DIFFICULTIES, DISH_TYPES } from '../../../shared/constants';
import { findIngredient } from '../../../shared/food/taxonomy';
import type { Recipe } from '../../../shared/recipes';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { publishHouseholdChange } from '../household';
import type { HouseholdCaller } from '../household';
import { planMeal } from '../planning';
import { addRecipeToShoppingList } from '../shopping';
import type { Logger } from '../../platform/logger';
import type { CatalogueEngine, RecipeEngine } from '../recipes';
import type { AssistantContext, AssistantReply } from './embedded-assistant';

/** Rounds of tool calls in one answer before the model must write its reply. */
const MAX_ROUNDS = 5;
/** Earlier messages of the conversation the model rereads. */
const HISTORY_MESSAGES = 12;

export function systemPrompt(today: string): string {
  return `Vous êtes l’Assistant Chef de Popote, un assistant culinaire pour les foyers francophones.
Nous sommes le ${today}.
Règles :
- répondez en français, en vouvoyant, en deux à quatre phrases ;
- pour proposer des recettes, appelez toujours search_recipes (ou generate_recipe si le carnet n’a rien qui convienne) : ne décrivez jamais une recette qui ne vient pas d’un outil ;
- les recettes trouvées s’affichent en cartes sous votre réponse : citez leurs titres, ne recopiez ni leurs ingrédients ni leurs étapes ;
- les préférences du foyer (restrictions, aliments à éviter) s’appliquent toujours ; les outils les respectent déjà ;
- n’ajoutez à la liste de courses ou au planning que si la personne le demande, et seulement une recette déjà proposée dans cette conversation ;
- si la question ne concerne pas la cuisine, dites-le poliment et proposez un exemple de demande.`;
}

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
    servings: { type: 'integer', minimum: 1, maximum: 20 },
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
    'add_to_shopping_list',
    'Ajoute les ingrédients d’une recette proposée dans cette conversation à la liste de courses.',
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
  servings: z.number().int().min(1).max(20).optional(),
  use_fridge: z.boolean().optional(),
});
const generateArgs = z.object({ type: z.enum(DISH_TYPES), use_fridge: z.boolean().optional() });
const recipeArgs = z.object({ recipe_id: z.string().min(1).max(200) });
const planArgs = recipeArgs.extend({
  date: z.string(),
  time: z.string(),
  servings: z.number().int().optional(),
});

export interface LlmAssistantOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  logger: Logger;
}

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
  onText: (delta: string) => void;
  signal?: AbortSignal;
}

const toolError = (error: unknown) => ({
  error: error instanceof AppError ? error.message : 'Cette action a échoué.',
});

/**
 * The Assistant Chef on an OpenAI-compatible model: streamed chat completions whose tools only
 * reach the caller's household, through the same validation as the API. Every recipe it shows
 * comes from a tool (the catalogue, or the recipe engine that checks each one against the
 * taxonomy), never from the model's own text.
 */
export class LlmAssistant {
  private readonly client: OpenAI;

  constructor(private readonly options: LlmAssistantOptions) {
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey ?? 'sans-cle',
      maxRetries: 1,
      timeout: 60_000,
    });
  }

  async reply(turn: LlmTurn): Promise<AssistantReply> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(turn.context.today) },
      ...turn.history.slice(-HISTORY_MESSAGES),
      { role: 'user', content: turn.message },
    ];
    const found = new Map<string, Recipe>();
    let text = '';
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const { content, toolCalls } = await this.complete(messages, turn);
      text += content;
      if (toolCalls.length === 0) return { text: text.trim(), recipes: [...found.values()] };
      messages.push({ role: 'assistant', content: content || null, tool_calls: toolCalls });
      for (const call of toolCalls) {
        const result = await this.runTool(call, turn, found);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    return { text: text.trim(), recipes: [...found.values()] };
  }

  /** One streamed completion: its text goes out as it comes; tool calls are put together. */
  private async complete(messages: ChatCompletionMessageParam[], turn: LlmTurn) {
    let stream;
    try {
      stream = await this.client.chat.completions.create(
        { model: this.options.model, messages, tools: TOOLS, stream: true, temperature: 0.6 },
        { signal: turn.signal },
      );
    } catch (error) {
      this.options.logger.warn({ err: error }, 'assistant completion failed');
      throw new AppError('ASSISTANT_UNAVAILABLE', { cause: error });
    }
    let content = '';
    const calls: ChatCompletionMessageFunctionToolCall[] = [];
    try {
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          content += delta.content;
          turn.onText(delta.content);
        }
        for (const part of delta.tool_calls ?? []) {
          const call = (calls[part.index] ??= {
            id: part.id ?? `call_${part.index}`,
            type: 'function',
            function: { name: '', arguments: '' },
          });
          if (part.function?.name) call.function.name += part.function.name;
          if (part.function?.arguments) call.function.arguments += part.function.arguments;
        }
      }
    } catch (error) {
      this.options.logger.warn({ err: error }, 'assistant stream broke');
      throw new AppError('ASSISTANT_UNAVAILABLE', { cause: error });
    }
    return { content, toolCalls: calls.filter(Boolean) };
  }

  private async runTool(
    call: ChatCompletionMessageFunctionToolCall,
    turn: LlmTurn,
    found: Map<string, Recipe>,
  ): Promise<unknown> {
    let args: unknown;
    try {
      args = JSON.parse(call.function.arguments || '{}');
    } catch {
      return { error: 'Arguments illisibles.' };
    }
    const { context } = turn;
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
    try {
      switch (call.function.name) {
        case 'search_recipes': {
          const input = searchArgs.parse(args);
          const required = (input.ingredients ?? []).flatMap(
            (name) => findIngredient(name)?.id ?? [],
          );
          const recipes = turn.catalogue.search({
            types: input.types?.length ? input.types : ['plat'],
            restrictions: [...new Set([...context.restrictions, ...(input.restrictions ?? [])])],
            avoidedFoods: [...context.avoidedFoods, ...(input.exclude ?? [])],
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
          });
          return { recipes: show(recipes) };
        }
        case 'get_preferences':
          return {
            restrictions: context.restrictions,
            avoidedFoods: context.avoidedFoods,
            preferredFoods: context.preferredFoods,
            dislikedFoods: context.dislikedFoods,
            difficulty: context.difficulty,
            servings: context.servings,
          };
        case 'get_fridge':
          return { items: context.fridge };
        case 'generate_recipe': {
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
        }
        case 'add_to_shopping_list': {
          const recipe = turn.shown.get(recipeArgs.parse(args).recipe_id);
          if (!recipe) return { error: 'Cette recette n’a pas été proposée dans la conversation.' };
          const items = await addRecipeToShoppingList(turn.db, turn.caller, {
            recipeId: recipe.id,
            recipeTitle: recipe.title,
            lines: recipe.ingredients,
          });
          await publishHouseholdChange(turn.db, {
            householdId: turn.caller.householdId,
            topic: 'shopping',
          });
          return { added: items.length };
        }
        case 'plan_meal': {
          const input = planArgs.parse(args);
          const recipe = turn.shown.get(input.recipe_id);
          if (!recipe) return { error: 'Cette recette n’a pas été proposée dans la conversation.' };
          const meal = await planMeal(turn.db, turn.caller, {
            recipeTitle: recipe.title,
            date: input.date,
            time: input.time,
            servings: input.servings ?? recipe.servings,
            type: recipe.type,
            recipeId: recipe.id,
          });
          await publishHouseholdChange(turn.db, {
            householdId: turn.caller.householdId,
            topic: 'planning',
          });
          return { planned: { date: meal.date, time: meal.time, servings: meal.servings } };
        }
        default:
          return { error: 'Outil inconnu.' };
      }
    } catch (error) {
      if (error instanceof z.ZodError) return { error: 'Arguments invalides.' };
      return toolError(error);
    }
  }
}
