import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, me, sendJson, signIn, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';
import {
  assistantConversations,
  assistantMessages,
  favoriteRecipes,
  householdRecipes,
  households,
  profiles,
  shoppingItems,
  users,
} from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
beforeAll(async () => {
  // The recipe photos of the export go to a folder of this file's own.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'popote-account-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('e-mail change', () => {
  it('asks the current password again and refuses the same or a taken address', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    const same = await sendJson(t.app, 'POST', '/api/account/email', a.cookie, {
      newEmail: a.user.email.toUpperCase(),
      currentPassword: a.user.password,
    });
    expect((await same.json()).error.message).toBe(
      'Cette adresse email est déjà associée à votre compte',
    );
    const wrong = await sendJson(t.app, 'POST', '/api/account/email', a.cookie, {
      newEmail: 'neuve@example.com',
      currentPassword: 'faux',
    });
    expect((await wrong.json()).error).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Le mot de passe actuel est incorrect.',
    });
    const taken = await sendJson(t.app, 'POST', '/api/account/email', a.cookie, {
      newEmail: b.user.email,
      currentPassword: a.user.password,
    });
    expect((await taken.json()).error.message).toBe('Cette adresse email est déjà utilisée');
  });

  it('changes the address once the link mailed to the new one is opened; the link works once', async () => {
    const a = await subscribedUser(t.app, t.db);
    const newEmail = `nouvelle.${Date.now()}@example.com`;
    const asked = await sendJson(t.app, 'POST', '/api/account/email', a.cookie, {
      newEmail,
      currentPassword: a.user.password,
    });
    expect(asked.status).toBe(200);
    expect((await (await me(t.app, a.cookie)).json()).user.email).toBe(a.user.email);

    const mail = await latestMail(t.db, newEmail);
    expect(mail.subject).toContain('Confirmez votre nouvelle adresse e-mail');
    const link = mail.links.find((candidate) =>
      candidate.includes('/api/account/email/confirm?token='),
    )!;
    const confirmed = await t.app.request(link.replace(TEST_BASE_URL, ''));
    expect(confirmed.headers.get('location')).toBe(
      `${TEST_BASE_URL}/dashboard/settings?email=changed`,
    );

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, a.id));
    expect(profile!.email).toBe(newEmail);
    expect(
      (await signIn(t.app, { email: newEmail, password: a.user.password })).response.status,
    ).toBe(200);
    expect((await signIn(t.app, a.user)).response.status).toBe(401);
    const reused = await t.app.request(link.replace(TEST_BASE_URL, ''));
    expect(reused.headers.get('location')).toBe(
      `${TEST_BASE_URL}/dashboard/settings?email=invalid`,
    );
  });

  it('tells the former address, ends the other sessions and voids the links already sent', async () => {
    const a = await subscribedUser(t.app, t.db);
    const phone = (await signIn(t.app, a.user)).cookie;
    // A reset link and a second change link, mailed before the change.
    await sendJson(t.app, 'POST', '/api/auth/password-reset', '', { email: a.user.email });
    const resetLink = (await latestMail(t.db, a.user.email)).links[0]!;
    await sendJson(t.app, 'POST', '/api/account/email', a.cookie, {
      newEmail: `autre.${Date.now()}@example.com`,
      currentPassword: a.user.password,
    });
    const newEmail = `nouvelle.${Date.now()}@example.com`;
    await sendJson(t.app, 'POST', '/api/account/email', a.cookie, {
      newEmail,
      currentPassword: a.user.password,
    });
    const link = (await latestMail(t.db, newEmail)).links.find((candidate) =>
      candidate.includes('/api/account/email/confirm?token='),
    )!;
    // Followed in the browser of the first session: that one stays, the phone's ends.
    await t.app.request(link.replace(TEST_BASE_URL, ''), { headers: { Cookie: a.cookie } });
    expect((await me(t.app, a.cookie)).status).toBe(200);
    expect((await me(t.app, phone)).status).toBe(401);

    const told = await latestMail(t.db, a.user.email);
    expect(told.subject).toContain('Votre adresse e-mail a changé');
    expect(told.text).toContain(newEmail);

    const reset = await sendJson(t.app, 'POST', '/api/auth/reset-password', '', {
      token: new URL(resetLink).searchParams.get('token'),
      newPassword: 'nouveau-secret',
    });
    expect(reset.status).toBe(400);
    const [other] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, a.id));
    expect(other!.email).toBe(newEmail);
  });
});

