import { randomUUID } from 'node:crypto';
import OpenAI from 'openai';
import type { DietaryRestriction, DishType } from '../../../shared/constants';
import { checkRecipeText } from '../../../shared/food/recipe-check';
import { parseRecipeText, RecipeFormatError, type RecipeText } from '../../../shared/recipe-text';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { textIllustration } from './images';
import { randomPreparationTime } from './preparation-time';
import type { Recipe, RecipeEngine, SuggestionRequest } from './recipe';

/** Waits between attempts (specification, section 9): up to 3 retries. */
export const RETRY_DELAYS_MS = [2000, 4000, 8000] as const;

const DISH_NAMES: Record<DishType, string> = {
  boisson: 'une boisson',
  apéro: 'un apéritif à partager',
  'amuse-bouche': 'un amuse-bouche',
  entrée: 'une entrée',
  plat: 'un plat principal',
  dessert: 'un dessert',
};

const RESTRICTION_NAMES: Record<Exclude<DietaryRestriction, 'none'>, string> = {
  vegetarian: 'végétarien (ni viande ni poisson ni fruits de mer ni gélatine)',
  vegan: 'végétalien (aucun produit d’origine animale : ni lait, ni œuf, ni miel)',
  glutenFree: 'sans gluten',
  dairyFree: 'sans produits laitiers',
  nutFree:
    'sans fruits à coque ni arachides (ni amande, noisette, noix, cajou, pécan, noix du Brésil, macadamia, pistache, cacahuète, ni praliné, pesto, frangipane, nougat, massepain)',
  halal: 'halal (ni porc, ni alcool, ni gélatine)',
  kosher: 'casher (ni porc, ni fruits de mer, jamais de viande avec un produit laitier)',
  peanutFree: 'sans arachides (ni cacahuète, ni huile ou beurre d’arachide)',
  eggFree: 'sans œufs (ni mayonnaise, ni pâtes aux œufs)',
  fishFree: 'sans poisson (ni anchois, ni sauce poisson)',
  crustaceanFree: 'sans crustacés (ni crevette, langoustine, homard, crabe, écrevisse)',
  molluscFree: 'sans mollusques (ni moule, huître, Saint-Jacques, calamar, poulpe, escargot)',
  soyFree: 'sans soja (ni sauce soja, tofu, miso)',
  sesameFree: 'sans sésame (ni tahini, ni houmous)',
  celeryFree: 'sans céleri (ni bouillon du commerce)',
  mustardFree: 'sans moutarde (ni mayonnaise, ni vinaigrette à la moutarde)',
  lupinFree: 'sans lupin',
  sulphiteFree:
    'sans sulfites (ni vin, ni vinaigre de vin, ni cidre, ni bière, ni fruits secs sulfités)',
};

export const SYSTEM_PROMPT = `Vous êtes le chef de Popote, un assistant culinaire pour les familles francophones.
Vous proposez une seule recette, entièrement en français, en respectant strictement ce format, sans aucun texte avant ni après :
Titre: <nom de la recette>
Description: <une ou deux phrases appétissantes>
Ingrédients:
- <quantité> <unité> <ingrédient>
Instructions:
1. <première étape>
2. <étape suivante>
Règles :
- chaque ingrédient sur sa propre ligne commençant par « - », avec sa quantité pour le nombre de personnes demandé et une unité parmi g, kg, ml, l, cl, càs, càc, pincée (aucune unité pour ce qui se compte : « 3 œufs ») ;
- chaque étape sur sa propre ligne numérotée « 1. », « 2. »… ;
- respectez absolument chaque restriction alimentaire et n’utilisez jamais un aliment à éviter, même en petite quantité ;
- pas de markdown, pas d’emoji, pas de conseils en dehors de la recette.`;

