// Household B's session against household A's rows, on every route of the router: each attempt
// is refused or stays within B's own data, nothing of A's leaks into an answer, and A's rows read
// back from the database are exactly what they were.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestMail, me, newUser, signIn, signUp, subscribedUser } from '../../tests/support/auth';
import { openEventStream } from '../../tests/support/event-stream';
import { coverage, routesOf } from '../../tests/support/routes';
import { createTestApp, TEST_BASE_URL } from '../../tests/support/test-app';
import {
  accounts,
  assistantConversations,
  assistantMessages,
  calendarFeeds,
  deletedItemIds,
  favoriteRecipes,
  householdInvitations,
  householdMembers,
  householdPeople,
  householdRecipes,
  households,
  inventoryItems,
  mailOutbox,
  mealRituals,
  notifications,
  plannedMeals,
  presenceRules,
  profiles,
  rateLimits,
  requestLimits,
  restorableRows,
  sandboxCheckouts,
  sessions,
  shoppingItems,
  householdShops,
  suggestionHistory,
  userPreferences,
  userSubscriptions,
  users,
  weekSettings,
} from './db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;

/** Written into every text of A's: an answer to B that contains it leaks A's data. */
const MARK = 'confidentiel-A';
const A_PASSWORD = 'secret-d-albane';

interface Party {
  cookie: string;
  id: string;
  email: string;
  householdId: string;
}

/** A's rows, by kind (ids), and the tokens mailed to A's household. */
const ids = {
  member: '',
  shopping: '',
  shoppingChecked: '',
  recipeItem: '',
  meal: '',
  cookedMeal: '',
  fridge: '',
  leftovers: '',
  favorite: '',
  deletedShopping: '',
  deletedFridge: '',
  deletedMeal: '',
  deletedFavorite: '',
  myRecipe: '',
  deletedMyRecipe: '',
  shop: '',
  person: '',
  invitation: '',
  notification: '',
  conversation: '',
  checkout: '',
};
let invitationToken = '';
let a: Party;
let b: Party;
let aUsers: string[] = [];
let baseline = '';
let secrets: string[] = [];

const request = (
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.request(path, {
    method,
    headers: {
      Origin: TEST_BASE_URL,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function created(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

/** Every row household A (its two accounts) owns, in a stable order, as text. */
async function snapshotOfA(): Promise<string> {
  const hh = a.householdId;
  const conversations = await t.db
    .select()
    .from(assistantConversations)
    .where(inArray(assistantConversations.userId, aUsers))
    .orderBy(asc(assistantConversations.id));
  const parts = await Promise.all([
    t.db.select().from(households).where(eq(households.id, hh)),
    t.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.householdId, hh))
      .orderBy(asc(householdMembers.userId)),
    t.db
      .select()
      .from(householdInvitations)
      .where(eq(householdInvitations.householdId, hh))
      .orderBy(asc(householdInvitations.id)),
    t.db
      .select()
      .from(householdPeople)
      .where(eq(householdPeople.householdId, hh))
      .orderBy(asc(householdPeople.id)),
    t.db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.householdId, hh))
      .orderBy(asc(shoppingItems.id)),
    t.db
      .select()
      .from(plannedMeals)
      .where(eq(plannedMeals.householdId, hh))
      .orderBy(asc(plannedMeals.id)),
    t.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.householdId, hh))
      .orderBy(asc(inventoryItems.id)),
    t.db
      .select()
      .from(presenceRules)
      .where(eq(presenceRules.householdId, hh))
      .orderBy(asc(presenceRules.id)),
    t.db
      .select()
      .from(mealRituals)
      .where(eq(mealRituals.householdId, hh))
      .orderBy(asc(mealRituals.id)),
    t.db.select().from(weekSettings).where(eq(weekSettings.householdId, hh)),
    t.db
      .select()
      .from(householdRecipes)
      .where(eq(householdRecipes.householdId, hh))
      .orderBy(asc(householdRecipes.id)),
    t.db
      .select()
      .from(householdShops)
      .where(eq(householdShops.householdId, hh))
      .orderBy(asc(householdShops.id)),
    t.db
      .select()
      .from(deletedItemIds)
      .where(eq(deletedItemIds.householdId, hh))
      .orderBy(asc(deletedItemIds.id)),
    t.db
      .select()
      .from(restorableRows)
      .where(or(eq(restorableRows.householdId, hh), inArray(restorableRows.userId, aUsers)))
      .orderBy(asc(restorableRows.id)),
    t.db.select().from(users).where(inArray(users.id, aUsers)).orderBy(asc(users.id)),
    t.db.select().from(profiles).where(inArray(profiles.id, aUsers)).orderBy(asc(profiles.id)),
    t.db.select().from(accounts).where(inArray(accounts.userId, aUsers)).orderBy(asc(accounts.id)),
    t.db.select().from(sessions).where(inArray(sessions.userId, aUsers)).orderBy(asc(sessions.id)),
    t.db
      .select()
      .from(userPreferences)
      .where(inArray(userPreferences.userId, aUsers))
      .orderBy(asc(userPreferences.userId)),
    t.db
      .select()
      .from(userSubscriptions)
      .where(inArray(userSubscriptions.userId, aUsers))
      .orderBy(asc(userSubscriptions.id)),
    t.db
      .select()
      .from(favoriteRecipes)
      .where(inArray(favoriteRecipes.userId, aUsers))
      .orderBy(asc(favoriteRecipes.id)),
    t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, aUsers))
      .orderBy(asc(notifications.id)),
    t.db
      .select()
      .from(calendarFeeds)
      .where(inArray(calendarFeeds.userId, aUsers))
      .orderBy(asc(calendarFeeds.userId)),
    t.db
      .select()
      .from(sandboxCheckouts)
      .where(inArray(sandboxCheckouts.userId, aUsers))
      .orderBy(asc(sandboxCheckouts.id)),
    t.db
      .select()
      .from(suggestionHistory)
      .where(inArray(suggestionHistory.userId, aUsers))
      .orderBy(asc(suggestionHistory.id)),
    conversations.length === 0
      ? Promise.resolve([])
      : t.db
          .select()
          .from(assistantMessages)
          .where(
            inArray(
              assistantMessages.conversationId,
              conversations.map((row) => row.id),
            ),
          )
          .orderBy(asc(assistantMessages.id)),
  ]);
  return JSON.stringify([conversations, ...parts]);
}

/** Mails to A's addresses: only the password-reset case may add one. */
async function mailsToA(): Promise<number> {
  const rows = await t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(or(...[a.email, memberEmail].map((email) => eq(mailOutbox.toAddress, email))));
  return rows.length;
}
let memberEmail = '';