describe('export', () => {
  it('downloads the user’s rows as JSON, and no one else’s', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    await t.db
      .insert(favoriteRecipes)
      .values({ userId: a.id, recipeId: 'quiche', recipeTitle: 'Quiche', type: 'plat' });
    await t.db
      .insert(favoriteRecipes)
      .values({ userId: b.id, recipeId: 'tarte', recipeTitle: 'Tarte de B', type: 'dessert' });
    await t.db.insert(shoppingItems).values({ householdId: a.householdId, name: 'farine' });
    await t.db.insert(shoppingItems).values({ householdId: b.householdId, name: 'sel de B' });
    const recipeIds: string[] = [];
    for (const [householdId, title] of [
      [a.householdId, 'Quiche des enfants'],
      [b.householdId, 'Gratin de B'],
    ] as const) {
      const [row] = await t.db
        .insert(householdRecipes)
        .values({
          householdId,
          title,
          dishType: 'plat',
          servings: 4,
          difficulty: 'facile',
          ingredients: [{ text: '3 œufs' }],
        })
        .returning();
      recipeIds.push(row!.id);
    }
    // The book's photo travels in the export, as « Exporter mes recettes » writes it.
    const photo = await t.app.request(`/api/my-recipes/${recipeIds[0]}/photo`, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png', Origin: TEST_BASE_URL, Cookie: a.cookie },
      body: new Uint8Array(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8553d' } })
          .png()
          .toBuffer(),
      ),
    });
    expect(photo.status).toBe(200);
    for (const [user, content] of [
      [a, 'Un dessert rapide'],
      [b, 'Un plat de B'],
    ] as const) {
      const [conversation] = await t.db
        .insert(assistantConversations)
        .values({ userId: user.id, title: content })
        .returning();
      await t.db
        .insert(assistantMessages)
        .values({ conversationId: conversation!.id, role: 'user', content });
    }
    const response = await t.app.request('/api/account/export', { headers: { Cookie: a.cookie } });
    expect(response.headers.get('content-disposition')).toContain('popote-mes-donnees.json');
    const data = await response.json();
    expect(data.account).toMatchObject({ id: a.id, email: a.user.email });
    expect(data.account.password).toBeUndefined();
    expect(data.favorites.map((row: { recipeTitle: string }) => row.recipeTitle)).toEqual([
      'Quiche',
    ]);
    expect(data.household.shoppingItems.map((row: { name: string }) => row.name)).toEqual([
      'farine',
    ]);
    expect(data.household.people).toEqual([]);
    expect(data.household.myRecipes).toMatchObject([
      { '@type': 'Recipe', name: 'Quiche des enfants', recipeIngredient: ['3 œufs'] },
    ]);
    const image = data.household.myRecipes[0].image as string;
    expect(image).toMatch(/^data:image\/webp;base64,/);
    expect(
      await sharp(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64')).metadata(),
    ).toMatchObject({ format: 'webp', width: 40, height: 30 });
    // The book is the same file « Exporter mes recettes » downloads.
    const book = await t.app.request('/api/my-recipes/export', { headers: { Cookie: a.cookie } });
    expect(data.household.myRecipes).toEqual(await book.json());
    expect(data.subscription).toMatchObject({ status: 'active' });
    expect(data.assistantConversations).toMatchObject([
      { title: 'Un dessert rapide', messages: [{ role: 'user', content: 'Un dessert rapide' }] },
    ]);
    expect(JSON.stringify(data)).not.toContain('de B');
  });
});

describe('account deletion', () => {
  it('needs the password, then deletes the user and all their rows and signs out', async () => {
    const a = await subscribedUser(t.app, t.db);
    const b = await subscribedUser(t.app, t.db);
    await t.db.insert(shoppingItems).values({ householdId: a.householdId, name: 'farine' });
    const wrong = await sendJson(t.app, 'DELETE', '/api/account', a.cookie, { password: 'faux' });
    expect(wrong.status).toBe(400);
    expect((await t.db.select().from(users).where(eq(users.id, a.id))).length).toBe(1);

    const deleted = await sendJson(t.app, 'DELETE', '/api/account', a.cookie, {
      password: a.user.password,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().join('\n')).toMatch(/popote\.session_token=;/);
    expect(await t.db.select().from(users).where(eq(users.id, a.id))).toHaveLength(0);
    expect(
      await t.db.select().from(households).where(eq(households.id, a.householdId)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(shoppingItems).where(eq(shoppingItems.householdId, a.householdId)),
    ).toHaveLength(0);
    expect((await me(t.app, a.cookie)).status).toBe(401);
    expect((await signIn(t.app, a.user)).response.status).toBe(401);
    expect((await me(t.app, b.cookie)).status).toBe(200);
  });
});
