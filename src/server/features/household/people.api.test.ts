import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { isAllowed } from '../../../shared/food/diet';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { HouseholdPerson } from '../../../shared/household-people';
import { householdPeople } from '../../db/schema';
import { CATALOGUE } from '../recipes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (cookie: string) =>
  (await (await t.app.request('/api/household/people', { headers: { Cookie: cookie } })).json())
    .items as HouseholdPerson[];

describe('the household’s people without an account', () => {
  it('adds, changes and removes a person, for the household only', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const added = await sendJson(t.app, 'POST', '/api/household/people', a.cookie, {
      firstName: '  Lou ',
      child: true,
      dietaryRestrictions: ['nutFree', 'none'],
      avoidedFoods: [' épinards ', 'Épinards'],
    });
    expect(added.status).toBe(201);
    const lou = await added.json();
    expect(lou).toMatchObject({
      firstName: 'Lou',
      child: true,
      dietaryRestrictions: ['nutFree'],
      avoidedFoods: ['épinards'],
      preferredFoods: [],
    });
    expect(await list(b.cookie)).toEqual([]);

    // Another household can neither change nor remove Lou.
    const path = `/api/household/people/${lou.id}`;
    expect((await sendJson(t.app, 'PATCH', path, b.cookie, { firstName: 'X' })).status).toBe(404);
    expect((await sendJson(t.app, 'DELETE', path, b.cookie)).status).toBe(404);
    const patched = await sendJson(t.app, 'PATCH', path, a.cookie, { preferredFoods: ['pâtes'] });
    expect(await patched.json()).toMatchObject({ firstName: 'Lou', preferredFoods: ['pâtes'] });
    // Nothing to change is a French 400, not a server error.
    const empty = await sendJson(t.app, 'PATCH', path, a.cookie, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields[0].message).toBe(
      'Indiquez ce qui change pour cette personne.',
    );
    expect((await sendJson(t.app, 'DELETE', path, a.cookie)).status).toBe(200);
    expect(await list(a.cookie)).toEqual([]);
  });

  it('refuses a blank name or an unknown restriction in French, and stops at 12 people', async () => {
    const a = await subscribedUser(t.app, t.db);
    for (const body of [
      { firstName: '  ' },
      { firstName: 'Lou', dietaryRestrictions: ['paleo'] },
    ]) {
      const response = await sendJson(t.app, 'POST', '/api/household/people', a.cookie, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/invalides/);
    }
    await t.db.insert(householdPeople).values(
      Array.from({ length: 12 }, (_, index) => ({
        householdId: a.householdId,
        firstName: `P${index}`,
      })),
    );
    const refused = await sendJson(t.app, 'POST', '/api/household/people', a.cookie, {
      firstName: 'Treizième',
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'Votre foyer compte déjà 12 personnes\u00a0: c’est le maximum.',
    );
  });

  it('makes every suggestion suit everyone at the table: a child’s nut allergy counts', async () => {
    const a = await subscribedUser(t.app, t.db);
    await sendJson(t.app, 'POST', '/api/household/people', a.cookie, {
      firstName: 'Lou',
      child: true,
      dietaryRestrictions: ['nutFree'],
    });
    for (let index = 0; index < 20; index += 1) {
      const response = await sendJson(t.app, 'POST', '/api/recipes/suggestions', a.cookie, {
        type: 'dessert',
        regenerate: true,
      });
      const { recipe } = (await response.json()) as { recipe: { id: string } };
      const ingredients = CATALOGUE.find((entry) => entry.id === recipe.id)!.ingredients.map(
        ([id]) => ingredientById(id)!,
      );
      expect(isAllowed(ingredients, 'nutFree'), recipe.id).toBe(true);
    }
    const rows = await t.db
      .select()
      .from(householdPeople)
      .where(eq(householdPeople.householdId, a.householdId));
    expect(rows).toHaveLength(1);
  });
});
