import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import type { ItemList } from '../../../shared/api';
import type { AssistantEvent } from '../../../shared/assistant';
import type { Eater } from '../../../shared/eaters';
import { isAllowed } from '../../../shared/food/diet';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { Recipe } from '../../../shared/recipes';
import { assistantMessages, householdMembers, userPreferences, users } from '../../db/schema';
import { CATALOGUE } from '../recipes';

let t: Awaited<ReturnType<typeof createTestApp>>;
// Sign-ups are rate-limited per address: the households are made once for the whole file.
let home: Awaited<ReturnType<typeof family>>;
let other: Awaited<ReturnType<typeof subscribedUser>>;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  home = await family();
  other = await subscribedUser(t.app, t.db, { firstName: 'Alix' });
  stranger = await addPerson(other.cookie, {
    firstName: 'Inconnu',
    dietaryRestrictions: ['halal'],
  });
});
afterAll(() => t.close());

const NOT_IN_HOUSEHOLD = {
  error: {
    code: 'EATERS_NOT_IN_HOUSEHOLD',
    message: 'Choisissez qui mange parmi les personnes de votre foyer.',
  },
};

const eatersOf = async (cookie: string) => {
  const response = await t.app.request('/api/household/eaters', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as ItemList<Eater>).items;
};

const hasNuts = (recipeId: string) =>
  !isAllowed(
    CATALOGUE.find((entry) => entry.id === recipeId)!.ingredients.map(([id]) =>
      ingredientById(id)!,
    ),
    'nutFree',
  );

const suggest = (cookie: string, body: Record<string, unknown>) =>
  sendJson(t.app, 'POST', '/api/recipes/suggestions', cookie, { type: 'dessert', ...body });

async function suggested(cookie: string, body: Record<string, unknown>): Promise<Recipe> {
  const response = await suggest(cookie, body);
  expect(response.status).toBe(200);
  return ((await response.json()) as { recipe: Recipe }).recipe;
}