async function seedHouseholdA() {
  const albane = await subscribedUser(t.app, t.db, { firstName: 'Albane', password: A_PASSWORD });
  a = {
    cookie: albane.cookie,
    id: albane.id,
    email: albane.user.email.toLowerCase(),
    householdId: albane.householdId,
  };
  const send = (method: string, path: string, body?: unknown) =>
    request(a.cookie, method, path, body ?? {});

  // A member who joined through an invitation, and an invitation still pending.
  const member = await signUp(t.app, newUser({ firstName: 'Marius' }));
  memberEmail = member.user.email.toLowerCase();
  const tokenFor = async (email: string) => {
    await created(await send('POST', '/api/household/invitations', { email }));
    const link = (await latestMail(t.db, email)).links.find((url) => url.includes('/invitation?'));
    return new URL(link!).searchParams.get('token')!;
  };
  const memberToken = await tokenFor(memberEmail);
  await created(
    await request(member.cookie, 'POST', '/api/household/invitations/accept', {
      token: memberToken,
    }),
  );
  const [memberRow] = await t.db.select().from(users).where(eq(users.email, memberEmail));
  ids.member = memberRow!.id;
  // Joining gave the member the household's preferences (never the questionnaire).
  const pendingEmail = `invite.${Date.now()}@example.com`;
  invitationToken = await tokenFor(pendingEmail);
  const [pending] = await t.db
    .select()
    .from(householdInvitations)
    .where(eq(householdInvitations.email, pendingEmail));
  ids.invitation = pending!.id;

  ids.shopping = (
    await created(await send('POST', '/api/shopping-items', { name: `Truffe ${MARK}` }))
  ).items[0].id;
  ids.shoppingChecked = (
    await created(await send('POST', '/api/shopping-items', { name: `Safran ${MARK}` }))
  ).items[0].id;
  await created(
    await send('PATCH', `/api/shopping-items/${ids.shoppingChecked}`, { checked: true }),
  );
  ids.recipeItem = (
    await created(
      await send('POST', '/api/shopping-items', {
        recipeId: 'gratin-albane',
        recipeTitle: `Gratin ${MARK}`,
        lines: ['500 g de pommes de terre', `20 cl de crème ${MARK}`],
      }),
    )
  ).items[0].id;

  ids.fridge = (
    await created(
      await send('POST', '/api/inventory-items', {
        name: `Caviar ${MARK}`,
        quantity: 2,
        expirationDate: '2030-01-01',
      }),
    )
  ).id;
  await created(
    await send('POST', '/api/inventory-items', { name: 'Lait', quantity: 2, unit: 'l' }),
  );
  // Leftovers of A's: B's « Planifier ma semaine » never proposes them.
  ids.leftovers = (
    await created(
      await send('POST', '/api/inventory-items', {
        name: `Restes : Lasagnes ${MARK}`,
        quantity: 2,
        category: 'Autre',
        expirationDate: '2030-03-16',
      }),
    )
  ).id;
  const meal = (recipeTitle: string) => ({
    recipeTitle,
    date: '2030-03-14',
    time: '19:30',
    servings: 4,
    type: 'plat',
    recipeId: 'gratin-albane',
    recipe: {
      servings: 4,
      description: `Un gratin ${MARK}`,
      ingredients: ['1 l de lait', `200 g de gruyère ${MARK}`],
      instructions: [`Cuire ${MARK}`],
    },
  });
  ids.meal = (await created(await send('POST', '/api/planned-meals', meal(`Gratin ${MARK}`)))).id;
  ids.cookedMeal = (
    await created(await send('POST', '/api/planned-meals', meal(`Soupe ${MARK}`)))
  ).id;
  await created(await send('POST', `/api/planned-meals/${ids.cookedMeal}/cooked`));
  // A « Batch cooking » session of A's on the meal's day (decision 0036).
  await created(
    await send('PUT', '/api/planned-meals/batch-sessions/2030-03-14', { mealIds: [ids.meal] }),
  );

  ids.favorite = (
    await created(
      await send('POST', '/api/favorites', {
        recipeId: 'tarte-albane',
        recipeTitle: `Tarte ${MARK}`,
        ingredients: [`Pâte ${MARK}`],
        instructions: ['Cuire'],
        type: 'dessert',
      }),
    )
  ).id;
  // Rows A deleted, kept for « Annuler »: B may not bring them back (decision 0027).
  ids.deletedShopping = (
    await created(await send('POST', '/api/shopping-items', { name: `Vanille ${MARK}` }))
  ).items[0].id;
  await created(await send('DELETE', `/api/shopping-items/${ids.deletedShopping}`));
  ids.deletedFridge = (
    await created(await send('POST', '/api/inventory-items', { name: `Foie gras ${MARK}` }))
  ).id;
  await created(await send('DELETE', `/api/inventory-items/${ids.deletedFridge}`));
  ids.deletedMeal = (
    await created(await send('POST', '/api/planned-meals', meal(`Blanquette ${MARK}`)))
  ).id;
  await created(await send('DELETE', `/api/planned-meals/${ids.deletedMeal}`));
  ids.deletedFavorite = (
    await created(
      await send('POST', '/api/favorites', {
        recipeId: 'clafoutis-albane',
        recipeTitle: `Clafoutis ${MARK}`,
        ingredients: [`Cerises ${MARK}`],
        instructions: ['Cuire'],
        type: 'dessert',
      }),
    )
  ).id;
  await created(await send('DELETE', `/api/favorites/${ids.deletedFavorite}`));
  const myRecipe = (title: string) => ({
    title,
    dishType: 'plat',
    servings: 4,
    ingredients: [{ text: `200 g de lardons ${MARK}` }],
    steps: [`Cuire ${MARK}`],
    notes: MARK,
  });
  ids.myRecipe = (
    await created(await send('POST', '/api/my-recipes', myRecipe(`Quiche ${MARK}`)))
  ).id;
  // Its photo, which B must neither see, replace nor remove.
  const photo = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#c8553d' },
  })
    .png()
    .toBuffer();
  await created(
    await t.app.request(`/api/my-recipes/${ids.myRecipe}/photo`, {
      method: 'PUT',
      headers: { Origin: TEST_BASE_URL, Cookie: a.cookie, 'Content-Type': 'image/png' },
      body: new Uint8Array(photo),
    }),
  );
  ids.deletedMyRecipe = (
    await created(await send('POST', '/api/my-recipes', myRecipe(`Tarte ${MARK}`)))
  ).id;
  await created(await send('DELETE', `/api/my-recipes/${ids.deletedMyRecipe}`));
  ids.person = (
    await created(
      await send('POST', '/api/household/people', {
        firstName: 'Capucine',
        avoidedFoods: [`chou ${MARK}`],
      }),
    )
  ).id;
  // « Qui est là ? »: Capucine away on Monday lunches, A's Friday ritual.
  await created(
    await send('PUT', '/api/planned-meals/week-settings', {
      patterns: [{ personId: ids.person, weekday: 1, moment: 'lunch', present: false }],
      changes: [],
      rituals: [{ weekday: 5, moment: 'dinner', text: `Pizza ${MARK}`, kind: 'dish' }],
      cookingMinutes: [30, 30, 30, 30, 30, 60, 90],
    }),
  );
  ids.shop = (await created(await send('POST', '/api/shops', { name: `Marché ${MARK}` }))).shop.id;
  await created(
    await send('POST', '/api/shopping-items/shop', { ids: [ids.shopping], shopId: ids.shop }),
  );
  await created(await send('POST', '/api/calendar'));
  // A suggestion shown to A (its history keeps « Régénérer » from repeating it).
  await created(await send('POST', '/api/recipes/suggestions', { type: 'dessert' }));
  const conversation = await created(await send('POST', '/api/assistant/conversations'));
  ids.conversation = conversation.id;
  const asked = await send('POST', `/api/assistant/conversations/${ids.conversation}/messages`, {
    content: `Une idée de dessert ${MARK} ?`,
  });
  expect(asked.status).toBe(200);
  await asked.text();

  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: a.id, title: `Alerte ${MARK}`, message: `Lait ${MARK}` })
    .returning();
  ids.notification = notification!.id;
  const [checkout] = await t.db
    .insert(sandboxCheckouts)
    .values({ userId: a.id, email: a.email })
    .returning();
  ids.checkout = checkout!.id;
  aUsers = [a.id, ids.member];
}

