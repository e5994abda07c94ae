import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../../tests/support/test-app';
import type { MyRecipe, MyRecipeInput } from '../../../../shared/my-recipes';
import { eq } from 'drizzle-orm';
import { rateLimits, restorableRows } from '../../../db/schema';
import { purgeDeletedItemIds } from '../../household';
import { forgetRecipePhotos, photoStoreFor } from './photo-store';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'popote-photos-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const quiche: MyRecipeInput = {
  title: 'Quiche lorraine',
  dishType: 'plat',
  servings: 4,
  ingredients: [{ text: '3 œufs' }],
  steps: ['Cuire.'],
};

async function create(cookie: string): Promise<MyRecipe> {
  const response = await sendJson(t.app, 'POST', '/api/my-recipes', cookie, quiche);
  expect(response.status).toBe(201);
  return (await response.json()) as MyRecipe;
}

/** A small image of `format`, made here (no fixture file). */
const image = (format: 'jpeg' | 'png' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c8553d' } })
    .toFormat(format)
    .toBuffer();

const send = (
  cookie: string,
  id: string,
  body: BodyInit,
  contentType = 'image/jpeg',
  method = 'PUT',
) =>
  t.app.request(`/api/my-recipes/${id}/photo`, {
    method,
    headers: { 'Content-Type': contentType, Origin: TEST_BASE_URL, Cookie: cookie },
    body,
  });
const remove = (cookie: string, id: string) =>
  t.app.request(`/api/my-recipes/${id}/photo`, {
    method: 'DELETE',
    headers: { Origin: TEST_BASE_URL, Cookie: cookie },
  });
const fetchPhoto = (cookie: string, url: string) =>
  t.app.request(url, { headers: { Cookie: cookie } });
const files = async () => {
  const dir = path.join(dataDir, 'photos');
  const households = await readdir(dir).catch(() => [] as string[]);
  const all = await Promise.all(households.map((h) => readdir(path.join(dir, h))));
  return all.flat();
};

describe('« Mes recettes »: the photo', () => {
  it('keeps a JPEG, PNG or WebP as a WebP served privately to the household', async () => {
    const a = await subscribedUser(t.app, t.db);
    const recipe = await create(a.cookie);
    expect(recipe.photoUrl).toBeNull();
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const response = await send(a.cookie, recipe.id, await image(format), `image/${format}`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as MyRecipe;
      expect(answer.photoUrl).toMatch(new RegExp(`^/api/my-recipes/${recipe.id}/photo\\?v=\\w+`));
      const served = await fetchPhoto(a.cookie, answer.photoUrl!);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/webp');
      expect(served.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+/);
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    }
    const read = (await (
      await fetchPhoto(a.cookie, `/api/my-recipes/${recipe.id}`)
    ).json()) as MyRecipe;
    expect(read.photoUrl).not.toBeNull();
  });

  it('accepts a form, shrinks a large photo to 1,600 px and replaces the old file', async () => {
    const a = await subscribedUser(t.app, t.db);
    const recipe = await create(a.cookie);
    const first = (await (
      await send(a.cookie, recipe.id, await image('png'), 'image/png')
    ).json()) as MyRecipe;
    const before = await files();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await image('jpeg', 3200, 1000))]), 'a.jpg');
    const response = await t.app.request(`/api/my-recipes/${recipe.id}/photo`, {
      method: 'PUT',
      headers: { Origin: TEST_BASE_URL, Cookie: a.cookie },
      body: form,
    });
    expect(response.status).toBe(200);
    const second = (await response.json()) as MyRecipe;
    expect(second.photoUrl).not.toBe(first.photoUrl);
    const after = await files();
    expect(after.length).toBe(before.length);
    expect(after.filter((f) => !before.includes(f))).toHaveLength(1);
    const served = await fetchPhoto(a.cookie, second.photoUrl!);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 1600, height: 500 });

    const removed = await remove(a.cookie, recipe.id);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as MyRecipe).photoUrl).toBeNull();
    expect((await fetchPhoto(a.cookie, `/api/my-recipes/${recipe.id}/photo`)).status).toBe(404);
    expect((await files()).length).toBe(before.length - 1);
  });

  it('refuses a text file named .jpg and a photo over 5 MB, in French', async () => {
    const a = await subscribedUser(t.app, t.db);
    const recipe = await create(a.cookie);
    const text = await send(a.cookie, recipe.id, 'Ceci n’est pas une photo', 'image/jpeg');
    expect(text.status).toBe(422);
    expect(((await text.json()) as { error: { message: string } }).error.message).toMatch(
      /pas une photo lisible/,
    );
    const huge = await send(a.cookie, recipe.id, new Uint8Array(5 * 1024 * 1024 + 1), 'image/jpeg');
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toMatch(
      /trop lourde/,
    );
    const read = (await (
      await fetchPhoto(a.cookie, `/api/my-recipes/${recipe.id}`)
    ).json()) as MyRecipe;
    expect(read.photoUrl).toBeNull();
  });

  it('is 404 to another household on GET, PUT and DELETE', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const recipe = await create(a.cookie);
    const kept = (await (await send(a.cookie, recipe.id, await image('jpeg'))).json()) as MyRecipe;
    expect((await fetchPhoto(b.cookie, kept.photoUrl!)).status).toBe(404);
    expect((await send(b.cookie, recipe.id, await image('jpeg'))).status).toBe(404);
    expect((await remove(b.cookie, recipe.id)).status).toBe(404);
    expect((await fetchPhoto(a.cookie, kept.photoUrl!)).status).toBe(200);
  });

  it('gives a duplicate its own copy of the photo', async () => {
    const a = await subscribedUser(t.app, t.db);
    const recipe = await create(a.cookie);
    await send(a.cookie, recipe.id, await image('jpeg'));
    const copy = await sendJson(t.app, 'POST', `/api/my-recipes/${recipe.id}/duplicate`, a.cookie);
    expect(copy.status).toBe(201);
    const duplicate = (await copy.json()) as MyRecipe;
    expect(duplicate.photoUrl).toMatch(new RegExp(`^/api/my-recipes/${duplicate.id}/photo`));
    await remove(a.cookie, recipe.id);
    const served = await fetchPhoto(a.cookie, duplicate.photoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
  });

  it('keeps a deleted recipe’s photo while « Annuler » can bring it back, and forgets it after', async () => {
    const a = await subscribedUser(t.app, t.db);
    const recipe = await create(a.cookie);
    const kept = (await (
      await send(a.cookie, recipe.id, await image('png'), 'image/png')
    ).json()) as MyRecipe;
    const count = (await files()).length;
    await sendJson(t.app, 'DELETE', `/api/my-recipes/${recipe.id}`, a.cookie);
    const restored = await sendJson(t.app, 'POST', '/api/my-recipes/restore', a.cookie, {
      ids: [recipe.id],
    });
    expect(restored.status).toBe(200);
    expect((await fetchPhoto(a.cookie, kept.photoUrl!)).status).toBe(200);

    await sendJson(t.app, 'DELETE', `/api/my-recipes/${recipe.id}`, a.cookie);
    await t.db
      .update(restorableRows)
      .set({ deletedAt: new Date(Date.now() - 48 * 3600 * 1000) })
      .where(eq(restorableRows.id, recipe.id));
    const purged = await purgeDeletedItemIds(t.db, new Date());
    expect(purged.photoKeys).toHaveLength(1);
    await forgetRecipePhotos(photoStoreFor(t.config), purged.photoKeys);
    expect((await files()).length).toBe(count - 1);
  });

  it('forgets the household’s photos when its only member deletes the account', async () => {
    const a = await subscribedUser(t.app, t.db, { password: 'mot-de-passe-photos' });
    const recipe = await create(a.cookie);
    await send(a.cookie, recipe.id, await image('jpeg'));
    const gone = await create(a.cookie);
    await send(a.cookie, gone.id, await image('png'), 'image/png');
    await sendJson(t.app, 'DELETE', `/api/my-recipes/${gone.id}`, a.cookie);
    const count = (await files()).length;
    const deleted = await sendJson(t.app, 'DELETE', '/api/account', a.cookie, {
      password: 'mot-de-passe-photos',
    });
    expect(deleted.status).toBe(200);
    expect((await files()).length).toBe(count - 2);
  });
});
