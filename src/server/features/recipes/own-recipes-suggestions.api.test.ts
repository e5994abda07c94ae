import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { DietaryRestriction } from '../../../shared/constants';
import type { MyRecipe, MyRecipeInput } from '../../../shared/my-recipes';
import type { Recipe, RecipeSuggestion } from '../../../shared/recipes';
import type { WeekPlanProposal } from '../../../shared/week-plan';
import { households } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RECIPE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

// Salsifis: a food no catalogue recipe uses, so a fridge holding only them leaves the
// household's own recipes as the only candidates.
const blanquette: MyRecipeInput = {
  title: 'Blanquette de veau',
  dishType: 'plat',
  servings: 4,
  preparationMinutes: 30,
  cookingMinutes: 90,
  difficulty: 'moyen',
  ingredients: [
    { text: '800 g de veau' },
    { text: '500 g de salsifis' },
    { text: '2 carottes' },
    { text: '20 cl de crème fraîche' },
  ],
  steps: ['Couper la viande.', 'Cuire 1 h 30 avec les légumes.'],
};

const gratin: MyRecipeInput = {
  title: 'Gratin de salsifis',
  dishType: 'plat',
  servings: 4,
  preparationMinutes: 20,
  cookingMinutes: 35,
  difficulty: 'facile',
  ingredients: [
    { text: '800 g de salsifis' },
    { text: '20 cl de crème fraîche' },
    { text: '100 g de gruyère' },
  ],
  steps: ['Cuire les salsifis 20 minutes.', 'Gratiner 15 minutes à 200 °C.'],
};

async function create(cookie: string, body: MyRecipeInput): Promise<MyRecipe> {
  const response = await sendJson(t.app, 'POST', '/api/my-recipes', cookie, body);
  expect(response.status).toBe(201);
  return (await response.json()) as MyRecipe;
}