export function userPrompt(request: SuggestionRequest): string {
  const restrictions = request.restrictions.filter((value) => value !== 'none');
  const lines = [
    `Proposez ${DISH_NAMES[request.type]}.`,
    `Difficulté : ${request.difficulty}.`,
    `Nombre de personnes : ${request.servings}.`,
    `Restrictions alimentaires : ${
      restrictions.length > 0
        ? restrictions.map((value) => RESTRICTION_NAMES[value]).join(', ')
        : 'aucune'
    }.`,
  ];
  if (request.avoidedFoods.length > 0) {
    lines.push(`Aliments à éviter absolument : ${request.avoidedFoods.join(', ')}.`);
  }
  if (request.preferredFoods.length > 0) {
    lines.push(`Aliments appréciés : ${request.preferredFoods.join(', ')}.`);
  }
  if (request.fridge) {
    lines.push(
      `Utilisez en priorité ces ingrédients de mon frigo : ${request.fridge.map((item) => item.name).join(', ')}.`,
    );
    const first = request.fridge.filter((item) => item.priority);
    if (first.length > 0) {
      lines.push(
        `Commencez par ceux qui expirent bientôt : ${first.map((item) => item.name).join(', ')}.`,
      );
    }
  }
  return lines.join('\n');
}

export interface LlmEngineOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  logger: Logger;
  /** For tests: no real waiting between attempts. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Why an attempt failed, in French, for « Impossible de générer une recette: … ». */
function describe(error: unknown): string {
  if (error instanceof RecipeFormatError) return error.message;
  if (error instanceof UnsafeRecipeError) return error.message;
  return 'le service de recettes ne répond pas';
}

class UnsafeRecipeError extends Error {
  constructor() {
    super('la recette proposée ne respectait pas vos préférences alimentaires');
  }
}

/** Any OpenAI-compatible chat-completions server (OpenAI, Mistral, Ollama…). */
export class LlmEngine implements RecipeEngine {
  readonly name = 'llm';
  private readonly client: OpenAI;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(private readonly options: LlmEngineOptions) {
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers such as Ollama need no key, but the SDK wants one.
      apiKey: options.apiKey ?? 'sans-cle',
      maxRetries: 0,
      timeout: 60_000,
    });
    this.sleep = options.sleep ?? wait;
    this.random = options.random ?? Math.random;
  }

  async suggest(request: SuggestionRequest, signal?: AbortSignal): Promise<Recipe> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      if (attempt > 0) await this.sleep(RETRY_DELAYS_MS[attempt - 1]!);
      if (signal?.aborted) break;
      try {
        return this.toRecipe(await this.generate(request, signal), request);
      } catch (error) {
        lastError = error;
        this.options.logger.warn(
          { err: error, attempt: attempt + 1 },
          'recipe generation attempt failed',
        );
      }
    }
    throw new AppError('GENERATION_FAILED', {
      message: `Impossible de générer une recette: ${describe(lastError)}`,
      cause: lastError,
    });
  }

  private async generate(request: SuggestionRequest, signal?: AbortSignal): Promise<RecipeText> {
    const completion = await this.client.chat.completions.create(
      {
        model: this.options.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(request) },
        ],
        temperature: request.fridge ? 0.7 : 0.9,
        max_tokens: 1000,
        top_p: 0.95,
      },
      { signal },
    );
    const content = completion.choices[0]?.message?.content;
    if (typeof content !== 'string') throw new RecipeFormatError('Format de réponse invalide');
    const recipe = parseRecipeText(content);
    const check = checkRecipeText(recipe, request.restrictions, request.avoidedFoods);
    if (check.broken.length > 0 || check.avoided.length > 0) throw new UnsafeRecipeError();
    return recipe;
  }

  private toRecipe(text: RecipeText, request: SuggestionRequest): Recipe {
    return {
      id: `ia-${randomUUID()}`,
      title: text.title,
      description: text.description,
      imageUrl: textIllustration({ ...text, type: request.type }),
      preparationTime: randomPreparationTime(request.type, this.random),
      servings: request.servings,
      difficulty: request.difficulty,
      ingredients: text.ingredients,
      instructions: text.instructions,
      type: request.type,
      source: 'llm',
    };
  }
}
