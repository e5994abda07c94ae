import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { profiles } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('reads and changes names and avatar; the profile row follows', async () => {
    const a = await subscribedUser(t.app, t.db, { firstName: 'Léa', lastName: 'Martin' });
    const read = await (
      await t.app.request('/api/profile', { headers: { Cookie: a.cookie } })
    ).json();
    expect(read).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      email: a.user.email,
      avatarUrl: null,
    });
    const patched = await sendJson(t.app, 'PATCH', '/api/profile', a.cookie, {
      firstName: ' Léonie ',
      avatar: 'tomate',
    });
    expect(await patched.json()).toMatchObject({
      firstName: 'Léonie',
      lastName: 'Martin',
      avatarUrl: '/avatars/tomate.svg',
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, a.id));
    expect(profile!.firstName).toBe('Léonie');
    const me = await (await t.app.request('/api/me', { headers: { Cookie: a.cookie } })).json();
    expect(me.user).toMatchObject({ firstName: 'Léonie', avatarUrl: '/avatars/tomate.svg' });
    expect(
      await (await sendJson(t.app, 'PATCH', '/api/profile', a.cookie, { avatar: null })).json(),
    ).toMatchObject({ avatarUrl: null });
  });

  it('refuses an empty name and an avatar that is not ours', async () => {
    const a = await subscribedUser(t.app, t.db);
    const empty = await sendJson(t.app, 'PATCH', '/api/profile', a.cookie, { firstName: '  ' });
    expect((await empty.json()).error.fields[0].message).toBe('Le prénom est requis');
    expect(
      (
        await sendJson(t.app, 'PATCH', '/api/profile', a.cookie, {
          avatar: 'https://evil.example/x.png',
        })
      ).status,
    ).toBe(400);
  });
});

describe('preferences from the settings', () => {
  it('shows difficulty « facile » and no servings until chosen, then keeps the changes', async () => {
    const a = await subscribedUser(t.app, t.db);
    const read = await (
      await t.app.request('/api/preferences', { headers: { Cookie: a.cookie } })
    ).json();
    expect(read).toMatchObject({ difficulty: 'facile', servings: null });
    const patched = await sendJson(t.app, 'PATCH', '/api/preferences', a.cookie, {
      difficulty: 'moyen',
      servings: 6,
      preferredFoods: ['tomates', 'Tomates ', ''],
    });
    expect(await patched.json()).toMatchObject({
      difficulty: 'moyen',
      servings: 6,
      preferredFoods: ['tomates'],
    });
    expect(
      (await sendJson(t.app, 'PATCH', '/api/preferences', a.cookie, { servings: 0 })).status,
    ).toBe(400);
    expect(
      (await sendJson(t.app, 'PATCH', '/api/preferences', a.cookie, { difficulty: 'extrême' }))
        .status,
    ).toBe(400);
  });
});
