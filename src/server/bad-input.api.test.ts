// Hostile and malformed input on every route of the router that takes a body, a parameter or a
// query: always a 4xx with a French message (never a 5xx), and the database exactly as it was
// after a refusal. Where HTML or SQL is valid text (a name, a message), it is stored and
// answered verbatim.
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestMail, newUser, subscribedUser } from '../../tests/support/auth';
import { coverage, routesOf } from '../../tests/support/routes';
import { createTestApp, TEST_BASE_URL } from '../../tests/support/test-app';
import { ERROR_MESSAGES, type ErrorCode } from '../shared/errors';
import { AISLES } from '../shared/food/types';
import {
  householdPeople,
  notifications,
  rateLimits,
  requestLimits,
  sandboxCheckouts,
  shoppingItems,
  householdShops,
} from './db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;

let user: Awaited<ReturnType<typeof subscribedUser>>;
const ids = {
  shopping: '',
  shop: '',
  meal: '',
  fridge: '',
  favorite: '',
  myRecipe: '',
  person: '',
  conversation: '',
  notification: '',
  invitation: '',
  checkout: '',
  mail: '',
};

type Kind =
  /** Free text (a name, a message): HTML and SQL in it are stored and answered verbatim. */
  | 'text'
  /** A constrained string (an id, a token, a password): anything odd is refused or harmless. */
  | 'string'
  | 'email'
  | 'enum'
  | 'date'
  | 'time'
  | 'int'
  /** A quantity of the fridge: more than 0, at most 9 999, two decimals at most. */
  | 'decimal'
  | 'bool'
  | 'uuids'
  | 'enums'
  | 'texts'
  | 'objects'
  | 'object';

interface Field {
  kind: Kind;
  optional?: boolean;
  nullable?: boolean;
  /** '' and '   ' are accepted (an empty quantity means 1, say). */
  emptyOk?: boolean;
  /** The longest text accepted, when shorter than the hostile fragments. */
  max?: number;
  /** Read into parts by the server (an ingredient line): accepted, not answered as typed. */
  parsed?: boolean;
}

interface Spec {
  method: string;
  path: () => string;
  /** A valid body; `n` makes values unique where the route refuses a repeat. */
  body?: (n: number) => Record<string, unknown>;
  fields?: Record<string, Field>;
  /** What the valid body answers (2xx by default); null: never sent (it would end the account…). */
  valid?: number | null;
  /** The path with a hostile `:param` (or query value) instead of the good one. */
  withParam?: (value: string) => string;
  /** Statuses a hostile parameter may answer besides 4xx (a redirect for links opened from mail). */
  paramStatuses?: number[];
  /** Runs before each request (room under a limit). */
  before?: () => Promise<void>;
}

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const DROP = "'); DROP TABLE users; --";
const OR = '" OR "1"="1';
const FRAGMENTS = [SCRIPT, IMG, DROP, OR];
const LONG = 'x'.repeat(10_000);
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const BAD_PARAMS = [
  'pas-un-uuid',
  '123',
  encodeURIComponent("1' or '1'='1"),
  encodeURIComponent(SCRIPT),
  LONG,
  '%00',
  'a%00b',
  UNKNOWN_UUID,
];

let counter = 0;
const next = () => ++counter;
/** Room under the limit of 12 people (the one the other routes use stays). */
const makeRoomForPeople = async () => {
  await t.db
    .delete(householdPeople)
    .where(
      and(eq(householdPeople.householdId, user.householdId), ne(householdPeople.id, ids.person)),
    );
};

/** Room under the limit of 12 shops: only the shop the other routes use stays. */
const makeRoomForShops = async () => {
  await t.db
    .delete(householdShops)
    .where(and(eq(householdShops.householdId, user.householdId), ne(householdShops.id, ids.shop)));
};