async function seedHouseholdB() {
  const bruno = await subscribedUser(t.app, t.db, { firstName: 'Bruno' });
  b = {
    cookie: bruno.cookie,
    id: bruno.id,
    email: bruno.user.email.toLowerCase(),
    householdId: bruno.householdId,
  };
  await created(await request(b.cookie, 'POST', '/api/shopping-items', { name: 'Pain' }));
}

let dataDir: string;
beforeAll(async () => {
  // The recipes' photos go to a folder of the test's own.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'popote-cross-account-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedHouseholdA();
  await seedHouseholdB();
  baseline = await snapshotOfA();
  // Every id of A's rows, A's household, its addresses and the mark: none may reach B.
  secrets = [
    ...new Set([
      ...(baseline.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []),
      a.email,
      memberEmail,
      MARK,
      'Albane',
      'Marius',
      'Capucine',
    ]),
  ];
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(requestLimits);
});

interface Attempt {
  method: string;
  path: string;
  body?: unknown;
  /** A form post (the sandbox pages), instead of JSON. */
  form?: Record<string, string>;
  /** Whose session: B's by default; '' for none. */
  cookie?: string;
  headers?: Record<string, string>;
  status: number | number[];
}

interface Case {
  attempts: () => Attempt[] | Promise<Attempt[]>;
  /** More checks once the attempts are made (A's rows are compared for every case). */
  then?: (responses: Response[]) => Promise<void>;
}

const extra = () => ({ householdId: a.householdId, userId: a.id, addedBy: a.id });

/** A meal of B's own, planned for the attempt that needs one. */
async function bMeal(): Promise<string> {
  const response = await request(b.cookie, 'POST', '/api/planned-meals', {
    recipeTitle: 'Omelette',
    date: '2030-03-20',
    time: '12:00',
    servings: 1,
  });
  return ((await created(response)) as { id: string }).id;
}

