import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../../shared/food/diet';
import { ingredientById, kindsOf } from '../../../shared/food/taxonomy';
import { CatalogueEngine, occasionsOf } from '../recipes';
import { foodsOf } from './catalogue-facts';
import type { AssistantContext } from './embedded-assistant';
import { embeddedReply } from './embedded-reply';
import { questionOf } from './question-kind';
import { QUESTION_TABLE } from './questions.table';

const catalogue = new CatalogueEngine({ random: () => 0.5 });
const context: AssistantContext = {
  restrictions: [],
  avoidedFoods: [],
  preferredFoods: [],
  dislikedFoods: [],
  names: [],
  difficulty: 'facile',
  servings: 4,
  fridge: [
    { name: 'lait', quantity: 1, unit: 'l', expirationDate: '2026-12-06' },
    { name: 'courgettes', quantity: 3, unit: 'unité', expirationDate: '2026-12-20' },
  ],
  planned: [{ date: '2026-12-05', time: '19:30', recipeTitle: 'Gratin dauphinois', servings: 4 }],
  seen: [],
  today: '2026-12-05',
};

const hasFood = (recipeId: string, ids: readonly string[]) =>
  foodsOf(recipeId).some((id) => {
    const food = ingredientById(id);
    return food !== undefined && kindsOf(food).some((kind) => ids.includes(kind));
  });

describe('the question table (issue 29)', () => {
  it('holds at least 200 questions', () => {
    expect(QUESTION_TABLE.length).toBeGreaterThanOrEqual(200);
  });

  it.each(QUESTION_TABLE)('« $q » is a $kind question, answered as such', (row) => {
    const question = questionOf(row.q);
    expect(question.kind).toBe(row.kind);
    if (row.topic) expect(question.topic).toBe(row.topic);
    if (row.occasion) expect(question.occasion).toBe(row.occasion);
    if (row.household) expect(question.household).toBe(row.household);
    if (row.servings) expect(question.request.servings).toBe(row.servings);
    if (row.maxMinutes) expect(question.request.maxMinutes).toBe(row.maxMinutes);
    if (row.children) expect(question.children).toBe(true);
    if (row.cheap) expect(question.cheap).toBe(true);
    for (const restriction of row.restrictions ?? []) {
      expect(question.request.restrictions).toContain(restriction);
    }

    const reply = embeddedReply(catalogue, row.q, context);
    expect(reply.text.length).toBeGreaterThan(10);
    // Read as typed: the no-break spaces of French typography are spaces.
    if (row.says) expect(reply.text.replace(/[\u00a0\u202f]/g, ' ')).toMatch(row.says);
    // What is excluded or replaced is never in a recipe shown: never its opposite.
    for (const recipe of reply.recipes) {
      if (row.without) expect(hasFood(recipe.id, row.without), recipe.title).toBe(false);
      for (const restriction of row.restrictions ?? []) {
        const foods = foodsOf(recipe.id).flatMap((id) => ingredientById(id) ?? []);
        expect(isAllowed(foods, restriction), recipe.title).toBe(true);
      }
      if (row.servings && row.kind !== 'week') expect(recipe.servings).toBe(row.servings);
    }
    switch (row.kind) {
      case 'technique':
        expect(reply.recipes).toEqual([]);
        break;
      case 'chat':
      case 'out-of-scope':
        expect(reply.recipes).toEqual([]);
        expect(reply.text).toMatch(/Par exemple|Avec plaisir/);
        break;
      case 'occasion': {
        // Four courses, festive: tagged for the occasion where the catalogue has one.
        expect(reply.recipes).toHaveLength(4);
        expect(reply.offer?.kind).toBe('menu');
        const tagged = reply.recipes.filter((recipe) =>
          occasionsOf(recipe.id).includes(row.occasion!),
        );
        expect(tagged.length).toBeGreaterThanOrEqual(3);
        break;
      }
      case 'week':
        expect(reply.offer?.kind).toBe('week');
        expect(reply.text).toContain('Planifier ma semaine');
        break;
      default:
        break;
    }
  });
});