/** Every route with input: a valid request, and what each field is. */
const SPECS: Record<string, Spec> = {
  'POST /api/auth/sign-up/email': {
    method: 'POST',
    path: () => '/api/auth/sign-up/email',
    body: (n) => ({
      email: `inscription.${n}.${Date.now()}@example.com`,
      password: 'mot-de-passe',
      firstName: 'Léa',
      lastName: 'Martin',
    }),
    fields: {
      email: { kind: 'email' },
      password: { kind: 'string' },
      firstName: { kind: 'text' },
      lastName: { kind: 'text' },
    },
  },
  'POST /api/auth/sign-in/email': {
    method: 'POST',
    path: () => '/api/auth/sign-in/email',
    body: () => ({ email: user.user.email, password: user.user.password }),
    fields: { email: { kind: 'email' }, password: { kind: 'string' } },
  },
  'POST /api/auth/sign-out': { method: 'POST', path: () => '/api/auth/sign-out', valid: null },
  'POST /api/auth/password-reset': {
    method: 'POST',
    path: () => '/api/auth/password-reset',
    body: () => ({ email: user.user.email }),
    fields: { email: { kind: 'email' } },
  },
  'POST /api/auth/reset-password': {
    method: 'POST',
    path: () => '/api/auth/reset-password',
    body: () => ({ token: 'un-jeton-qui-n-existe-pas', newPassword: 'nouveau-mot-de-passe' }),
    valid: 400,
    fields: { token: { kind: 'string' }, newPassword: { kind: 'string' } },
  },
  'POST /api/auth/send-verification-email': {
    method: 'POST',
    path: () => '/api/auth/send-verification-email',
  },
  'GET /api/auth/verify-email': {
    method: 'GET',
    path: () => '/api/auth/verify-email?token=un-jeton',
    valid: 302,
    withParam: (value) => `/api/auth/verify-email?token=${value}`,
    // A link opened from a mail: the confirmation page says it is invalid.
    paramStatuses: [302],
  },
  'GET /api/auth/*': {
    method: 'GET',
    path: () => '/api/auth/get-session',
    withParam: (value) => `/api/auth/${value}`,
  },
  'POST /api/auth/*': { method: 'POST', path: () => '/api/auth/get-session', valid: 405 },
  'PUT /api/preferences': {
    method: 'PUT',
    path: () => '/api/preferences',
    body: () => ({
      adults: 2,
      children: 1,
      dietaryRestrictions: ['vegetarian'],
      preferredFoods: ['tomate'],
      avoidedFoods: ['chou'],
      shoppingFrequency: 'weekly',
    }),
    fields: {
      adults: { kind: 'int' },
      children: { kind: 'int' },
      dietaryRestrictions: { kind: 'enums' },
      preferredFoods: { kind: 'texts', max: 60 },
      avoidedFoods: { kind: 'texts', max: 60 },
      shoppingFrequency: { kind: 'enum' },
    },
  },
  'PATCH /api/preferences': {
    method: 'PATCH',
    path: () => '/api/preferences',
    body: () => ({ servings: 4, difficulty: 'moyen', autoFridge: false, expiryDigest: false }),
    fields: {
      servings: { kind: 'int', optional: true },
      difficulty: { kind: 'enum', optional: true },
      autoFridge: { kind: 'bool', optional: true },
      expiryDigest: { kind: 'bool', optional: true },
      dislikedFoods: { kind: 'texts', optional: true, max: 60 },
    },
  },
  'POST /api/billing/webhooks/stripe': {
    method: 'POST',
    path: () => '/api/billing/webhooks/stripe',
    // The sandbox provider has no webhook.
    valid: 404,
  },
  'POST /api/billing/checkout': { method: 'POST', path: () => '/api/billing/checkout', valid: 409 },
  'POST /api/billing/confirm': {
    method: 'POST',
    path: () => '/api/billing/confirm',
    body: () => ({ sessionId: UNKNOWN_UUID }),
    valid: 404,
    fields: { sessionId: { kind: 'string' } },
  },
  'POST /api/billing/portal': { method: 'POST', path: () => '/api/billing/portal' },
  'POST /api/notifications/read-all': { method: 'POST', path: () => '/api/notifications/read-all' },
  'POST /api/notifications/:id/read': {
    method: 'POST',
    path: () => `/api/notifications/${ids.notification}/read`,
    withParam: (value) => `/api/notifications/${value}/read`,
  },
  'PATCH /api/profile': {
    method: 'PATCH',
    path: () => '/api/profile',
    body: () => ({ firstName: 'Léa', lastName: 'Martin', avatar: 'chef' }),
    fields: {
      firstName: { kind: 'text', optional: true },
      lastName: { kind: 'text', optional: true },
      avatar: { kind: 'enum', optional: true, nullable: true },
    },
  },
  'GET /api/account/email/confirm': {
    method: 'GET',
    path: () => '/api/account/email/confirm?token=un-jeton',
    valid: 302,
    withParam: (value) => `/api/account/email/confirm?token=${value}`,
    paramStatuses: [302],
  },
  'POST /api/account/email': {
    method: 'POST',
    path: () => '/api/account/email',
    body: (n) => ({
      newEmail: `nouvelle.${n}.${Date.now()}@example.com`,
      currentPassword: user.user.password,
    }),
    fields: { newEmail: { kind: 'email' }, currentPassword: { kind: 'string' } },
  },
  'DELETE /api/account': {
    method: 'DELETE',
    path: () => '/api/account',
    body: () => ({ password: user.user.password }),
    valid: null,
    fields: { password: { kind: 'string' } },
  },
  'POST /api/planned-meals/shopping-preview': {
    method: 'POST',
    path: () => '/api/planned-meals/shopping-preview',
    body: () => ({ from: '2030-03-01', to: '2030-03-07', includeStaples: false }),
    fields: {
      from: { kind: 'date' },
      to: { kind: 'date' },
      includeStaples: { kind: 'bool', optional: true },
    },
  },
  'POST /api/planned-meals/week-proposal': {
    method: 'POST',
    path: () => '/api/planned-meals/week-proposal',
    body: () => ({
      slots: [{ date: '2030-03-14', time: '19:00' }],
      keep: [{ date: '2030-03-13', recipeId: 'chakchouka' }],
      exclude: ['ratatouille-provencale'],
    }),
    fields: {
      slots: { kind: 'objects' },
      'slots.0.date': { kind: 'date' },
      'slots.0.time': { kind: 'time' },
      keep: { kind: 'objects', optional: true },
      'keep.0.date': { kind: 'date' },
      'keep.0.recipeId': { kind: 'string', parsed: true },
      // Recipe ids turned down: accepted, never answered (they only leave recipes out).
      exclude: { kind: 'texts', optional: true, parsed: true },
      eaters: { kind: 'uuids', optional: true },
      // The fridge's leftovers left out of the proposal (inventory ids).
      skipLeftovers: { kind: 'uuids', optional: true },
    },
  },
  'POST /api/planned-meals/batch': {
    method: 'POST',
    path: () => '/api/planned-meals/batch',
    body: () => ({
      meals: [{ recipeTitle: 'Gratin', date: '2030-03-14', time: '19:30', servings: 4 }],
    }),
    fields: {
      meals: { kind: 'objects' },
      'meals.0.recipeTitle': { kind: 'text' },
      'meals.0.date': { kind: 'date' },
      'meals.0.time': { kind: 'time' },
      'meals.0.servings': { kind: 'int' },
      'meals.0.type': { kind: 'enum', optional: true },
      'meals.0.eaters': { kind: 'uuids', optional: true },
    },
  },
  'POST /api/planned-meals': {
    method: 'POST',
    path: () => '/api/planned-meals',
    body: () => ({
      recipeTitle: 'Gratin',
      date: '2030-03-14',
      time: '19:30',
      servings: 4,
      type: 'plat',
      recipeId: 'gratin',
      recipe: {
        servings: 4,
        description: 'Un gratin',
        ingredients: ['1 l de lait', '200 g de gruyère'],
        instructions: ['Cuire'],
      },
    }),
    fields: {
      recipeTitle: { kind: 'text' },
      date: { kind: 'date' },
      time: { kind: 'time' },
      servings: { kind: 'int' },
      type: { kind: 'enum', optional: true },
      recipeId: { kind: 'string', optional: true, nullable: true },
      recipe: { kind: 'object', optional: true },
      'recipe.servings': { kind: 'int' },
      'recipe.description': { kind: 'text', optional: true, emptyOk: true },
      'recipe.ingredients': { kind: 'texts' },
      'recipe.instructions': { kind: 'texts', optional: true },
      eaters: { kind: 'uuids', optional: true },
      portions: { kind: 'int', optional: true },
      children: { kind: 'int', optional: true },
    },
  },
  'PATCH /api/planned-meals/:id': {
    method: 'PATCH',
    path: () => `/api/planned-meals/${ids.meal}`,
    withParam: (value) => `/api/planned-meals/${value}`,
    body: () => ({ servings: 3, portions: 2, date: '2030-03-15', time: '12:00' }),
    fields: {
      servings: { kind: 'int', optional: true },
      portions: { kind: 'int', optional: true },
      date: { kind: 'date', optional: true },
      time: { kind: 'time', optional: true },
      // Null: everyone at the household's table.
      eaters: { kind: 'uuids', optional: true, nullable: true },
    },
  },
  'POST /api/planned-meals/:id/cooked': {
    method: 'POST',
    path: () => `/api/planned-meals/${ids.meal}/cooked`,
    withParam: (value) => `/api/planned-meals/${value}/cooked`,
    valid: null,
  },
  'POST /api/planned-meals/:id/leftovers': {
    method: 'POST',
    path: () => `/api/planned-meals/${ids.meal}/leftovers`,
    withParam: (value) => `/api/planned-meals/${value}/leftovers`,
    body: () => ({ date: '2030-03-15', time: '12:00', portions: 2 }),
    // The meal was written by hand: it has no recipe to cook more of.
    valid: 409,
    fields: { date: { kind: 'date' }, time: { kind: 'time' }, portions: { kind: 'int' } },
  },
  'POST /api/planned-meals/:id/uncooked': {
    method: 'POST',
    path: () => `/api/planned-meals/${ids.meal}/uncooked`,
    withParam: (value) => `/api/planned-meals/${value}/uncooked`,
    valid: null,
  },
  'GET /api/planned-meals/batch-sessions/:date/shopping-preview': {
    method: 'GET',
    path: () => '/api/planned-meals/batch-sessions/2030-03-10/shopping-preview',
    withParam: (value) => `/api/planned-meals/batch-sessions/${value}/shopping-preview`,
  },
  'PUT /api/planned-meals/batch-sessions/:date': {
    method: 'PUT',
    path: () => '/api/planned-meals/batch-sessions/2030-03-10',
    withParam: (value) => `/api/planned-meals/batch-sessions/${value}`,
    body: () => ({ mealIds: [] }),
    fields: { mealIds: { kind: 'uuids' } },
  },
  'POST /api/planned-meals/batch-sessions/:date/cooked': {
    method: 'POST',
    path: () => '/api/planned-meals/batch-sessions/2030-03-10/cooked',
    withParam: (value) => `/api/planned-meals/batch-sessions/${value}/cooked`,
    // No session that day: nothing to cook.
    valid: 404,
  },
  'POST /api/planned-meals/batch-sessions/:date/uncooked': {
    method: 'POST',
    path: () => '/api/planned-meals/batch-sessions/2030-03-10/uncooked',
    withParam: (value) => `/api/planned-meals/batch-sessions/${value}/uncooked`,
    valid: 409,
  },
  'POST /api/planned-meals/restore': {
    method: 'POST',
    path: () => '/api/planned-meals/restore',
    body: () => ({ ids: [ids.meal] }),
    fields: { ids: { kind: 'uuids' } },
    valid: 404,
  },
  'DELETE /api/planned-meals/:id': {
    method: 'DELETE',
    path: () => `/api/planned-meals/${ids.meal}`,
    withParam: (value) => `/api/planned-meals/${value}`,
    valid: null,
  },
  'POST /api/favorites': {
    method: 'POST',
    path: () => '/api/favorites',
    body: (n) => ({
      recipeId: `recette-${n}`,
      recipeTitle: 'Tarte aux pommes',
      recipeImage: '/images/recipes/dessert-1.jpg',
      description: 'Une tarte',
      preparationTime: 45,
      servings: 6,
      difficulty: 'facile',
      ingredients: ['200 g de farine'],
      instructions: ['Cuire'],
      type: 'dessert',
    }),
    fields: {
      recipeId: { kind: 'string' },
      recipeTitle: { kind: 'text' },
      recipeImage: { kind: 'string', optional: true, nullable: true },
      description: { kind: 'text', optional: true, nullable: true, emptyOk: true },
      preparationTime: { kind: 'int', optional: true, nullable: true },
      servings: { kind: 'int', optional: true, nullable: true },
      difficulty: { kind: 'enum', optional: true, nullable: true },
      ingredients: { kind: 'texts' },
      instructions: { kind: 'texts' },
      type: { kind: 'enum' },
    },
  },
  'GET /api/favorites/by-recipe/:recipeId': {
    method: 'GET',
    path: () => '/api/favorites/by-recipe/recette-1',
    withParam: (value) => `/api/favorites/by-recipe/${value}`,
    // Any text names a recipe that is not a favourite: null.
    paramStatuses: [200],
  },
  'DELETE /api/favorites/by-recipe/:recipeId': {
    method: 'DELETE',
    path: () => '/api/favorites/by-recipe/recette-1',
    // Hostile recipe ids were saved as favourites above: these name none of them.
    withParam: (value) => `/api/favorites/by-recipe/absente-${value}`,
    valid: null,
  },
  'POST /api/favorites/restore': {
    method: 'POST',
    path: () => '/api/favorites/restore',
    body: () => ({ ids: [ids.favorite] }),
    fields: { ids: { kind: 'uuids' } },
    valid: 404,
  },
  'DELETE /api/favorites/:id': {
    method: 'DELETE',
    path: () => `/api/favorites/${ids.favorite}`,
    withParam: (value) => `/api/favorites/${value}`,
    valid: null,
  },
  'GET /api/my-recipes': {
    method: 'GET',
    path: () => '/api/my-recipes?type=plat&compatible=1',
    withParam: (value) => `/api/my-recipes?type=${value}`,
  },
  'GET /api/my-recipes/:id': {
    method: 'GET',
    path: () => `/api/my-recipes/${ids.myRecipe}`,
    withParam: (value) => `/api/my-recipes/${value}`,
  },
  'POST /api/my-recipes': {
    method: 'POST',
    path: () => '/api/my-recipes',
    body: () => ({
      title: 'Quiche lorraine',
      dishType: 'plat',
      description: 'Celle de mamie',
      servings: 4,
      preparationMinutes: 20,
      cookingMinutes: 35,
      difficulty: 'facile',
      ingredients: [{ text: '200 g de lardons' }],
      steps: ['Cuire'],
      tags: ['famille'],
      sourceUrl: 'https://www.example.com/quiche',
      notes: 'Bien chaude',
    }),
    fields: {
      title: { kind: 'text' },
      dishType: { kind: 'enum' },
      description: { kind: 'text', optional: true, emptyOk: true },
      servings: { kind: 'int' },
      preparationMinutes: { kind: 'int', optional: true },
      cookingMinutes: { kind: 'int', optional: true },
      difficulty: { kind: 'enum', optional: true },
      ingredients: { kind: 'objects' },
      'ingredients.0.text': { kind: 'text', parsed: true },
      'ingredients.0.ingredientId': { kind: 'string', optional: true },
      steps: { kind: 'texts' },
      tags: { kind: 'texts', optional: true, max: 40 },
      sourceUrl: { kind: 'string', optional: true, nullable: true },
      notes: { kind: 'text', optional: true, emptyOk: true },
    },
  },
  'POST /api/my-recipes/from-recipe': {
    method: 'POST',
    path: () => '/api/my-recipes/from-recipe',
    body: () => ({
      title: 'Gratin dauphinois',
      description: 'Fondant',
      preparationTime: 45,
      servings: 4,
      difficulty: 'facile',
      ingredients: ['1 kg de pommes de terre'],
      instructions: ['Cuire'],
      type: 'plat',
    }),
    fields: {
      title: { kind: 'text' },
      description: { kind: 'text', optional: true, emptyOk: true },
      preparationTime: { kind: 'int', optional: true },
      servings: { kind: 'int' },
      difficulty: { kind: 'enum', optional: true },
      ingredients: { kind: 'texts', parsed: true },
      instructions: { kind: 'texts' },
      type: { kind: 'enum' },
    },
  },
  'PUT /api/my-recipes/:id': {
    method: 'PUT',
    path: () => `/api/my-recipes/${ids.myRecipe}`,
    withParam: (value) => `/api/my-recipes/${value}`,
    body: () => ({
      title: 'Quiche',
      dishType: 'plat',
      servings: 4,
      ingredients: [{ text: '200 g de lardons' }],
      steps: ['Cuire'],
    }),
    fields: {
      title: { kind: 'text' },
      dishType: { kind: 'enum' },
      servings: { kind: 'int' },
      ingredients: { kind: 'objects' },
      steps: { kind: 'texts' },
    },
  },
  'POST /api/my-recipes/:id/duplicate': {
    method: 'POST',
    path: () => `/api/my-recipes/${ids.myRecipe}/duplicate`,
    withParam: (value) => `/api/my-recipes/${value}/duplicate`,
  },
  'GET /api/my-recipes/:id/photo': {
    method: 'GET',
    path: () => `/api/my-recipes/${ids.myRecipe}/photo`,
    withParam: (value) => `/api/my-recipes/${value}/photo`,
    // The recipe has no photo: 404 (the photo's own tests upload one).
    valid: 404,
  },
  'PUT /api/my-recipes/:id/photo': {
    method: 'PUT',
    path: () => `/api/my-recipes/${ids.myRecipe}/photo`,
    withParam: (value) => `/api/my-recipes/${value}/photo`,
    // The sweep sends JSON, which is no image: refused in French (images: the photo's tests).
    valid: 422,
  },
  'DELETE /api/my-recipes/:id/photo': {
    method: 'DELETE',
    path: () => `/api/my-recipes/${ids.myRecipe}/photo`,
    withParam: (value) => `/api/my-recipes/${value}/photo`,
  },
  'POST /api/my-recipes/restore': {
    method: 'POST',
    path: () => '/api/my-recipes/restore',
    body: () => ({ ids: [ids.myRecipe] }),
    fields: { ids: { kind: 'uuids' } },
    valid: 404,
  },
  'GET /api/my-recipes/export': {
    method: 'GET',
    // No input (a GET without parameters needs no entry): its valid request is still sent.
    path: () => '/api/my-recipes/export',
  },
  'POST /api/my-recipes/import/file': {
    method: 'POST',
    path: () => '/api/my-recipes/import/file',
    // A single schema.org Recipe (the route also takes a list, or a JSON-LD @graph).
    body: (n) => ({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: `Quiche ${n}`,
      recipeYield: '4 personnes',
      recipeIngredient: ['200 g de lardons'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Cuire' }],
    }),
    // Ten files per household and hour: each request starts afresh.
    before: async () => {
      await t.db.delete(requestLimits);
    },
    fields: {
      '@type': { kind: 'enum' },
      name: { kind: 'text', parsed: true, max: 160 },
    },
  },
  'DELETE /api/my-recipes/:id': {
    method: 'DELETE',
    path: () => `/api/my-recipes/${ids.myRecipe}`,
    withParam: (value) => `/api/my-recipes/${value}`,
    valid: null,
  },
  'POST /api/inventory-items': {
    method: 'POST',
    path: () => '/api/inventory-items',
    body: () => ({
      name: 'Lait',
      quantity: 2,
      unit: 'l',
      expirationDate: '2030-01-01',
      category: 'Produits Laitiers',
      location: 'pantry',
    }),
    fields: {
      name: { kind: 'text' },
      quantity: { kind: 'decimal', optional: true },
      unit: { kind: 'enum', optional: true },
      expirationDate: { kind: 'date', optional: true, nullable: true, emptyOk: true },
      category: { kind: 'enum', optional: true },
      location: { kind: 'enum', optional: true },
    },
  },
  'PATCH /api/inventory-items/:id': {
    method: 'PATCH',
    path: () => `/api/inventory-items/${ids.fridge}`,
    withParam: (value) => `/api/inventory-items/${value}`,
    body: () => ({
      name: 'Beurre doux',
      quantity: 3,
      unit: 'g',
      category: 'Produits Laitiers',
      expirationDate: '2030-02-01',
      location: 'pantry',
    }),
    fields: {
      name: { kind: 'text', optional: true },
      location: { kind: 'enum', optional: true },
      quantity: { kind: 'decimal', optional: true },
      unit: { kind: 'enum', optional: true },
      category: { kind: 'enum', optional: true },
      expirationDate: { kind: 'date', optional: true, nullable: true, emptyOk: true },
    },
  },
  'POST /api/inventory-items/restore': {
    method: 'POST',
    path: () => '/api/inventory-items/restore',
    body: () => ({ ids: [ids.fridge] }),
    fields: { ids: { kind: 'uuids' } },
    valid: 404,
  },
  'DELETE /api/inventory-items/:id': {
    method: 'DELETE',
    path: () => `/api/inventory-items/${ids.fridge}`,
    withParam: (value) => `/api/inventory-items/${value}`,
    valid: null,
  },
  'POST /api/shopping-items': {
    method: 'POST',
    path: () => '/api/shopping-items',
    body: () => ({ name: 'Pain', quantity: '2', unit: 'unité' }),
    fields: {
      name: { kind: 'text' },
      quantity: { kind: 'text', optional: true, emptyOk: true, max: 20 },
      unit: { kind: 'enum', optional: true },
    },
  },
  'POST /api/shopping-items (recipe)': {
    method: 'POST',
    path: () => '/api/shopping-items',
    body: (n) => ({ recipeId: `recette-${n}`, recipeTitle: 'Crêpes', lines: ['250 g de farine'] }),
    fields: {
      recipeId: { kind: 'string' },
      recipeTitle: { kind: 'text' },
      // Each line is read into a name, a quantity and a unit: not kept as typed.
      lines: { kind: 'texts', parsed: true },
      includeStaples: { kind: 'bool', optional: true },
    },
  },
  'POST /api/shopping-items (plan)': {
    method: 'POST',
    path: () => '/api/shopping-items',
    body: (n) => ({
      source: 'plan',
      recipeId: `plan:${2100 + n}-01-01:${2100 + n}-01-07`,
      recipeTitle: 'Semaine du 1er janvier',
      items: [{ name: 'Farine', quantity: '500', unit: 'g' }],
    }),
    fields: {
      source: { kind: 'enum' },
      recipeId: { kind: 'string' },
      recipeTitle: { kind: 'text' },
      items: { kind: 'objects' },
      'items.0.name': { kind: 'text' },
      'items.0.quantity': { kind: 'text', optional: true, emptyOk: true },
      'items.0.unit': { kind: 'enum', optional: true },
      'items.0.plannedMealIds': { kind: 'uuids', optional: true },
    },
  },
  'POST /api/shopping-items/check': {
    method: 'POST',
    path: () => '/api/shopping-items/check',
    body: () => ({ ids: [ids.shopping], checked: false, toFridge: false }),
    fields: {
      ids: { kind: 'uuids' },
      checked: { kind: 'bool' },
      toFridge: { kind: 'bool', optional: true },
      inShop: { kind: 'string', optional: true },
    },
  },
  'POST /api/shopping-items/to-fridge': {
    method: 'POST',
    path: () => '/api/shopping-items/to-fridge',
    body: () => ({ items: [{ name: 'Yaourts', quantity: '4', unit: 'unité', aisle: null }] }),
    fields: {
      items: { kind: 'objects' },
      'items.0.name': { kind: 'text' },
      'items.0.quantity': { kind: 'string', optional: true, emptyOk: true },
      'items.0.unit': { kind: 'enum', optional: true },
      'items.0.aisle': { kind: 'enum', optional: true, nullable: true },
    },
  },
  'PATCH /api/shopping-items/:id': {
    method: 'PATCH',
    path: () => `/api/shopping-items/${ids.shopping}`,
    withParam: (value) => `/api/shopping-items/${value}`,
    body: () => ({ checked: false, aisle: 'boulangerie', toFridge: false }),
    fields: {
      checked: { kind: 'bool', optional: true },
      aisle: { kind: 'enum', optional: true },
      toFridge: { kind: 'bool', optional: true },
      inShop: { kind: 'string', optional: true },
    },
  },
  'POST /api/shopping-items/store-checked': {
    method: 'POST',
    path: () => '/api/shopping-items/store-checked',
    body: () => ({ ids: [ids.shopping] }),
    fields: { ids: { kind: 'uuids' } },
  },
  'POST /api/shopping-items/delete-checked': {
    method: 'POST',
    path: () => '/api/shopping-items/delete-checked',
    body: () => ({ ids: [ids.shopping] }),
    fields: { ids: { kind: 'uuids' } },
  },
  'POST /api/shopping-items/restore': {
    method: 'POST',
    path: () => '/api/shopping-items/restore',
    body: () => ({ ids: [ids.shopping] }),
    fields: { ids: { kind: 'uuids' } },
    // Nothing of the list was deleted: nothing to bring back.
    valid: 404,
  },
  'POST /api/shopping-items/shop': {
    method: 'POST',
    path: () => '/api/shopping-items/shop',
    body: () => ({ ids: [ids.shopping], shopId: ids.shop }),
    fields: { ids: { kind: 'uuids' }, shopId: { kind: 'string', nullable: true } },
  },
  'POST /api/shops': {
    method: 'POST',
    path: () => '/api/shops',
    body: (n) => ({ name: `Magasin ${n}` }),
    fields: { name: { kind: 'text', max: 40 } },
    before: makeRoomForShops,
  },
  'PATCH /api/shops/:id': {
    method: 'PATCH',
    path: () => `/api/shops/${ids.shop}`,
    withParam: (value) => `/api/shops/${value}`,
    body: (n) => ({ name: `Coop ${n}`, aisleOrder: [...AISLES] }),
    fields: {
      name: { kind: 'text', optional: true, max: 40 },
      aisleOrder: { kind: 'enums', optional: true },
    },
    before: makeRoomForShops,
  },
  'DELETE /api/shops/:id': {
    method: 'DELETE',
    path: () => `/api/shops/${ids.shop}`,
    withParam: (value) => `/api/shops/${value}`,
    valid: null,
  },
  'DELETE /api/shopping-items/:id': {
    method: 'DELETE',
    path: () => `/api/shopping-items/${ids.shopping}`,
    withParam: (value) => `/api/shopping-items/${value}`,
    valid: null,
  },
  'POST /api/recipes/suggestions': {
    method: 'POST',
    path: () => '/api/recipes/suggestions',
    body: () => ({ type: 'plat', fridge: false, regenerate: false, eaters: [user.id] }),
    fields: {
      type: { kind: 'enum' },
      fridge: { kind: 'bool', optional: true },
      regenerate: { kind: 'bool', optional: true },
      eaters: { kind: 'uuids', optional: true },
      priority: { kind: 'uuids', optional: true },
    },
  },
  'POST /api/my-recipes/import/link': {
    method: 'POST',
    path: () => '/api/my-recipes/import/link',
    // A private address: refused before any connection (the sweep reaches no network).
    body: () => ({ url: 'http://10.0.0.1/recette' }),
    valid: 422,
    fields: { url: { kind: 'string' } },
  },
  'POST /api/my-recipes/import/text': {
    method: 'POST',
    path: () => '/api/my-recipes/import/text',
    body: () => ({ text: 'Tarte\nIngrédients\n1 pâte\nÉtapes\nCuire 30 min.' }),
    // Read into a draft's fields: hostile text is accepted, never answered as a 5xx.
    fields: { text: { kind: 'text', parsed: true } },
  },
  'POST /api/assistant/conversations': {
    method: 'POST',
    path: () => '/api/assistant/conversations',
    valid: 201,
  },
  'GET /api/assistant/conversations/:id': {
    method: 'GET',
    path: () => `/api/assistant/conversations/${ids.conversation}`,
    withParam: (value) => `/api/assistant/conversations/${value}`,
  },
  'DELETE /api/assistant/conversations/:id': {
    method: 'DELETE',
    path: () => `/api/assistant/conversations/${ids.conversation}`,
    withParam: (value) => `/api/assistant/conversations/${value}`,
    valid: null,
  },
  'POST /api/assistant/conversations/:id/messages': {
    method: 'POST',
    path: () => `/api/assistant/conversations/${ids.conversation}/messages`,
    withParam: (value) => `/api/assistant/conversations/${value}/messages`,
    body: () => ({ content: 'Une idée de dessert ?', eaters: [user.id] }),
    fields: { content: { kind: 'text' }, eaters: { kind: 'uuids', optional: true } },
  },
  'GET /api/calendar/:file{[^/]+\\.ics}': {
    method: 'GET',
    path: () => `/api/calendar/${'a'.repeat(43)}.ics`,
    withParam: (value) => `/api/calendar/${value}.ics`,
    valid: 404,
  },
  'POST /api/calendar': { method: 'POST', path: () => '/api/calendar', valid: 201 },
  'DELETE /api/calendar': { method: 'DELETE', path: () => '/api/calendar' },
  'POST /api/household/people': {
    method: 'POST',
    path: () => '/api/household/people',
    before: makeRoomForPeople,
    body: () => ({
      firstName: 'Capucine',
      child: true,
      dietaryRestrictions: ['vegetarian'],
      avoidedFoods: ['chou'],
      preferredFoods: ['pâtes'],
    }),
    fields: {
      firstName: { kind: 'text', max: 40 },
      child: { kind: 'bool', optional: true },
      dietaryRestrictions: { kind: 'enums', optional: true },
      avoidedFoods: { kind: 'texts', optional: true, max: 60 },
      preferredFoods: { kind: 'texts', optional: true, max: 60 },
      dislikedFoods: { kind: 'texts', optional: true, max: 60 },
    },
  },
  'PATCH /api/household/people/:id': {
    method: 'PATCH',
    path: () => `/api/household/people/${ids.person}`,
    withParam: (value) => `/api/household/people/${value}`,
    body: () => ({ firstName: 'Capucine', child: false, dietaryRestrictions: [] }),
    fields: {
      firstName: { kind: 'text', optional: true, max: 40 },
      child: { kind: 'bool', optional: true },
      dietaryRestrictions: { kind: 'enums', optional: true },
      avoidedFoods: { kind: 'texts', optional: true, max: 60 },
      preferredFoods: { kind: 'texts', optional: true, max: 60 },
      dislikedFoods: { kind: 'texts', optional: true, max: 60 },
    },
  },
  'PUT /api/household/restrictions': {
    method: 'PUT',
    path: () => '/api/household/restrictions',
    body: () => ({ kind: 'restriction', value: 'sesameFree', concerns: [ids.person] }),
    fields: {
      kind: { kind: 'enum' },
      value: { kind: 'enum' },
      concerns: { kind: 'uuids' },
    },
  },
  'PUT /api/planned-meals/week-settings': {
    method: 'PUT',
    path: () => '/api/planned-meals/week-settings',
    body: () => ({
      patterns: [{ personId: ids.person, weekday: 1, moment: 'lunch', present: false }],
      changes: [{ personId: ids.person, date: '2026-12-05', moment: 'dinner', present: true }],
      rituals: [{ weekday: 5, moment: 'dinner', text: 'Pizza', kind: 'dish', monthly: false }],
      cookingMinutes: [30, 30, 30, 30, 30, 60, 90],
    }),
    fields: {
      patterns: { kind: 'objects' },
      changes: { kind: 'objects' },
      rituals: { kind: 'objects' },
      cookingMinutes: { kind: 'objects' },
    },
  },
  'PUT /api/household/settings': {
    method: 'PUT',
    path: () => '/api/household/settings',
    body: () => ({ childPortion: 0.75 }),
    // ½, ¾ or 1 only: every other number is refused (a hundredth too, which 'decimal' allows).
    fields: {
      childPortion: { kind: 'decimal' },
      suggestOwnRecipes: { kind: 'bool', optional: true },
    },
  },
  'DELETE /api/household/people/:id': {
    method: 'DELETE',
    path: () => `/api/household/people/${ids.person}`,
    withParam: (value) => `/api/household/people/${value}`,
    valid: null,
  },
  'GET /api/household/invitations/preview': {
    method: 'GET',
    path: () => `/api/household/invitations/preview?token=${'a'.repeat(43)}`,
    withParam: (value) => `/api/household/invitations/preview?token=${value}`,
    valid: 404,
  },
  'POST /api/household/invitations/accept': {
    method: 'POST',
    path: () => '/api/household/invitations/accept',
    body: () => ({ token: 'a'.repeat(43) }),
    valid: 404,
    fields: { token: { kind: 'string' } },
  },
  'DELETE /api/household/members/:id': {
    method: 'DELETE',
    path: () => `/api/household/members/${user.id}`,
    withParam: (value) => `/api/household/members/${value}`,
    // The owner cannot leave their own household.
    valid: 409,
  },
  'POST /api/household/invitations': {
    method: 'POST',
    path: () => '/api/household/invitations',
    body: (n) => ({ email: `invite.${n}.${Date.now()}@example.com` }),
    fields: { email: { kind: 'email' } },
  },
  'DELETE /api/household/invitations/:id': {
    method: 'DELETE',
    path: () => `/api/household/invitations/${ids.invitation}`,
    withParam: (value) => `/api/household/invitations/${value}`,
    valid: null,
  },
  'POST /api/dev/jobs/expiry-alerts': { method: 'POST', path: () => '/api/dev/jobs/expiry-alerts' },
  'GET /dev/mailbox/:id': {
    method: 'GET',
    path: () => `/dev/mailbox/${ids.mail}`,
    withParam: (value) => `/dev/mailbox/${value}`,
  },
  'GET /sandbox/checkout/:id': {
    method: 'GET',
    path: () => `/sandbox/checkout/${ids.checkout}`,
    withParam: (value) => `/sandbox/checkout/${value}`,
  },
  'POST /sandbox/checkout/:id/pay': {
    method: 'POST',
    path: () => `/sandbox/checkout/${ids.checkout}/pay`,
    withParam: (value) => `/sandbox/checkout/${value}/pay`,
    valid: null,
  },
  'POST /sandbox/checkout/:id/cancel': {
    method: 'POST',
    path: () => `/sandbox/checkout/${ids.checkout}/cancel`,
    withParam: (value) => `/sandbox/checkout/${value}/cancel`,
    valid: null,
    // Cancelling an unknown checkout changes nothing and goes back to the subscription page.
    paramStatuses: [303],
  },
  'POST /sandbox/portal/:action': {
    method: 'POST',
    path: () => '/sandbox/portal/resume',
    withParam: (value) => `/sandbox/portal/${value}`,
    valid: 303,
    // An unknown action goes back to the portal, unchanged.
    paramStatuses: [303],
  },
};

/** Routes without input of their own (no parameter, no body read): nothing to send them. */
const NO_INPUT_GETS = (route: string) =>
  route.startsWith('GET ') && !route.includes(':') && !route.includes('*');

// ——— the machinery ———————————————————————————————————————————————————————————————————————

const FRENCH =
  /[àâçéèêëîïôûùüœ’«»]|\b(le|la|les|de|des|du|une?|ou|est|pas|doit|invalide|au plus|au moins|indiquez|choisissez|trop)\b/i;
const ENGLISH =
  /\b(invalid|expected|required|must|too (big|small|long)|received|string|number|array)\b/i;

function setPath(target: Record<string, unknown>, path: string, value: unknown | undefined) {
  const keys = path.split('.');
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
}

interface Mutation {
  name: string;
  raw?: string;
  value?: unknown;
  field?: string;
  remove?: boolean;
  /** The valid body with a `__proto__` key (JSON.parse keeps it as an own property). */
  proto?: boolean;
  contentType?: string;
  /** 'refused': 4xx; 'verbatim': 2xx, answered as sent; 'safe': anything but a 5xx. */
  expect: 'refused' | 'verbatim' | 'safe';
}

function mutationsOf(field: string, spec: Field): Mutation[] {
  const m = (name: string, value: unknown, expect: Mutation['expect'] = 'refused'): Mutation => ({
    name: `${field}: ${name}`,
    field,
    value,
    expect,
  });
  const list: Mutation[] = [];
  if (!spec.optional)
    list.push({ name: `${field}: missing`, field, remove: true, expect: 'refused' });
  if (!spec.nullable) list.push(m('null', null));
  const stringy = ['text', 'string', 'email', 'enum', 'date', 'time'].includes(spec.kind);
  if (stringy) {
    list.push(m('a number', 12345), m('an object', { $gt: '' }), m('an array', ['a']));
    list.push(m('10 000 characters', LONG));
    // PostgreSQL text cannot hold U+0000; a lone surrogate is not UTF-8.
    list.push(m('a NUL character', 'a\u0000b', 'safe'), m('a lone surrogate', 'a\ud800b', 'safe'));
    const empty = spec.emptyOk ? 'safe' : 'refused';
    list.push(m('empty', '', empty), m('whitespace', '   ', empty));
  }
  const fits = (fragment: string): Mutation['expect'] =>
    fragment.length > (spec.max ?? 1000) ? 'refused' : spec.parsed ? 'safe' : 'verbatim';
  switch (spec.kind) {
    case 'text':
      for (const fragment of FRAGMENTS) {
        list.push(m(fragment, fragment, fits(fragment)));
      }
      break;
    case 'string':
      for (const fragment of FRAGMENTS) list.push(m(fragment, fragment, 'safe'));
      break;
    case 'email':
      list.push(m('not an address', 'pas-une-adresse'), m('HTML', `${SCRIPT}@example.com`));
      list.push(m('SQL', `a@b.c${DROP}`));
      break;
    case 'enum':
      list.push(m('unknown value', 'inconnu'), m('HTML', SCRIPT), m('SQL', DROP));
      break;
    case 'date':
      for (const date of [
        '2026-02-30',
        '2026-13-01',
        'demain',
        '31/12/2026',
        '2026-1-1',
        '+275760-09-13',
      ])
        list.push(m(`invalid date ${date}`, date));
      break;
    case 'time':
      for (const time of ['25:00', '12:60', 'midi', '7h30'])
        list.push(m(`invalid time ${time}`, time));
      break;
    case 'int':
      list.push(m('a string', '12'), m('a boolean', true), m('negative', -1), m('zero', 0, 'safe'));
      list.push(m('huge', 1e12), m('beyond 2^53', 2 ** 60), m('a fraction', 1.5));
      break;
    case 'decimal':
      list.push(m('a string', '12'), m('a comma string', '0,5'), m('a boolean', true));
      list.push(m('negative', -1), m('zero', 0), m('three decimals', 1.234));
      list.push(m('beyond 9 999', 10000), m('huge', 1e12), m('beyond 2^53', 2 ** 60));
      list.push(m('a half', 0.5, 'safe'), m('a hundredth', 0.01, 'safe'));
      break;
    case 'bool':
      list.push(m('a string', 'oui'), m('a number', 1));
      break;
    case 'uuids':
      list.push(m('not an array', UNKNOWN_UUID), m('not uuids', ['pas-un-uuid']));
      list.push(
        m('SQL', [`${UNKNOWN_UUID}' or '1'='1`]),
        m('a thousand', Array(1000).fill(UNKNOWN_UUID)),
      );
      list.push(m('numbers', [1, 2]));
      break;
    case 'enums':
      list.push(
        m('not an array', 'vegetarian'),
        m('unknown value', ['inconnu']),
        m('numbers', [1]),
      );
      list.push(m('a thousand', Array(1000).fill('vegan')));
      break;
    case 'texts':
      list.push(m('not an array', 'texte'), m('numbers', [1, 2]), m('a long line', [LONG]));
      list.push(m('a thousand lines', Array(1000).fill('ligne')));
      for (const fragment of FRAGMENTS) {
        list.push(m(fragment, [fragment], fits(fragment)));
      }
      break;
    case 'objects':
      list.push(
        m('not an array', 'texte'),
        m('numbers', [1]),
        m('a thousand', Array(1000).fill({})),
      );
      break;
    case 'object':
      list.push(m('a string', 'texte'), m('an array', [1]));
      break;
  }
  return list;
}

function mutationsFor(spec: Spec): Mutation[] {
  const list: Mutation[] = [];
  // The sandbox's pages take forms, not JSON.
  if (spec.method !== 'GET' && !spec.path().startsWith('/sandbox/')) {
    list.push({ name: 'malformed JSON', raw: '{"name": "Pain",', expect: 'refused' });
    list.push({ name: 'truncated JSON', raw: '{', expect: 'refused' });
  }
  if (spec.fields) {
    list.push({ name: 'an array body', raw: '[]', expect: 'refused' });
    list.push({ name: 'a string body', raw: '"texte"', expect: 'refused' });
    list.push({ name: 'a null body', raw: 'null', expect: 'refused' });
    list.push({ name: 'no body', raw: '', expect: 'refused' });
    list.push({ name: 'an empty object', raw: '{}', expect: 'safe' });
    list.push({
      name: 'nested ten thousand deep',
      raw: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      expect: 'refused',
    });
    list.push({
      name: 'over 256 KiB',
      raw: JSON.stringify({ name: 'x'.repeat(300_000) }),
      expect: 'refused',
    });
    // Both carry the valid body: not for a route whose valid request is never sent.
    if (spec.valid !== null) {
      list.push({ name: 'a prototype key', proto: true, expect: 'safe' });
      list.push({
        name: 'sent as text/plain',
        contentType: 'text/plain',
        // Better Auth reads its own bodies; every other route takes JSON only.
        expect: spec.path().startsWith('/api/auth/') ? 'safe' : 'refused',
      });
    }
    for (const [field, fieldSpec] of Object.entries(spec.fields))
      list.push(...mutationsOf(field, fieldSpec));
  }
  return list;
}

/** A digest of every table a request may write (not the rate-limit counters nor sessions). */
let fingerprintSql = '';
async function fingerprint(): Promise<string> {
  const result = await t.db.execute(sql.raw(fingerprintSql));
  return JSON.stringify(result.rows);
}

async function send(
  spec: Spec,
  path: string,
  body: string | undefined,
  contentType?: string,
): Promise<Response> {
  const form = path.startsWith('/sandbox/');
  return t.app.request(path, {
    method: spec.method,
    headers: {
      Origin: TEST_BASE_URL,
      Cookie: user.cookie,
      ...(body === undefined
        ? {}
        : {
            'Content-Type':
              contentType ?? (form ? 'application/x-www-form-urlencoded' : 'application/json'),
          }),
    },
    ...(body === undefined ? {} : { body }),
  });
}

/** A refusal: a 4xx whose French message is in `{ error }` (or the page itself, for pages). */
async function expectRefusedInFrench(response: Response, label: string) {
  const text = await response.clone().text();
  expect(
    response.status,
    `${label} → ${response.status} ${text.slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const body = JSON.parse(text) as {
      error: { code: string; message: string; fields?: { message: string }[] };
    };
    expect(body.error.message, label).toBe(ERROR_MESSAGES[body.error.code as ErrorCode]);
    for (const field of body.error.fields ?? []) {
      expect(field.message, `${label}: ${text}`).toMatch(FRENCH);
      expect(field.message, `${label}: ${text}`).not.toMatch(ENGLISH);
    }
  } else {
    expect(text, label).toMatch(FRENCH);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const skipped = new Set([
    'rate_limits',
    'request_limits',
    'sessions',
    'verifications',
    '__drizzle_migrations',
  ]);
  fingerprintSql = `select ${tables.rows
    .map((row) => row.table_name)
    .filter((name) => !skipped.has(name))
    .map(
      (name) =>
        `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${name}" x) as "${name}"`,
    )
    .join(', ')}`;

  user = await subscribedUser(t.app, t.db, newUser({ firstName: 'Léa' }));
  const post = async (path: string, body: unknown) => {
    const response = await t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, Cookie: user.cookie },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.json();
  };
  ids.shopping = (await post('/api/shopping-items', { name: 'Farine' })).items[0].id;
  ids.shop = (await post('/api/shops', { name: 'Marché' })).shop.id;
  ids.meal = (
    await post('/api/planned-meals', {
      recipeTitle: 'Gratin',
      date: '2030-03-14',
      time: '19:30',
      servings: 4,
    })
  ).id;
  ids.fridge = (await post('/api/inventory-items', { name: 'Beurre' })).id;
  ids.favorite = (
    await post('/api/favorites', {
      recipeId: 'tarte',
      recipeTitle: 'Tarte',
      ingredients: [],
      instructions: [],
      type: 'dessert',
    })
  ).id;
  ids.myRecipe = (
    await post('/api/my-recipes', {
      title: 'Quiche',
      dishType: 'plat',
      servings: 4,
      ingredients: [{ text: '200 g de lardons' }],
      steps: ['Cuire'],
    })
  ).id;
  ids.person = (await post('/api/household/people', { firstName: 'Noé' })).id;
  ids.conversation = (await post('/api/assistant/conversations', {})).id;
  const invited = `invite.${Date.now()}@example.com`;
  ids.invitation = (await post('/api/household/invitations', { email: invited })).id;
  ids.mail = (await latestMail(t.db, invited)).id;
  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: user.id, title: 'Bienvenue', message: 'Bonjour' })
    .returning();
  ids.notification = notification!.id;
  const [checkout] = await t.db
    .insert(sandboxCheckouts)
    .values({ userId: user.id, email: user.user.email.toLowerCase() })
    .returning();
  ids.checkout = checkout!.id;
}, 60_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(requestLimits);
});

const routeOf = (name: string) => name.replace(/ \(.*\)$/, '');

describe('bad input on every route', () => {
  it('has a case for every route that takes a body, a parameter or a query', () => {
    const needInput = routesOf(t.app).filter((route) => !NO_INPUT_GETS(route));
    const named = new Set(Object.keys(SPECS).map(routeOf));
    const { missing } = coverage(needInput, named);
    expect(
      missing,
      `Routes without a bad-input case — add one to SPECS in src/server/bad-input.api.test.ts:\n${missing.join('\n')}`,
    ).toEqual([]);
    const all = routesOf(t.app);
    const stale = [...named].filter((route) => !all.includes(route));
    expect(stale, `Cases for routes the router no longer has:\n${stale.join('\n')}`).toEqual([]);
  });

  it.each(Object.keys(SPECS))('%s', async (name) => {
    const spec = SPECS[name]!;
    const label = (what: string) => `${name} — ${what}`;

    // The valid request first: the refusals below are the mutation's doing.
    if (spec.valid !== null) {
      await t.db.delete(rateLimits);
      await t.db.delete(requestLimits);
      await spec.before?.();
      const response = await send(
        spec,
        spec.path(),
        spec.body ? JSON.stringify(spec.body(next())) : spec.method === 'GET' ? undefined : '{}',
      );
      const text = await response.text();
      if (spec.valid === undefined)
        expect(response.status, label(`valid: ${text}`)).toBeLessThan(300);
      else expect(response.status, label(`valid: ${text}`)).toBe(spec.valid);
    }

    // The database as the last refusal left it (a refusal changes nothing): read again only
    // after a request that was accepted.
    let known: string | null = null;
    for (const mutation of mutationsFor(spec)) {
      await t.db.delete(rateLimits);
      await t.db.delete(requestLimits);
      let body: string | undefined;
      if (mutation.raw !== undefined) body = mutation.raw;
      else if (mutation.proto || mutation.contentType) {
        const valid = JSON.stringify(spec.body!(next()));
        body = mutation.proto ? `{"__proto__":{"isAdmin":true},${valid.slice(1)}` : valid;
      } else {
        const draft = structuredClone(spec.body!(next()));
        setPath(draft, mutation.field!, mutation.remove ? undefined : mutation.value);
        body = JSON.stringify(draft);
      }
      if (spec.before) {
        await spec.before();
        known = null;
      }
      const before = known ?? (await fingerprint());
      known = null;
      const response = await send(spec, spec.path(), body, mutation.contentType);
      const what = label(mutation.name);
      if (mutation.expect === 'verbatim') {
        const text = await response.text();
        expect(response.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(300);
        const sent = JSON.stringify(mutation.value).replace(/^\[|\]$/g, '');
        expect(text, `${what}: answered otherwise`).toContain(sent.slice(1, -1));
        continue;
      }
      if (mutation.expect === 'safe' && response.status < 400) {
        await response.text();
        continue;
      }
      expect(response.status, `${what} → ${response.status}`).toBeLessThan(500);
      await expectRefusedInFrench(response, what);
      known = await fingerprint();
      expect(known, `${what}: something was stored`).toBe(before);
    }

    if (spec.withParam) {
      for (const param of BAD_PARAMS) {
        const what = label(`parameter ${param.slice(0, 40)}`);
        const before = known ?? (await fingerprint());
        const response = await send(
          spec,
          spec.withParam(param),
          spec.method === 'GET' ? undefined : spec.body ? JSON.stringify(spec.body(next())) : '{}',
        );
        if (spec.paramStatuses?.includes(response.status)) {
          await response.text();
        } else {
          await expectRefusedInFrench(response, what);
        }
        known = await fingerprint();
        expect(known, `${what}: something changed`).toBe(before);
      }
    }
  });
});

describe('hostile text is stored and shown as sent', () => {
  it('keeps a shopping item named with HTML and SQL verbatim, on the list and in the database', async () => {
    const name = `${SCRIPT}${IMG}`.slice(0, 120);
    for (const value of [name, DROP, OR]) {
      const response = await t.app.request('/api/shopping-items', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, Cookie: user.cookie },
        body: JSON.stringify({ name: value }),
      });
      expect(response.status).toBe(201);
      const { id, name: answered } = (await response.json()).items[0];
      expect(answered).toBe(value);
      const listed = await (
        await t.app.request('/api/shopping-items', { headers: { Cookie: user.cookie } })
      ).json();
      expect(listed.items.find((item: { id: string }) => item.id === id).name).toBe(value);
      const [row] = await t.db.select().from(shoppingItems).where(eq(shoppingItems.id, id));
      expect(row!.name).toBe(value);
    }
    // The SQL was text: every table is still there.
    const users = await t.db.execute(sql`select count(*)::int as n from users`);
    expect((users.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('escapes a hostile promotion code on the sandbox checkout page', async () => {
    const response = await t.app.request(`/sandbox/checkout/${ids.checkout}/pay`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: TEST_BASE_URL,
        Cookie: user.cookie,
      },
      body: new URLSearchParams({ promoCode: SCRIPT }).toString(),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('value="&#60;SCRIPT&#62;ALERT(1)&#60;/SCRIPT&#62;"');
  });
});
