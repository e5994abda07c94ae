import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, postJson, signUp } from '../../../../tests/support/auth';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = {
  adults: 2,
  children: 1,
  dietaryRestrictions: ['vegetarian', 'nutFree'],
  preferredFoods: ['tomates', ' basilic '],
  avoidedFoods: ['coriandre'],
  shoppingFrequency: 'weekly',
};

const put = (cookie: string, body: unknown) =>
  t.app.request('/api/preferences', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, Cookie: cookie },
    body: JSON.stringify(body),
  });

describe('preferences', () => {
  it('saves the questionnaire, reads it back, and moves the destination to /subscription', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.app.request('/api/preferences', { headers: { Cookie: cookie } })).status).toBe(
      404,
    );
    const saved = await put(cookie, answers);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      ...answers,
      preferredFoods: ['tomates', 'basilic'],
    });
    const read = await (
      await t.app.request('/api/preferences', { headers: { Cookie: cookie } })
    ).json();
    expect(read).toMatchObject({ adults: 2, children: 1, shoppingFrequency: 'weekly' });
    expect((await (await me(t.app, cookie)).json()).destination).toBe('/subscription');
  });

  it('updates in place on a second save (one row per user)', async () => {
    const { cookie } = await signUp(t.app);
    await put(cookie, answers);
    const second = await put(cookie, { ...answers, adults: 4, dietaryRestrictions: ['none'] });
    expect(await second.json()).toMatchObject({ adults: 4, dietaryRestrictions: ['none'] });
  });

  it('refuses bad answers with French messages and keeps what was stored', async () => {
    const { cookie } = await signUp(t.app);
    await put(cookie, answers);
    for (const bad of [
      { ...answers, adults: 0 },
      { ...answers, children: 12 },
      { ...answers, dietaryRestrictions: ['none', 'vegan'] },
      { ...answers, shoppingFrequency: 'yearly' },
      { ...answers, preferredFoods: 'tomates' },
      {},
    ]) {
      const response = await put(cookie, bad);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('VALIDATION');
    }
    const read = await (
      await t.app.request('/api/preferences', { headers: { Cookie: cookie } })
    ).json();
    expect(read.adults).toBe(2);
  });

  it('needs a signed-in user, and only ever touches that user’s row', async () => {
    expect((await put('', answers)).status).toBe(401);
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await put(a.cookie, answers);
    await put(b.cookie, { ...answers, adults: 7, userId: 'someone-else' });
    const readA = await (
      await t.app.request('/api/preferences', { headers: { Cookie: a.cookie } })
    ).json();
    expect(readA.adults).toBe(2);
  });

  it('refuses a request sent from another site', async () => {
    const { cookie } = await signUp(t.app);
    const response = await postJson(t.app, '/api/preferences', answers, {
      Cookie: cookie,
      Origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });
});
