import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { DietaryRestriction } from '../../../shared/constants';
import type { RecipeSuggestion } from '../../../shared/recipes';
import { householdMembers, households, plannedMeals, suggestionHistory } from '../../db/schema';
import { CatalogueEngine } from './catalogue-engine';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RECIPE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const engine = new CatalogueEngine();

async function recipeOf(cookie: string, body: Record<string, unknown>) {
  const response = await sendJson(t.app, 'POST', '/api/recipes/suggestions', cookie, body);
  expect(response.status).toBe(200);
  return ((await response.json()) as RecipeSuggestion).recipe;
}

/** « Régénérer » `count` times in a row: the ids shown. */
async function regenerate(cookie: string, type: string, count: number) {
  const shown: string[] = [];
  for (let index = 0; index < count; index += 1) {
    shown.push((await recipeOf(cookie, { type, regenerate: index > 0 })).id);
  }
  return shown;
}

async function householdWith(restrictions: DietaryRestriction[]) {
  const user = await subscribedUser(t.app, t.db);
  await t.db
    .update(households)
    .set({ dietaryRestrictions: restrictions })
    .where(eq(households.id, user.householdId));
  return user;
}

describe('the household’s history of suggestions', () => {
  it.each([
    ['no restriction', [] as DietaryRestriction[]],
    ['vegan + gluten-free + nut-free', ['vegan', 'glutenFree', 'nutFree'] as DietaryRestriction[]],
  ])('« Régénérer » 28 times shows 28 distinct plats (%s)', async (_label, restrictions) => {
    const pool = engine.eligible({ type: 'plat', restrictions, avoidedFoods: [] });
    expect(pool.length).toBeGreaterThanOrEqual(28);
    const a = await householdWith(restrictions);
    const shown = await regenerate(a.cookie, 'plat', 28);
    expect(new Set(shown).size).toBe(28);
    const allowed = new Set(pool.map((entry) => entry.recipe.id));
    for (const id of shown) expect(allowed.has(id), id).toBe(true);
  });

  it('is shared by the members of a household, and only them', async () => {
    const camille = await subscribedUser(t.app, t.db);
    const noe = await subscribedUser(t.app, t.db);
    const other = await subscribedUser(t.app, t.db);
    await t.db
      .update(householdMembers)
      .set({ householdId: camille.householdId, role: 'member' })
      .where(eq(householdMembers.userId, noe.id));

    const byCamille = await regenerate(camille.cookie, 'dessert', 10);
    // Noé regenerates (the cache would answer Camille's last one): none Camille saw comes back.
    const byNoe: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      byNoe.push((await recipeOf(noe.cookie, { type: 'dessert', regenerate: true })).id);
    }
    expect(new Set([...byCamille, ...byNoe]).size).toBe(20);

    // Another household has its own history: the 20 seen by Camille's are not kept from it.
    const theirs = await t.db
      .select()
      .from(suggestionHistory)
      .where(eq(suggestionHistory.userId, other.id));
    expect(theirs).toEqual([]);
  });

  it('keeps a planned or cooked recipe from coming back, and forgets after 12 weeks', async () => {
    const a = await subscribedUser(t.app, t.db);
    const pool = engine.eligible({ type: 'boisson', restrictions: [], avoidedFoods: [] });
    // Every drink but three planned (half of them cooked) in the last weeks: the three come first.
    const free = pool.slice(0, 3).map((entry) => entry.recipe.id);
    const date = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(plannedMeals).values(
      pool.slice(3).map(({ recipe }, index) => ({
        householdId: a.householdId,
        recipeId: recipe.id,
        recipeTitle: recipe.title,
        date,
        time: '19:00',
        servings: 4,
        type: 'boisson' as const,
        cookedAt: index % 2 === 0 ? new Date() : null,
      })),
    );
    const shown = await regenerate(a.cookie, 'boisson', 3);
    expect(new Set(shown)).toEqual(new Set(free));
    // Then the pool is exhausted: one planned before, never the one just shown.
    const next = await recipeOf(a.cookie, { type: 'boisson', regenerate: true });
    expect(next.id).not.toBe(shown.at(-1));

    // A row older than 12 weeks is pruned at the next suggestion.
    const old = new Date(Date.now() - 85 * 86_400_000);
    await t.db.insert(suggestionHistory).values({
      userId: a.id,
      type: 'boisson',
      recipeId: 'tres-ancienne',
      createdAt: old,
    });
    await recipeOf(a.cookie, { type: 'boisson', regenerate: true });
    const rows = await t.db
      .select({ recipeId: suggestionHistory.recipeId })
      .from(suggestionHistory)
      .where(eq(suggestionHistory.userId, a.id));
    expect(rows.map((row) => row.recipeId)).not.toContain('tres-ancienne');
  });
});
