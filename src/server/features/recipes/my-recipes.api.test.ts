import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, signUp, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { ERROR_MESSAGES, type ApiErrorBody } from '../../../shared/errors';
import type { RecipeImportAnswer } from '../../../shared/recipe-import';
import { requestLimits } from '../../db/schema';
import { RECIPE_IMPORT_LIMIT } from './import/import-recipe';

const fixture = (name: string) =>
  readFileSync(new URL(`./import/fixtures/${name}`, import.meta.url), 'utf8');

let t: Awaited<ReturnType<typeof createTestApp>>;
let site: Server;
let origin = '';
let userAgents: (string | undefined)[] = [];

beforeAll(async () => {
  // A recipe site on this machine, let through by RECIPE_IMPORT_ALLOWED_HOSTS (its port only).
  site = createServer((request, response) => {
    userAgents.push(request.headers['user-agent']);
    const pages: Record<string, string> = {
      '/blanquette': fixture('jsonld-graph.html'),
      '/quiche': fixture('microdata.html'),
      '/noel': fixture('no-recipe.html'),
    };
    if (request.url === '/ailleurs') {
      response.writeHead(302, { location: '/blanquette' });
      return response.end();
    }
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? '<h1>Introuvable</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ RECIPE_IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}` });
});
afterAll(async () => {
  await t?.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});
beforeEach(async () => {
  userAgents = [];
  await t.db.delete(requestLimits);
});

const importLink = (cookie: string, url: unknown) =>
  sendJson(t.app, 'POST', '/api/my-recipes/import/link', cookie, { url });
const importText = (cookie: string, text: unknown) =>
  sendJson(t.app, 'POST', '/api/my-recipes/import/text', cookie, { text });

async function refused(response: Response, status: number, code: keyof typeof ERROR_MESSAGES) {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = (await response.json()) as ApiErrorBody;
  expect(body.error).toMatchObject({ code, message: ERROR_MESSAGES[code] });
}

describe('POST /api/my-recipes/import/link', () => {
  it('answers the draft of a recipe page served on this machine, nothing saved', async () => {
    const a = await subscribedUser(t.app, t.db);
    const response = await importLink(a.cookie, `${origin}/ailleurs`);
    expect(response.status, await response.clone().text()).toBe(200);
    const { draft } = (await response.json()) as RecipeImportAnswer;
    expect(draft).toMatchObject({
      title: "Blanquette de veau à l'ancienne",
      servings: 6,
      prepMinutes: 30,
      cookMinutes: 105,
      totalMinutes: 135,
      sourceUrl: `${origin}/blanquette`,
      dishType: 'plat',
    });
    expect(draft.ingredientLines).toContain('20 cl de crème fraîche');
    expect(draft.steps[0]).toMatch(/^La viande\u00a0: Coupez le veau/);
    expect(userAgents).toEqual([
      'Popote/1.0 (+http://localhost:3000)',
      'Popote/1.0 (+http://localhost:3000)',
    ]);

    const quiche = await importLink(a.cookie, `${origin}/quiche`);
    expect(((await quiche.json()) as RecipeImportAnswer).draft.title).toBe('Quiche lorraine');
  });

  it('says in French what went wrong: no recipe, a refused address, a bad link', async () => {
    const a = await subscribedUser(t.app, t.db);
    await refused(await importLink(a.cookie, `${origin}/noel`), 422, 'RECIPE_NOT_FOUND_ON_PAGE');
    expect(ERROR_MESSAGES.RECIPE_NOT_FOUND_ON_PAGE).toBe('Aucune recette trouvée sur cette page.');
    // Another loopback address, or another port, is not allowed.
    await refused(
      await importLink(a.cookie, origin.replace('127.0.0.1', '127.0.0.2')),
      422,
      'IMPORT_ADDRESS_REFUSED',
    );
    await refused(
      await importLink(a.cookie, 'http://localhost:3000/api/me'),
      422,
      'IMPORT_ADDRESS_REFUSED',
    );
    await refused(
      await importLink(a.cookie, 'http://169.254.169.254/latest/meta-data/'),
      422,
      'IMPORT_ADDRESS_REFUSED',
    );
    await refused(await importLink(a.cookie, `ftp://127.0.0.1/`), 400, 'IMPORT_URL_INVALID');
    await refused(
      await importLink(a.cookie, origin.replace('http://', 'http://léa:secret@')),
      400,
      'IMPORT_URL_INVALID',
    );
    await refused(await importLink(a.cookie, `${origin}/absente`), 502, 'IMPORT_PAGE_UNAVAILABLE');
    await refused(await importLink(a.cookie, ''), 400, 'VALIDATION');
  });

  it('limits the imports of a household, refused ones included, and no other household’s', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    for (let index = 0; index < RECIPE_IMPORT_LIMIT.max; index += 1)
      expect((await importLink(a.cookie, 'http://10.0.0.1/')).status).toBe(422);
    await refused(await importLink(a.cookie, `${origin}/blanquette`), 429, 'RATE_LIMITED');
    expect((await importLink(b.cookie, `${origin}/blanquette`)).status).toBe(200);
  });

  it('is for subscribers only', async () => {
    const { cookie } = await signUp(t.app);
    const response = await importLink(cookie, `${origin}/blanquette`);
    expect([402, 403]).toContain(response.status);
    expect((await importLink('', `${origin}/blanquette`)).status).toBe(401);
    expect(userAgents).toEqual([]);
  });
});

describe('POST /api/my-recipes/import/text', () => {
  it('answers the draft of a pasted recipe', async () => {
    const a = await subscribedUser(t.app, t.db);
    const response = await importText(
      a.cookie,
      'Quiche aux poireaux\nPour 6 personnes\nIngrédients\n- 3 poireaux\n- 1 pâte brisée\nPréparation\n1. Émincez les poireaux.\n2. Enfournez 35 min.',
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as RecipeImportAnswer).draft).toEqual({
      title: 'Quiche aux poireaux',
      description: '',
      servings: 6,
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: null,
      ingredientLines: ['3 poireaux', '1 pâte brisée'],
      steps: ['Émincez les poireaux.', 'Enfournez 35 min.'],
      imageUrl: null,
      sourceUrl: null,
      tags: [],
      dishType: null,
    });
  });

  it('refuses a text without a recipe or over 20 000 characters, in French', async () => {
    const a = await subscribedUser(t.app, t.db);
    await refused(await importText(a.cookie, 'Bonjour !'), 422, 'RECIPE_NOT_FOUND_IN_TEXT');
    const long = await importText(a.cookie, `Tarte\nIngrédients\n${'1 pomme\n'.repeat(2_600)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as ApiErrorBody).error.fields?.[0]?.path).toBe('text');
    await refused(await importText(a.cookie, '   '), 400, 'VALIDATION');
  });
});