async function household(restrictions: DietaryRestriction[]) {
  const user = await subscribedUser(t.app, t.db);
  await t.db
    .update(households)
    .set({ dietaryRestrictions: restrictions })
    .where(eq(households.id, user.householdId));
  const response = await sendJson(t.app, 'POST', '/api/inventory-items', user.cookie, {
    name: 'Salsifis',
    quantity: 800,
    unit: 'g',
    expirationDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { ...user, salsifis: id };
}

/** « Générer une recette » of the fridge, the salsifis first: the recipe, or the status. */
async function fromFridge(
  user: { cookie: string; salsifis: string },
  regenerate: boolean,
): Promise<Recipe | number> {
  const response = await sendJson(t.app, 'POST', '/api/recipes/suggestions', user.cookie, {
    type: 'plat',
    fridge: true,
    priority: [user.salsifis],
    regenerate,
  });
  if (response.status !== 200) return response.status;
  return ((await response.json()) as RecipeSuggestion).recipe;
}

describe('the household’s own recipes in suggestions', () => {
  it('never suggests a vegetarian household its blanquette, and suggests its gratin', async () => {
    const a = await household(['vegetarian']);
    const veal = await create(a.cookie, blanquette);
    const own = await create(a.cookie, gratin);
    expect(veal.breaks.map((entry) => entry.restriction)).toEqual(['vegetarian']);
    for (let round = 0; round < 8; round += 1) {
      const recipe = await fromFridge(a, round > 0);
      expect(recipe).not.toBeTypeOf('number');
      const shown = recipe as Recipe;
      expect(shown.id).toBe(own.id);
      expect(shown).toMatchObject({
        source: 'household',
        title: 'Gratin de salsifis',
        type: 'plat',
      });
      expect(shown.ingredients.join(' ')).toMatch(/salsifis/);
      expect(shown.instructions).toEqual(gratin.steps);
    }
  });

  it('suggests the blanquette to a household without restriction, scaled to it', async () => {
    const a = await household([]);
    const veal = await create(a.cookie, blanquette);
    const shown = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const recipe = (await fromFridge(a, round > 0)) as Recipe;
      shown.add(recipe.id);
    }
    expect(shown).toEqual(new Set([veal.id]));
  });

  it('suggests none of them once « Suggérer aussi mes recettes » is off', async () => {
    const a = await household([]);
    await create(a.cookie, gratin);
    const settings = await t.app.request('/api/household/settings', {
      headers: { Cookie: a.cookie },
    });
    expect(await settings.json()).toMatchObject({ suggestOwnRecipes: true });
    const off = await sendJson(t.app, 'PUT', '/api/household/settings', a.cookie, {
      suggestOwnRecipes: false,
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ suggestOwnRecipes: false, childPortion: 0.5 });
    // Only their recipe used the salsifis: nothing left to cook with them.
    expect(await fromFridge(a, true)).toBe(404);
    const week = await sendJson(t.app, 'POST', '/api/planned-meals/week-proposal', a.cookie, {
      slots: [
        { date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), time: '19:00' },
      ],
    });
    const { meals } = (await week.json()) as WeekPlanProposal;
    expect(meals[0]!.recipe!.source).toBe('catalogue');
  });

  it('never offers a « Recette non vérifiée » to a table with a restriction', async () => {
    const unknown: MyRecipeInput = {
      ...gratin,
      title: 'Gratin de salsifis de mamie',
      ingredients: [...gratin.ingredients, { text: '1 pincée de poudre de perlimpinpin' }],
    };
    const free = await household([]);
    const theirs = await create(free.cookie, unknown);
    expect(theirs.unverified).toBe(true);
    expect(((await fromFridge(free, true)) as Recipe).id).toBe(theirs.id);

    const nutFree = await household(['nutFree']);
    await create(nutFree.cookie, unknown);
    expect(await fromFridge(nutFree, true)).toBe(404);
  });

  it('plans an own recipe in « Planifier ma semaine », then plans, lists and cooks it', async () => {
    const a = await household(['vegetarian']);
    await create(a.cookie, blanquette);
    const own = await create(a.cookie, gratin);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const response = await sendJson(t.app, 'POST', '/api/planned-meals/week-proposal', a.cookie, {
      slots: [{ date: tomorrow, time: '19:00' }],
    });
    expect(response.status).toBe(200);
    const { meals } = (await response.json()) as WeekPlanProposal;
    const meal = { ...meals[0]!, recipe: meals[0]!.recipe! };
    expect(meal.recipe.id).toBe(own.id);
    expect(meal.fridge.map((item) => item.name)).toEqual(['Salsifis']);

    const planned = await sendJson(t.app, 'POST', '/api/planned-meals', a.cookie, {
      recipeTitle: meal.recipe.title,
      recipeId: meal.recipe.id,
      date: meal.date,
      time: meal.time,
      servings: meal.recipe.servings,
      type: 'plat',
      recipe: {
        servings: meal.recipe.servings,
        description: meal.recipe.description,
        ingredients: meal.recipe.ingredients,
        instructions: meal.recipe.instructions,
      },
    });
    expect(planned.status).toBe(201);
    const { id } = (await planned.json()) as { id: string };
    const listed = await listItems<{ id: string; recipeId: string }>(
      t.app,
      '/api/planned-meals',
      a.cookie,
    );
    expect(listed.find((row) => row.id === id)?.recipeId).toBe(own.id);
    const cooked = await sendJson(t.app, 'POST', `/api/planned-meals/${id}/cooked`, a.cookie, {});
    expect(cooked.status).toBe(200);
    // The fridge follows: the salsifis the recipe took were used.
    const fridge = await listItems<{ name: string; quantity: number }>(
      t.app,
      '/api/inventory-items',
      a.cookie,
    );
    const left = fridge.find((item) => item.name === 'Salsifis');
    expect(left?.quantity ?? 0).toBeLessThan(800);
  });
});