async function addPerson(cookie: string, body: Record<string, unknown>): Promise<string> {
  const response = await sendJson(t.app, 'POST', '/api/household/people', cookie, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Moves a user of their own into `householdId`, as an accepted invitation would. */
async function joinHousehold(userId: string, householdId: string) {
  await t.db
    .update(householdMembers)
    .set({ householdId, role: 'member' })
    .where(eq(householdMembers.userId, userId));
}

/** Camille's household: Camille, Noé (a member with an account), Lou (a child, nut-free), Mamie. */
async function family() {
  const camille = await subscribedUser(t.app, t.db, { firstName: 'Camille' });
  const noe = await subscribedUser(t.app, t.db, { firstName: 'Noé' });
  await joinHousehold(noe.id, camille.householdId);
  await t.db
    .update(userPreferences)
    .set({ dietaryRestrictions: ['vegetarian'] })
    .where(eq(userPreferences.userId, noe.id));
  const lou = await addPerson(camille.cookie, {
    firstName: 'Lou',
    child: true,
    dietaryRestrictions: ['nutFree'],
  });
  const mamie = await addPerson(camille.cookie, { firstName: 'Mamie' });
  return { camille, noe, lou, mamie };
}

describe('GET /api/household/eaters', () => {
  it('lists the members (the caller first) then the people, with their restrictions', async () => {
    const { camille, noe, lou, mamie } = home;
    const camilleAsEater = {
      id: camille.id,
      firstName: 'Camille',
      kind: 'member',
      child: false,
      dietaryRestrictions: [],
      avoidedFoods: [],
    };
    const noeAsEater = {
      id: noe.id,
      firstName: 'Noé',
      kind: 'member',
      child: false,
      dietaryRestrictions: ['vegetarian'],
      avoidedFoods: [],
    };
    const people = [
      {
        id: lou,
        firstName: 'Lou',
        kind: 'person',
        child: true,
        isMe: false,
        dietaryRestrictions: ['nutFree'],
        avoidedFoods: [],
      },
      {
        id: mamie,
        firstName: 'Mamie',
        kind: 'person',
        child: false,
        isMe: false,
        dietaryRestrictions: [],
        avoidedFoods: [],
      },
    ];
    expect(await eatersOf(camille.cookie)).toEqual([
      { ...camilleAsEater, isMe: true },
      { ...noeAsEater, isMe: false },
      ...people,
    ]);
    expect(await eatersOf(noe.cookie)).toEqual([
      { ...noeAsEater, isMe: true },
      { ...camilleAsEater, isMe: false },
      ...people,
    ]);

    // A member who joined later comes after the others; the name is the account's.
    const sam = await subscribedUser(t.app, t.db, { firstName: 'Sam' });
    await joinHousehold(sam.id, camille.householdId);
    await t.db.update(users).set({ firstName: 'Samuel' }).where(eq(users.id, sam.id));
    expect((await eatersOf(camille.cookie)).map((eater) => eater.firstName)).toEqual([
      'Camille',
      'Noé',
      'Samuel',
      'Lou',
      'Mamie',
    ]);

    // Another household sees only its own.
    expect(await eatersOf(other.cookie)).toEqual([
      {
        id: other.id,
        firstName: 'Alix',
        kind: 'member',
        child: false,
        isMe: true,
        dietaryRestrictions: [],
        avoidedFoods: [],
      },
      {
        id: stranger,
        firstName: 'Inconnu',
        kind: 'person',
        child: false,
        isMe: false,
        dietaryRestrictions: ['halal'],
        avoidedFoods: [],
      },
    ]);
  });

  it('is for signed-in subscribers only', async () => {
    expect((await t.app.request('/api/household/eaters')).status).toBe(401);
  });
});

describe('suggestions for the eaters chosen', () => {
  it('follows only the chosen eaters’ diets, one serving each', async () => {
    const { camille, noe, lou } = home;

    // Lou alone: never a nut, for one.
    for (let index = 0; index < 15; index += 1) {
      const recipe = await suggested(camille.cookie, { eaters: [lou], regenerate: true });
      expect(hasNuts(recipe.id), recipe.id).toBe(false);
      expect(recipe.servings).toBe(1);
    }

    // Camille alone: Lou's allergy and Noé's vegetarian diet no longer count. Every dessert comes
    // once per round, nut ones included.
    const desserts = CATALOGUE.filter((entry) => entry.type === 'dessert');
    const seen: Recipe[] = [];
    for (let index = 0; index < desserts.length; index += 1) {
      seen.push(await suggested(camille.cookie, { eaters: [camille.id], regenerate: true }));
    }
    expect(seen.every((recipe) => recipe.servings === 1)).toBe(true);
    expect(seen.some((recipe) => hasNuts(recipe.id))).toBe(true);

    // Noé (asking) and Lou: both diets; Noé's own counts because he eats.
    for (let index = 0; index < 10; index += 1) {
      const recipe = await suggested(noe.cookie, { eaters: [lou, noe.id], regenerate: true });
      const entry = CATALOGUE.find((candidate) => candidate.id === recipe.id)!;
      const ingredients = entry.ingredients.map(([id]) => ingredientById(id)!);
      expect(isAllowed(ingredients, 'nutFree'), recipe.id).toBe(true);
      expect(isAllowed(ingredients, 'vegetarian'), recipe.id).toBe(true);
      expect(recipe.servings).toBe(2);
    }

    // Without a choice: everyone at the table, as before.
    for (let index = 0; index < 10; index += 1) {
      const recipe = await suggested(camille.cookie, { regenerate: true });
      expect(hasNuts(recipe.id), recipe.id).toBe(false);
    }
  });

  it('keeps one answer per table in the 5-minute cache', async () => {
    const { camille, noe, mamie } = home;
    // Camille alone and Mamie alone eat the same (no restriction, one serving): only who eats
    // tells the two tables apart.
    const plat = (eaters: string[]) => suggested(camille.cookie, { type: 'plat', eaters });
    const forCamille = await plat([camille.id]);
    expect((await plat([camille.id])).id).toBe(forCamille.id);
    // Mamie's table gets its own answer (a new one: Camille was just shown hers).
    expect((await plat([mamie])).id).not.toBe(forCamille.id);
    expect((await plat([camille.id])).id).toBe(forCamille.id);
    // The order of the eaters does not matter.
    const forBoth = await plat([camille.id, noe.id]);
    expect((await plat([noe.id, camille.id])).id).toBe(forBoth.id);
  });

  it('refuses anyone outside the household, telling nothing about them', async () => {
    const { camille, lou } = home;
    const unknown = '0b8e6a52-0000-4000-8000-00000000abcd';
    for (const eaters of [[stranger], [lou, other.id], [unknown]]) {
      const response = await suggest(camille.cookie, { eaters });
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual(NOT_IN_HOUSEHOLD);
      expect(body).not.toMatch(/Inconnu|Alix|halal/);
    }
    for (const eaters of [[], [lou, lou], ['pas-un-identifiant']]) {
      expect((await suggest(camille.cookie, { eaters })).status).toBe(400);
    }
    // The other household's own suggestions are untouched by the attempt.
    expect((await suggest(other.cookie, { eaters: [stranger] })).status).toBe(200);
  });
});

describe('the Assistant Chef for the eaters chosen', () => {
  async function ask(cookie: string, content: string, eaters?: string[]) {
    const created = await sendJson(t.app, 'POST', '/api/assistant/conversations', cookie, {});
    const { id } = (await created.json()) as { id: string };
    const response = await sendJson(
      t.app,
      'POST',
      `/api/assistant/conversations/${id}/messages`,
      cookie,
      { content, eaters },
    );
    return { id, response };
  }

  it('answers for the chosen eaters only, and refuses another household’s', async () => {
    const { camille, lou } = home;
    const { response } = await ask(camille.cookie, 'Un dessert, s’il vous plaît', [lou]);
    expect(response.status).toBe(200);
    const events = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AssistantEvent);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(JSON.stringify(done));
    expect(done.message.recipes.length).toBeGreaterThan(0);
    for (const recipe of done.message.recipes) {
      expect(hasNuts(recipe.id), recipe.id).toBe(false);
      expect(recipe.servings).toBe(1);
    }

    const refused = await ask(camille.cookie, 'Un dessert', [stranger]);
    expect(refused.response.status).toBe(400);
    expect(await refused.response.json()).toEqual(NOT_IN_HOUSEHOLD);
    const stored = await t.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, refused.id));
    expect(stored).toEqual([]);
  });
});