/** One entry per route of the router: what B tries on A's rows there. */
const CASES: Record<string, Case> = {
  'POST /api/auth/sign-up/email': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/auth/sign-up/email',
        cookie: '',
        body: { email: a.email, password: 'mot-de-passe', firstName: 'B', lastName: 'B' },
        status: 422,
      },
    ],
  },
  'POST /api/auth/sign-in/email': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        cookie: '',
        body: { email: a.email, password: 'mot-de-passe' },
        status: 401,
      },
    ],
  },
  'POST /api/auth/sign-out': {
    attempts: () => [{ method: 'POST', path: '/api/auth/sign-out', body: {}, status: 200 }],
    then: async () => {
      // Only B's sessions ended: A is still signed in.
      expect((await me(t.app, a.cookie)).status).toBe(200);
      expect((await me(t.app, b.cookie)).status).toBe(401);
      const again = await signIn(t.app, { email: b.email, password: 'mot-de-passe' });
      expect(again.response.status).toBe(200);
      b.cookie = again.cookie;
    },
  },
  'POST /api/auth/password-reset': {
    // Anyone may ask a reset link for an address (it goes to that address): A's password and
    // sessions stay as they were.
    attempts: () => [
      {
        method: 'POST',
        path: '/api/auth/password-reset',
        body: { email: a.email },
        status: 200,
      },
    ],
  },
  'POST /api/auth/reset-password': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        body: { token: 'jeton-invente-pour-albane', newPassword: 'pris-par-bruno' },
        status: 400,
      },
    ],
  },
  'POST /api/auth/send-verification-email': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/auth/send-verification-email',
        body: { email: a.email },
        status: 200,
      },
    ],
  },
  'GET /api/auth/verify-email': {
    attempts: () => [
      { method: 'GET', path: '/api/auth/verify-email?token=jeton-invente', status: 302 },
    ],
  },
  'GET /api/auth/*': {
    attempts: () => [
      { method: 'GET', path: `/api/auth/get-session?userId=${a.id}`, status: 200 },
      { method: 'GET', path: '/api/auth/list-sessions', status: 404 },
    ],
    then: async ([session]) => {
      expect((await session!.json()).user.id).toBe(b.id);
    },
  },
  'POST /api/auth/*': {
    attempts: () => [
      { method: 'POST', path: '/api/auth/revoke-sessions', body: { userId: a.id }, status: 404 },
      {
        method: 'POST',
        path: '/api/auth/update-user',
        body: { userId: a.id, name: 'Bruno' },
        status: 404,
      },
      { method: 'POST', path: '/api/auth/get-session', body: { userId: a.id }, status: 405 },
    ],
  },
  'GET /api/me': {
    attempts: () => [{ method: 'GET', path: `/api/me?userId=${a.id}`, status: 200 }],
  },
  'GET /api/preferences': {
    attempts: () => [{ method: 'GET', path: `/api/preferences?userId=${a.id}`, status: 200 }],
  },
  'PUT /api/preferences': {
    attempts: () => [
      {
        method: 'PUT',
        path: `/api/preferences?userId=${a.id}`,
        body: {
          ...extra(),
          adults: 2,
          children: 0,
          dietaryRestrictions: ['vegetarian'],
          preferredFoods: [],
          avoidedFoods: [],
          shoppingFrequency: 'weekly',
        },
        status: 200,
      },
    ],
  },
  'PATCH /api/preferences': {
    attempts: () => [
      { method: 'PATCH', path: '/api/preferences', body: { ...extra(), servings: 7 }, status: 200 },
    ],
  },
  'POST /api/billing/webhooks/stripe': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/billing/webhooks/stripe',
        cookie: '',
        headers: { 'stripe-signature': 't=1,v1=forged' },
        body: {
          id: 'evt_forged',
          type: 'customer.subscription.deleted',
          data: { object: { metadata: { userId: a.id } } },
        },
        status: [400, 404],
      },
    ],
  },
  'POST /api/billing/checkout': {
    attempts: () => [{ method: 'POST', path: '/api/billing/checkout', body: extra(), status: 409 }],
  },
  'POST /api/billing/confirm': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/billing/confirm',
        body: { sessionId: ids.checkout },
        status: 404,
      },
    ],
  },
  'POST /api/billing/portal': {
    attempts: () => [{ method: 'POST', path: '/api/billing/portal', body: extra(), status: 200 }],
  },
  'GET /api/stats': {
    attempts: () => [
      { method: 'GET', path: `/api/stats?householdId=${a.householdId}`, status: 200 },
    ],
    then: async ([stats]) => {
      expect((await stats!.json()).favorites).toBe(0);
    },
  },
  'GET /api/home': {
    attempts: () => [
      { method: 'GET', path: `/api/home?householdId=${a.householdId}`, status: 200 },
    ],
    then: async ([home]) => {
      // B's own home: none of A's meals, fridge items or first steps.
      expect(JSON.stringify(await home!.json())).not.toContain(MARK);
    },
  },
  'GET /api/notifications': {
    attempts: () => [{ method: 'GET', path: `/api/notifications?userId=${a.id}`, status: 200 }],
  },
  'POST /api/notifications/read-all': {
    attempts: () => [
      { method: 'POST', path: '/api/notifications/read-all', body: extra(), status: 200 },
    ],
  },
  'POST /api/notifications/:id/read': {
    attempts: () => [
      { method: 'POST', path: `/api/notifications/${ids.notification}/read`, status: 404 },
    ],
  },
  'GET /api/profile': {
    attempts: () => [{ method: 'GET', path: `/api/profile?userId=${a.id}`, status: 200 }],
  },
  'PATCH /api/profile': {
    attempts: () => [
      {
        method: 'PATCH',
        path: '/api/profile',
        body: { ...extra(), id: a.id, email: a.email, firstName: 'Bruno' },
        status: 200,
      },
    ],
  },
  'GET /api/account/email/confirm': {
    attempts: () => [
      { method: 'GET', path: '/api/account/email/confirm?token=jeton-invente', status: 302 },
    ],
  },
  'POST /api/account/email': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/account/email',
        body: { newEmail: a.email, currentPassword: 'mot-de-passe' },
        status: 422,
      },
    ],
  },
  'GET /api/account/export': {
    attempts: () => [{ method: 'GET', path: `/api/account/export?userId=${a.id}`, status: 200 }],
  },
  'DELETE /api/account': {
    attempts: () => [
      {
        method: 'DELETE',
        path: '/api/account',
        body: { ...extra(), password: A_PASSWORD },
        status: 400,
      },
    ],
  },
  'POST /api/planned-meals/shopping-preview': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/planned-meals/shopping-preview',
        body: { ...extra(), from: '2030-03-01', to: '2030-03-31' },
        status: 200,
      },
    ],
    then: async ([preview]) => {
      expect((await preview!.json()).mealCount).toBe(0);
    },
  },
  'POST /api/planned-meals/week-proposal': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/planned-meals/week-proposal',
        body: { ...extra(), slots: [{ date: '2030-03-15', time: '19:00' }] },
        status: 200,
      },
      {
        // A's leftovers named to be left out: B's proposal knows nothing of them either way.
        method: 'POST',
        path: '/api/planned-meals/week-proposal',
        body: { slots: [{ date: '2030-03-15', time: '19:00' }], skipLeftovers: [ids.leftovers] },
        status: 200,
      },
      {
        // A's member and person as eaters: refused as strangers to B's table.
        method: 'POST',
        path: '/api/planned-meals/week-proposal',
        body: { slots: [{ date: '2030-03-15', time: '19:00' }], eaters: [ids.member, ids.person] },
        status: 400,
      },
    ],
    then: async ([first, second]) => {
      for (const answer of [first!, second!]) {
        const { meals } = (await answer.json()) as { meals: { kind: string }[] };
        expect(meals.map((meal) => meal.kind)).toEqual(['recipe']);
      }
    },
  },
  'POST /api/planned-meals/batch': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/planned-meals/batch',
        body: {
          ...extra(),
          meals: [
            {
              ...extra(),
              id: ids.meal,
              recipeTitle: 'Omelette',
              date: '2030-03-15',
              time: '12:00',
              servings: 2,
            },
          ],
        },
        status: 201,
      },
    ],
  },
  'GET /api/planned-meals/week-settings': {
    // B reads its own week (empty), never A's rituals or people.
    attempts: () => [
      {
        method: 'GET',
        path: `/api/planned-meals/week-settings?householdId=${a.householdId}`,
        status: 200,
      },
    ],
  },
  'PUT /api/planned-meals/week-settings': {
    // A's person in B's week: refused as a stranger to B's household.
    attempts: () => [
      {
        method: 'PUT',
        path: '/api/planned-meals/week-settings',
        body: {
          patterns: [{ personId: ids.person, weekday: 2, moment: 'dinner', present: false }],
          changes: [],
          rituals: [],
          cookingMinutes: [30, 30, 30, 30, 30, 60, 90],
        },
        status: 400,
      },
      {
        method: 'PUT',
        path: `/api/planned-meals/week-settings?householdId=${a.householdId}`,
        body: {
          patterns: [],
          changes: [{ personId: a.id, date: '2026-12-01', moment: 'lunch', present: false }],
          rituals: [],
          cookingMinutes: [30, 30, 30, 30, 30, 60, 90],
        },
        status: 400,
      },
    ],
  },
  'GET /api/planned-meals': {
    attempts: () => [
      { method: 'GET', path: `/api/planned-meals?householdId=${a.householdId}`, status: 200 },
    ],
  },
  'POST /api/planned-meals': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/planned-meals',
        body: {
          ...extra(),
          id: ids.meal,
          recipeTitle: 'Omelette',
          date: '2030-03-14',
          time: '12:00',
          servings: 2,
        },
        status: 201,
      },
      // A's people are not B's to plan for.
      ...[ids.person, a.id].map((id) => ({
        method: 'POST',
        path: '/api/planned-meals',
        body: {
          recipeTitle: 'Omelette',
          date: '2030-03-16',
          time: '12:00',
          servings: 1,
          eaters: [id],
        },
        status: 400,
      })),
    ],
  },
  'PATCH /api/planned-meals/:id': {
    attempts: async () => [
      {
        method: 'PATCH',
        path: `/api/planned-meals/${ids.meal}`,
        body: { servings: 9 },
        status: 404,
      },
      {
        method: 'PATCH',
        path: `/api/planned-meals/${ids.meal}`,
        body: { date: '2030-01-02', time: '12:00' },
        status: 404,
      },
      {
        // « Qui mange ? » on A's meal: out of reach.
        method: 'PATCH',
        path: `/api/planned-meals/${ids.meal}`,
        body: { eaters: [b.id] },
        status: 404,
      },
      {
        // A's member and person as the eaters of B's own meal: strangers to B's table.
        method: 'PATCH',
        path: `/api/planned-meals/${await bMeal()}`,
        body: { eaters: [ids.member, ids.person] },
        status: 400,
      },
    ],
  },
  'POST /api/planned-meals/:id/cooked': {
    attempts: () => [
      { method: 'POST', path: `/api/planned-meals/${ids.meal}/cooked`, body: {}, status: 404 },
    ],
  },
  'POST /api/planned-meals/:id/leftovers': {
    attempts: () => [
      {
        method: 'POST',
        path: `/api/planned-meals/${ids.meal}/leftovers`,
        body: { date: '2030-03-16', time: '12:00', portions: 2 },
        status: 404,
      },
    ],
  },
  'GET /api/planned-meals/batch-sessions/:date/shopping-preview': {
    // The same day as A's session: B sees its own (empty) session, never A's dishes.
    attempts: () => [
      {
        method: 'GET',
        path: `/api/planned-meals/batch-sessions/2030-03-14/shopping-preview?householdId=${a.householdId}`,
        status: 200,
      },
    ],
    then: async ([preview]) => {
      expect(await preview!.json()).toMatchObject({ mealCount: 0, lines: [] });
    },
  },
  'PUT /api/planned-meals/batch-sessions/:date': {
    attempts: () => [
      {
        // A's meals in B's session: not found.
        method: 'PUT',
        path: '/api/planned-meals/batch-sessions/2030-03-14',
        body: { mealIds: [ids.meal, ids.cookedMeal] },
        status: 404,
      },
      {
        // B ends its own session of that day: A's stays.
        method: 'PUT',
        path: '/api/planned-meals/batch-sessions/2030-03-14',
        body: { ...extra(), mealIds: [] },
        status: 200,
      },
    ],
  },
  'POST /api/planned-meals/batch-sessions/:date/cooked': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/planned-meals/batch-sessions/2030-03-14/cooked',
        body: {},
        status: 404,
      },
    ],
  },
  'POST /api/planned-meals/batch-sessions/:date/uncooked': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/planned-meals/batch-sessions/2030-03-14/uncooked',
        body: {},
        status: 409,
      },
    ],
  },
  'POST /api/planned-meals/:id/uncooked': {
    attempts: () => [
      {
        method: 'POST',
        path: `/api/planned-meals/${ids.cookedMeal}/uncooked`,
        body: {},
        status: 404,
      },
    ],
  },
  'DELETE /api/planned-meals/:id': {
    attempts: () => [{ method: 'DELETE', path: `/api/planned-meals/${ids.meal}`, status: 404 }],
  },
  'GET /api/favorites': {
    attempts: () => [{ method: 'GET', path: `/api/favorites?userId=${a.id}`, status: 200 }],
  },
  'POST /api/favorites': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/favorites',
        body: {
          ...extra(),
          id: ids.favorite,
          recipeId: 'tarte-albane',
          recipeTitle: 'Tarte de Bruno',
          ingredients: [],
          instructions: [],
          type: 'dessert',
        },
        status: 201,
      },
    ],
  },
  'GET /api/favorites/by-recipe/:recipeId': {
    attempts: () => [
      { method: 'GET', path: '/api/favorites/by-recipe/gratin-albane', status: 200 },
    ],
    then: async ([found]) => {
      expect((await found!.json()).favorite).toBeNull();
    },
  },
  'DELETE /api/favorites/by-recipe/:recipeId': {
    attempts: () => [
      { method: 'DELETE', path: '/api/favorites/by-recipe/gratin-albane', status: 404 },
    ],
  },
  'DELETE /api/favorites/:id': {
    attempts: () => [{ method: 'DELETE', path: `/api/favorites/${ids.favorite}`, status: 404 }],
  },
  'GET /api/my-recipes': {
    attempts: () => [
      { method: 'GET', path: `/api/my-recipes?householdId=${a.householdId}`, status: 200 },
    ],
    then: async ([found]) => {
      expect((await found!.json()).items).toEqual([]);
    },
  },
  'GET /api/my-recipes/export': {
    attempts: () => [
      { method: 'GET', path: `/api/my-recipes/export?householdId=${a.householdId}`, status: 200 },
    ],
    then: async ([found]) => {
      const file = (await found!.json()) as { name: string }[];
      expect(Array.isArray(file)).toBe(true);
      expect(file.filter((recipe) => recipe.name.includes(MARK))).toEqual([]);
    },
  },
  'POST /api/my-recipes/import/file': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/my-recipes/import/file',
        body: {
          ...extra(),
          '@type': 'Recipe',
          '@id': ids.myRecipe,
          name: 'Soupe de Bruno',
          recipeIngredient: ['1 poireau'],
        },
        status: 200,
      },
    ],
    then: async ([found]) => {
      expect(await found!.json()).toEqual({ created: 1, skipped: 0, photosSkipped: 0 });
      const rows = await t.db
        .select({ householdId: householdRecipes.householdId })
        .from(householdRecipes)
        .where(eq(householdRecipes.title, 'Soupe de Bruno'));
      expect(rows).toEqual([{ householdId: b.householdId }]);
    },
  },
  'GET /api/my-recipes/:id': {
    attempts: () => [{ method: 'GET', path: `/api/my-recipes/${ids.myRecipe}`, status: 404 }],
  },
  'POST /api/my-recipes': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/my-recipes',
        body: {
          ...extra(),
          id: ids.myRecipe,
          createdBy: a.id,
          title: 'Quiche de Bruno',
          dishType: 'plat',
          servings: 2,
          ingredients: [],
          steps: [],
        },
        status: 201,
      },
    ],
  },
  'POST /api/my-recipes/from-recipe': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/my-recipes/from-recipe',
        body: {
          ...extra(),
          id: ids.myRecipe,
          title: 'Gratin de Bruno',
          servings: 2,
          ingredients: [],
          instructions: [],
          type: 'plat',
        },
        status: 201,
      },
    ],
  },
  'PUT /api/my-recipes/:id': {
    attempts: () => [
      {
        method: 'PUT',
        path: `/api/my-recipes/${ids.myRecipe}`,
        body: { title: 'Volée', dishType: 'plat', servings: 2, ingredients: [], steps: [] },
        status: 404,
      },
    ],
  },
  'POST /api/my-recipes/:id/duplicate': {
    attempts: () => [
      { method: 'POST', path: `/api/my-recipes/${ids.myRecipe}/duplicate`, body: {}, status: 404 },
    ],
  },
  'GET /api/my-recipes/:id/photo': {
    attempts: () => [{ method: 'GET', path: `/api/my-recipes/${ids.myRecipe}/photo`, status: 404 }],
  },
  'PUT /api/my-recipes/:id/photo': {
    attempts: async () => [
      {
        method: 'PUT',
        path: `/api/my-recipes/${ids.myRecipe}/photo`,
        headers: { 'Content-Type': 'image/png' },
        status: 404,
      },
    ],
    then: async () => {
      // A's photo is still A's, served to A.
      const mine = await request(a.cookie, 'GET', `/api/my-recipes/${ids.myRecipe}/photo`);
      expect(mine.status).toBe(200);
    },
  },
  'DELETE /api/my-recipes/:id/photo': {
    attempts: () => [
      { method: 'DELETE', path: `/api/my-recipes/${ids.myRecipe}/photo`, status: 404 },
    ],
  },
  'DELETE /api/my-recipes/:id': {
    attempts: () => [{ method: 'DELETE', path: `/api/my-recipes/${ids.myRecipe}`, status: 404 }],
  },
  'POST /api/my-recipes/restore': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/my-recipes/restore',
        body: { ids: [ids.deletedMyRecipe], householdId: a.householdId },
        status: 404,
      },
    ],
  },
  'GET /api/inventory-items': {
    attempts: () => [
      { method: 'GET', path: `/api/inventory-items?householdId=${a.householdId}`, status: 200 },
    ],
  },
  'POST /api/inventory-items': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/inventory-items',
        body: { ...extra(), name: 'Beurre', quantity: 1 },
        status: 201,
      },
      {
        // An id chosen on the device (offline adds) that is A's item: refused, A's untouched.
        method: 'POST',
        path: '/api/inventory-items',
        body: { ...extra(), id: ids.fridge, name: 'Lait', quantity: 1 },
        status: 409,
      },
    ],
  },
  'PATCH /api/inventory-items/:id': {
    attempts: () => [
      {
        method: 'PATCH',
        path: `/api/inventory-items/${ids.fridge}`,
        body: { quantity: 1 },
        status: 404,
      },
      {
        method: 'PATCH',
        path: `/api/inventory-items/${ids.fridge}`,
        body: { expirationDate: null },
        status: 404,
      },
      {
        method: 'PATCH',
        path: `/api/inventory-items/${ids.fridge}`,
        body: { name: 'Volé', unit: 'kg', category: 'Épicerie' },
        status: 404,
      },
    ],
  },
  'DELETE /api/inventory-items/:id': {
    attempts: () => [{ method: 'DELETE', path: `/api/inventory-items/${ids.fridge}`, status: 404 }],
  },
  'GET /api/shopping-items': {
    attempts: () => [
      { method: 'GET', path: `/api/shopping-items?householdId=${a.householdId}`, status: 200 },
    ],
  },
  'POST /api/shopping-items': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/shopping-items',
        body: { ...extra(), name: 'Beurre' },
        status: 201,
      },
      {
        // An id chosen on the device (offline adds) that is A's item: refused, A's untouched.
        method: 'POST',
        path: '/api/shopping-items',
        body: { ...extra(), id: ids.shopping, name: 'Farine' },
        status: 409,
      },
      {
        method: 'POST',
        path: '/api/shopping-items',
        // A's recipe id on B's list is B's own row: no clash with A's, A's untouched.
        body: { ...extra(), recipeId: 'gratin-albane', recipeTitle: 'Gratin', lines: ['1 oignon'] },
        status: 201,
      },
      {
        // The plan's lines for A's meal (decision 0022): not found, nothing written.
        method: 'POST',
        path: '/api/shopping-items',
        body: {
          ...extra(),
          source: 'plan',
          recipeId: 'plan:2026-11-23:2026-11-29',
          recipeTitle: 'Semaine',
          items: [{ name: 'Lait', quantity: '1', unit: 'l', plannedMealIds: [ids.meal] }],
        },
        status: 404,
      },
    ],
  },
  'POST /api/shopping-items/check': {
    attempts: async () => {
      const own = (await (await request(b.cookie, 'GET', '/api/shopping-items')).json()).items[0]
        .id as string;
      return [
        {
          method: 'POST',
          path: '/api/shopping-items/check',
          body: { ids: [ids.shopping], checked: true },
          status: 404,
        },
        {
          method: 'POST',
          path: '/api/shopping-items/check',
          body: { ids: [ids.shoppingChecked], checked: false },
          status: 404,
        },
        {
          method: 'POST',
          path: '/api/shopping-items/check',
          body: { ids: [own, ids.recipeItem], checked: true, toFridge: true },
          status: 404,
        },
        // B's own row, ticked « in » A's shop: A's shop learns nothing, B's row stays.
        {
          method: 'POST',
          path: '/api/shopping-items/check',
          body: { ids: [own], checked: true, inShop: ids.shop },
          status: 404,
        },
      ];
    },
    then: async () => {
      // All or none: B's own row was not checked either.
      const items = (await (await request(b.cookie, 'GET', '/api/shopping-items')).json()).items;
      expect(items.every((item: { checked: boolean }) => !item.checked)).toBe(true);
    },
  },
  'POST /api/shopping-items/shop': {
    attempts: async () => {
      const own = (await (await request(b.cookie, 'GET', '/api/shopping-items')).json()).items[0]
        .id as string;
      return [
        // A's row, for no shop or for B's own: not B's.
        {
          method: 'POST',
          path: '/api/shopping-items/shop',
          body: { ids: [ids.shopping], shopId: null },
          status: 404,
        },
        // B's row, for A's shop: not B's shop either.
        {
          method: 'POST',
          path: '/api/shopping-items/shop',
          body: { ids: [own], shopId: ids.shop },
          status: 404,
        },
      ];
    },
  },
  'GET /api/shops': {
    attempts: () => [
      { method: 'GET', path: `/api/shops?householdId=${a.householdId}`, status: 200 },
    ],
    then: async ([shops]) => {
      expect((await shops!.json()).items).toEqual([]);
    },
  },
  'POST /api/shops': {
    attempts: () => [
      // Into B's own household, whatever the body says.
      { method: 'POST', path: '/api/shops', body: { ...extra(), name: 'Coop' }, status: 201 },
    ],
  },
  'PATCH /api/shops/:id': {
    attempts: () => [
      { method: 'PATCH', path: `/api/shops/${ids.shop}`, body: { name: 'Pris' }, status: 404 },
    ],
  },
  'DELETE /api/shops/:id': {
    attempts: () => [{ method: 'DELETE', path: `/api/shops/${ids.shop}`, status: 404 }],
  },
  'POST /api/shopping-items/to-fridge': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/shopping-items/to-fridge',
        body: { ...extra(), items: [{ name: 'Yaourts', quantity: '4', id: ids.shopping }] },
        status: 201,
      },
    ],
  },
  'PATCH /api/shopping-items/:id': {
    attempts: () => [
      {
        method: 'PATCH',
        path: `/api/shopping-items/${ids.shopping}`,
        body: { checked: true },
        status: 404,
      },
      {
        method: 'PATCH',
        path: `/api/shopping-items/${ids.recipeItem}`,
        body: { checked: true, toFridge: true },
        status: 404,
      },
      {
        method: 'PATCH',
        path: `/api/shopping-items/${ids.shopping}`,
        body: { aisle: 'Boissons' },
        status: [400, 404],
      },
    ],
  },
  'POST /api/shopping-items/store-checked': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/shopping-items/store-checked',
        body: { ids: [ids.shoppingChecked, ids.shopping], ...extra() },
        status: 200,
      },
    ],
    then: async ([stored]) => {
      expect(await stored!.json()).toEqual({ items: [], fridge: [] });
    },
  },
  'POST /api/shopping-items/delete-checked': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/shopping-items/delete-checked',
        body: { ids: [ids.shoppingChecked], householdId: a.householdId },
        status: 200,
      },
    ],
    then: async ([deleted]) => {
      expect(await deleted!.json()).toEqual({ deleted: 0, ids: [] });
    },
  },
  'POST /api/shopping-items/restore': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/shopping-items/restore',
        body: { ids: [ids.deletedShopping], householdId: a.householdId },
        status: 404,
      },
    ],
  },
  'POST /api/inventory-items/restore': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/inventory-items/restore',
        body: { ids: [ids.deletedFridge], householdId: a.householdId },
        status: 404,
      },
    ],
  },
  'POST /api/planned-meals/restore': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/planned-meals/restore',
        body: { ids: [ids.deletedMeal], householdId: a.householdId },
        status: 404,
      },
    ],
  },
  'POST /api/favorites/restore': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/favorites/restore',
        body: { ids: [ids.deletedFavorite], userId: a.id },
        status: 404,
      },
    ],
  },
  'DELETE /api/shopping-items/:id': {
    attempts: () => [
      { method: 'DELETE', path: `/api/shopping-items/${ids.shopping}`, status: 404 },
      { method: 'DELETE', path: `/api/shopping-items/${ids.shoppingChecked}`, status: 404 },
    ],
  },
  'POST /api/recipes/suggestions': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/recipes/suggestions',
        body: { type: 'plat', eaters: [ids.person] },
        status: 400,
      },
      {
        method: 'POST',
        path: '/api/recipes/suggestions',
        body: { type: 'plat', eaters: [a.id, ids.member] },
        status: 400,
      },
      {
        method: 'POST',
        path: '/api/recipes/suggestions',
        body: { ...extra(), type: 'plat', fridge: true, priority: [ids.fridge] },
        status: [200, 404, 422],
      },
    ],
  },
  'POST /api/my-recipes/import/link': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/my-recipes/import/link',
        body: { ...extra(), url: 'http://10.0.0.1/recette' },
        status: 422,
      },
    ],
    then: async () => {
      // Counted against B's household (the session's), never the one the body names.
      const keys = (await t.db.select({ key: requestLimits.key }).from(requestLimits)).map(
        (row) => row.key,
      );
      expect(keys).toContain(`recipe-import:${b.householdId}`);
      expect(keys).not.toContain(`recipe-import:${a.householdId}`);
    },
  },
  'POST /api/my-recipes/import/text': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/my-recipes/import/text',
        body: { ...extra(), text: 'Tarte\nIngrédients\n1 pâte\nÉtapes\nCuire 30 min.' },
        status: 200,
      },
    ],
  },
  'GET /api/assistant/conversations': {
    attempts: () => [
      { method: 'GET', path: `/api/assistant/conversations?userId=${a.id}`, status: 200 },
    ],
  },
  'POST /api/assistant/conversations': {
    attempts: () => [
      { method: 'POST', path: '/api/assistant/conversations', body: extra(), status: 201 },
    ],
  },
  'GET /api/assistant/conversations/:id': {
    attempts: () => [
      { method: 'GET', path: `/api/assistant/conversations/${ids.conversation}`, status: 404 },
    ],
  },
  'DELETE /api/assistant/conversations/:id': {
    attempts: () => [
      { method: 'DELETE', path: `/api/assistant/conversations/${ids.conversation}`, status: 404 },
    ],
  },
  'POST /api/assistant/conversations/:id/messages': {
    attempts: async () => {
      const own = await created(
        await request(b.cookie, 'POST', '/api/assistant/conversations', {}),
      );
      const ownId = own.id as string;
      return [
        {
          method: 'POST',
          path: `/api/assistant/conversations/${ids.conversation}/messages`,
          body: { content: 'Et avec ça ?' },
          status: 404,
        },
        {
          method: 'POST',
          path: `/api/assistant/conversations/${ownId}/messages`,
          body: { content: 'Un plat pour eux ?', eaters: [ids.person] },
          status: 400,
        },
      ];
    },
  },
  'GET /api/events': {
    attempts: () => [],
    then: async () => {
      const stream = await openEventStream(
        { request: (path, init) => t.app.request(`${path}?householdId=${a.householdId}`, init) },
        b.cookie,
      );
      try {
        await stream.waitFor('ready');
        // A writes (and takes it back: A's rows end as they were), then B writes.
        const added = await created(
          await request(a.cookie, 'POST', '/api/shopping-items', { name: 'Éphémère' }),
        );
        await created(
          await request(a.cookie, 'DELETE', `/api/shopping-items/${added.items[0].id}`),
        );
        // The delete is remembered for replays (decision 0013) and kept for « Annuler »
        // (decision 0027): forget both, A's own write.
        await t.db.delete(deletedItemIds).where(eq(deletedItemIds.id, added.items[0].id));
        await t.db.delete(restorableRows).where(eq(restorableRows.id, added.items[0].id));
        await created(await request(b.cookie, 'POST', '/api/shopping-items', { name: 'Sel' }));
        await stream.waitFor('change', 1, 3000);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Only B's own write reached B's stream (notifications arrive in commit order).
        expect(stream.named('change')).toHaveLength(1);
      } finally {
        await stream.close();
      }
    },
  },
  'GET /api/calendar/:file{[^/]+\\.ics}': {
    attempts: async () => {
      const { url } = await created(await request(b.cookie, 'POST', '/api/calendar', {}));
      await created(
        await request(b.cookie, 'POST', '/api/planned-meals', {
          recipeTitle: 'Risotto',
          date: '2030-03-14',
          time: '20:00',
          servings: 2,
        }),
      );
      return [
        { method: 'GET', path: new URL(url).pathname, cookie: '', status: 200 },
        { method: 'GET', path: `/api/calendar/${a.id}.ics`, cookie: '', status: 404 },
      ];
    },
    then: async ([feed]) => {
      expect(await feed!.clone().text()).toContain('Risotto');
    },
  },
  'GET /api/calendar': {
    attempts: () => [{ method: 'GET', path: `/api/calendar?userId=${a.id}`, status: 200 }],
  },
  'POST /api/calendar': {
    attempts: () => [{ method: 'POST', path: '/api/calendar', body: extra(), status: 201 }],
  },
  'DELETE /api/calendar': {
    attempts: () => [{ method: 'DELETE', path: '/api/calendar', body: extra(), status: 200 }],
  },
  'GET /api/household/eaters': {
    attempts: () => [
      { method: 'GET', path: `/api/household/eaters?householdId=${a.householdId}`, status: 200 },
    ],
  },
  'GET /api/household/people': {
    attempts: () => [
      { method: 'GET', path: `/api/household/people?householdId=${a.householdId}`, status: 200 },
    ],
  },
  'POST /api/household/people': {
    attempts: () => [
      {
        method: 'POST',
        path: '/api/household/people',
        body: { ...extra(), id: ids.person, firstName: 'Basile' },
        status: 201,
      },
    ],
  },
  'PATCH /api/household/people/:id': {
    attempts: () => [
      {
        method: 'PATCH',
        path: `/api/household/people/${ids.person}`,
        body: { firstName: 'Pris' },
        status: 404,
      },
    ],
  },
  'DELETE /api/household/people/:id': {
    attempts: () => [
      { method: 'DELETE', path: `/api/household/people/${ids.person}`, status: 404 },
    ],
  },
  'GET /api/household/restrictions': {
    attempts: () => [
      {
        method: 'GET',
        path: `/api/household/restrictions?householdId=${a.householdId}`,
        status: 200,
      },
    ],
    then: async ([response]) => {
      // B reads B's household: none of A's people.
      const body = (await response!.json()) as { people: { id: string }[] };
      expect(body.people.map((person) => person.id)).not.toContain(ids.person);
    },
  },
  'PUT /api/household/restrictions': {
    // A's people (with or without an account) are not B's to choose.
    attempts: () =>
      [ids.person, a.id, ids.member].map((id) => ({
        method: 'PUT',
        path: '/api/household/restrictions',
        body: { ...extra(), kind: 'restriction', value: 'eggFree', concerns: [id] },
        status: 400,
      })),
  },
  'GET /api/household/settings': {
    attempts: () => [
      { method: 'GET', path: `/api/household/settings?householdId=${a.householdId}`, status: 200 },
    ],
  },
  'PUT /api/household/settings': {
    // The household is the session's: A's id in the body is refused, in the query ignored (B's
    // own setting changes; A's row, in the snapshot, does not).
    attempts: () => [
      {
        method: 'PUT',
        path: '/api/household/settings',
        body: { ...extra(), childPortion: 1 },
        status: 400,
      },
      {
        method: 'PUT',
        path: `/api/household/settings?householdId=${a.householdId}`,
        body: { childPortion: 1 },
        status: 200,
      },
    ],
  },
  'GET /api/household/invitations/preview': {
    // The link's holder may preview it (that is what it is for); a made-up token shows nothing.
    attempts: () => [
      {
        method: 'GET',
        path: `/api/household/invitations/preview?token=${'x'.repeat(43)}&householdId=${a.householdId}`,
        status: 404,
      },
    ],
  },
  'POST /api/household/invitations/accept': {
    // The link mailed to someone else, in B's hands: refused, the invitation stays pending.
    attempts: () => [
      {
        method: 'POST',
        path: '/api/household/invitations/accept',
        body: { token: invitationToken },
        status: 403,
      },
    ],
  },
  'DELETE /api/household/members/:id': {
    attempts: () => [
      { method: 'DELETE', path: `/api/household/members/${ids.member}`, status: 404 },
      { method: 'DELETE', path: `/api/household/members/${a.id}`, status: 404 },
    ],
  },
  'GET /api/household': {
    attempts: () => [
      { method: 'GET', path: `/api/household?householdId=${a.householdId}`, status: 200 },
    ],
  },
  'POST /api/household/invitations': {
    // B may invite anyone into B's own household; it changes nothing of A's.
    attempts: () => [
      {
        method: 'POST',
        path: '/api/household/invitations',
        body: { ...extra(), email: `ami.${Date.now()}@example.com` },
        status: 201,
      },
    ],
  },
  'DELETE /api/household/invitations/:id': {
    attempts: () => [
      { method: 'DELETE', path: `/api/household/invitations/${ids.invitation}`, status: 404 },
    ],
  },
  'GET /sandbox/checkout/:id': {
    attempts: () => [{ method: 'GET', path: `/sandbox/checkout/${ids.checkout}`, status: 404 }],
  },
  'POST /sandbox/checkout/:id/pay': {
    attempts: () => [
      {
        method: 'POST',
        path: `/sandbox/checkout/${ids.checkout}/pay`,
        form: { promoCode: '' },
        status: 404,
      },
    ],
  },
  'POST /sandbox/checkout/:id/cancel': {
    attempts: () => [
      { method: 'POST', path: `/sandbox/checkout/${ids.checkout}/cancel`, form: {}, status: 303 },
    ],
  },
  'GET /sandbox/portal': {
    attempts: () => [{ method: 'GET', path: `/sandbox/portal?userId=${a.id}`, status: 200 }],
  },
  'POST /sandbox/portal/:action': {
    attempts: () => [
      { method: 'POST', path: '/sandbox/portal/resume', form: { userId: a.id }, status: 303 },
    ],
  },
};

