import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recipeText, startFakeLlm } from '../../../../tests/support/fake-llm';
import { AppError } from '../../platform/errors';
import { LlmEngine, RETRY_DELAYS_MS, SYSTEM_PROMPT } from './llm-engine';
import type { SuggestionRequest } from './recipe';

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let sleeps: number[];
let engine: LlmEngine;

const request = (overrides: Partial<SuggestionRequest> = {}): SuggestionRequest => ({
  type: 'plat',
  fridge: null,
  restrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  difficulty: 'moyen',
  servings: 3,
  seen: [],
  today: '2026-11-22',
  ...overrides,
});

const GRATIN = recipeText('Gratin de courgettes', [
  '600 g de courgettes',
  '2 œufs',
  '100 g de comté',
]);

beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
  sleeps = [];
  engine = new LlmEngine({
    baseUrl: llm.baseUrl,
    apiKey: 'test-key',
    model: 'gpt-4-turbo-preview',
    logger: pino({ level: 'silent' }),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
  });
});

describe('LlmEngine', () => {
  it('sends the specification’s messages and parameters and reads the recipe text', async () => {
    llm.answer({ content: GRATIN });
    const recipe = await engine.suggest(request());

    expect(recipe).toMatchObject({
      title: 'Gratin de courgettes',
      description: 'Une recette de test, simple et bonne.',
      ingredients: ['600 g de courgettes', '2 œufs', '100 g de comté'],
      instructions: ['Préparez les ingrédients.', 'Faites cuire doucement.'],
      servings: 3,
      difficulty: 'moyen',
      type: 'plat',
      source: 'llm',
      preparationTime: 45,
    });
    expect(recipe.imageUrl).toBe('/recipes/plat-gratin.svg');
    const [sent] = llm.requests;
    expect(sent).toMatchObject({
      model: 'gpt-4-turbo-preview',
      temperature: 0.9,
      max_tokens: 1000,
      top_p: 0.95,
    });
    expect(sent!.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(sent!.messages[1]!.content).toContain('Difficulté : moyen.');
    expect(sent!.messages[1]!.content).toContain('Nombre de personnes : 3.');
  });

  it('cooks from the fridge at temperature 0.7 with the fridge’s ingredients in the prompt', async () => {
    llm.answer({ content: GRATIN });
    await engine.suggest(
      request({
        fridge: [{ name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: null }],
        restrictions: ['vegetarian'],
      }),
    );
    const [sent] = llm.requests;
    expect(sent!.temperature).toBe(0.7);
    expect(sent!.messages[1]!.content).toContain('frigo : Courgettes.');
    expect(sent!.messages[1]!.content).toContain('végétarien');
  });

  it('retries a malformed answer after 2 s and shows the next valid one', async () => {
    llm.answer({ content: 'Voici une idée : des pâtes.' }, { content: GRATIN });
    const recipe = await engine.suggest(request());
    expect(recipe.title).toBe('Gratin de courgettes');
    expect(sleeps).toEqual([2000]);
  });

  it('never shows a recipe that breaks a restriction or names an avoided food', async () => {
    llm.answer(
      { content: recipeText('Croque-monsieur', ['4 tranches de jambon', '8 tranches de pain']) },
      { content: recipeText('Poêlée aux champignons', ['300 g de champignons', '1 oignon']) },
      { content: GRATIN },
    );
    const recipe = await engine.suggest(
      request({ restrictions: ['vegetarian'], avoidedFoods: ['champignons'] }),
    );
    expect(recipe.title).toBe('Gratin de courgettes');
    expect(llm.requests).toHaveLength(3);
  });

  it('gives up after 3 retries (2 s, 4 s, 8 s) with « Impossible de générer une recette: … »', async () => {
    llm.answer({ status: 500 });
    const failure = await engine.suggest(request()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('GENERATION_FAILED');
    expect((failure as AppError).message).toBe(
      'Impossible de générer une recette: le service de recettes ne répond pas',
    );
    expect(sleeps).toEqual([...RETRY_DELAYS_MS]);
    expect(llm.requests).toHaveLength(4);
  });

  it('names the format error when every answer is malformed', async () => {
    llm.answer({
      content: 'Titre: Soupe\nDescription: Chaude.\nIngrédients:\nInstructions:\n1. Chauffez.',
    });
    await expect(engine.suggest(request())).rejects.toThrow(
      'Impossible de générer une recette: Format de recette invalide: ingrédients manquants',
    );
  });
});