/**
 * Routes without a case, and why: none of them reaches a household's rows by an id.
 * Development routes are not mounted in production (checked below).
 */
const EXEMPT: Record<string, string> = {
  'GET /api/health': 'public: status and version only',
  'GET /sandbox/checkout.js': 'public: the sandbox checkout’s script, the same for everyone',
  'GET /api/dev/mailbox': 'development only: the local outbox of every address',
  'POST /api/dev/jobs/expiry-alerts': 'development only: runs the daily job for every household',
  'GET /dev/mailbox': 'development only: the local outbox page',
  'GET /dev/mailbox/:id': 'development only: one mail of the local outbox',
};
const DEV_ONLY = Object.keys(EXEMPT).filter((route) => route.includes('/dev/'));

async function send(attempt: Attempt): Promise<Response> {
  const cookie = attempt.cookie ?? b.cookie;
  if (attempt.form) {
    return t.app.request(attempt.path, {
      method: attempt.method,
      headers: {
        Origin: TEST_BASE_URL,
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(attempt.form).toString(),
    });
  }
  return request(cookie, attempt.method, attempt.path, attempt.body, attempt.headers);
}

describe('household B against household A’s rows', () => {
  it('has a case (or a stated exemption) for every route of the router', () => {
    const { missing, stale } = coverage(routesOf(t.app), [
      ...Object.keys(CASES),
      ...Object.keys(EXEMPT),
    ]);
    expect(
      missing,
      `Routes without a cross-account case — add one to CASES in src/server/cross-account.api.test.ts:\n${missing.join('\n')}`,
    ).toEqual([]);
    expect(stale, `Cases for routes the router no longer has:\n${stale.join('\n')}`).toEqual([]);
  });

  it('mounts none of the exempted development routes in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      BILLING_PROVIDER: 'sandbox',
      UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: 'true',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      const routes = routesOf(production.app);
      expect(routes.filter((route) => DEV_ONLY.includes(route))).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it.each(Object.keys(CASES))(
    '%s: refused or kept to B’s own rows; A’s rows unchanged',
    async (route) => {
      const spec = CASES[route]!;
      const mailsBefore = await mailsToA();
      const attempts = await spec.attempts();
      const responses: Response[] = [];
      for (const attempt of attempts) {
        const response = await send(attempt);
        responses.push(response);
        const text = await response.clone().text();
        const expected = Array.isArray(attempt.status) ? attempt.status : [attempt.status];
        expect(
          expected,
          `${attempt.method} ${attempt.path} → ${response.status} ${text}`,
        ).toContain(response.status);
        const sent = `${attempt.path} ${JSON.stringify(attempt.body ?? attempt.form ?? '')}`;
        const leaked = secrets.filter((secret) => !sent.includes(secret) && text.includes(secret));
        expect(leaked, `${attempt.method} ${attempt.path} answered A’s data: ${text}`).toEqual([]);
      }
      await spec.then?.(responses);
      expect(await snapshotOfA(), 'A’s rows changed').toBe(baseline);
      const mailed = (await mailsToA()) - mailsBefore;
      expect(mailed, 'a mail went to A').toBe(route === 'POST /api/auth/password-reset' ? 1 : 0);
    },
  );
});
