import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  latestMail,
  me,
  sendJson,
  signUp,
  subscribedUser,
  type TestUser,
} from '../../../../tests/support/auth';
import { openEventStream } from '../../../../tests/support/event-stream';
import { createTestApp, TEST_BASE_URL } from '../../../../tests/support/test-app';
import { isAllowed } from '../../../shared/food/diet';
import { ingredientById } from '../../../shared/food/taxonomy';
import {
  householdInvitations,
  householdMembers,
  households,
  householdRecipes,
  householdShops,
  inventoryItems,
  mailOutbox,
  notifications,
  rateLimits,
  shoppingItems,
  userPreferences,
  users,
} from '../../db/schema';
import { CATALOGUE } from '../recipes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test signs up several accounts from one address: sign-up's limit per address is not
// what is tested here.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

type Owner = Awaited<ReturnType<typeof subscribedUser>>;

const get = (path: string, cookie: string) => t.app.request(path, { headers: { Cookie: cookie } });

/** Invites the address and returns the token of the mailed link. */
async function invite(owner: Owner, email: string): Promise<string> {
  const response = await sendJson(t.app, 'POST', '/api/household/invitations', owner.cookie, {
    email,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const mail = await latestMail(t.db, email);
  const link = mail.links.find((candidate) => candidate.startsWith(`${TEST_BASE_URL}/invitation?`));
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

const accept = (cookie: string, token: string) =>
  sendJson(t.app, 'POST', '/api/household/invitations/accept', cookie, { token });

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A new account (no questionnaire, no subscription) that joins the owner's household. */
async function joinedMember(owner: Owner, overrides: Partial<TestUser> = {}) {
  const { user, cookie } = await signUp(t.app, {
    email: `membre.${Math.random().toString(36).slice(2)}@example.com`,
    password: 'mot-de-passe',
    firstName: 'Noé',
    lastName: 'Martin',
    ...overrides,
  });
  const token = await invite(owner, user.email);
  expect((await accept(cookie, token)).status).toBe(200);
  const id = await userIdOf(user.email);
  await t.db.insert(userPreferences).values({ userId: id }).onConflictDoNothing();
  return { user, cookie, id };
}

describe('invitations', () => {
  it('mails a link; the invited account joins, skips the subscription and shares the list', async () => {
    const owner = await subscribedUser(t.app, t.db, { firstName: 'Camille' });
    const invitee = await signUp(t.app);
    const inviteeId = await userIdOf(invitee.user.email);
    // What the invitee had in their personal household joins the shared one.
    const [personal] = await t.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userId, inviteeId));
    await t.db
      .insert(inventoryItems)
      .values({ householdId: personal!.householdId, name: 'Yaourts' });
    await t.db.insert(householdRecipes).values({
      householdId: personal!.householdId,
      title: 'Gratin de grand-mère',
      dishType: 'plat',
      servings: 4,
      difficulty: 'facile',
    });
    // Two shops: « Coop », which the household also has, and « Marché ».
    const [theirCoop] = await t.db
      .insert(householdShops)
      .values({ householdId: owner.householdId, name: 'Coop', aisleOrder: [] })
      .returning();
    const [myCoop, market] = await t.db
      .insert(householdShops)
      .values([
        { householdId: personal!.householdId, name: 'coop', aisleOrder: [] },
        { householdId: personal!.householdId, name: 'Marché', aisleOrder: [] },
      ])
      .returning();
    await t.db.insert(shoppingItems).values([
      { householdId: personal!.householdId, name: 'Lait', shopId: myCoop!.id },
      { householdId: personal!.householdId, name: 'Fraises', shopId: market!.id },
    ]);

    const token = await invite(owner, invitee.user.email.toUpperCase());
    const mail = await latestMail(t.db, invitee.user.email);
    expect(mail.subject).toBe('Camille vous invite à rejoindre son foyer sur Popote');
    expect(mail.text).toContain('valable 7 jours');

    const preview = await get(`/api/household/invitations/preview?token=${token}`, '');
    expect(await preview.json()).toMatchObject({
      inviterFirstName: 'Camille',
      email: invitee.user.email,
    });

    expect((await accept(invitee.cookie, token)).status).toBe(200);
    const access = await (await me(t.app, invitee.cookie)).json();
    // The household answered the questionnaire: never asked again; the subscription is the
    // household's.
    expect(access).toMatchObject({
      destination: '/dashboard',
      hasPreferences: true,
      subscription: { active: true, sharedBy: 'Camille', status: null },
    });
    const [created] = await t.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, inviteeId));
    expect(created).toMatchObject({ dietaryRestrictions: [], avoidedFoods: [] });

    await sendJson(t.app, 'POST', '/api/shopping-items', owner.cookie, { name: 'Farine' });
    const list = await (await get('/api/shopping-items', invitee.cookie)).json();
    const shopOf = Object.fromEntries(
      list.items.map((item: { name: string; shopId: string | null }) => [item.name, item.shopId]),
    );
    expect(shopOf).toEqual({ Farine: null, Lait: theirCoop!.id, Fraises: market!.id });
    const shops = await (await get('/api/shops', owner.cookie)).json();
    expect(shops.items.map((shop: { name: string }) => shop.name)).toEqual(['Coop', 'Marché']);
    const fridge = await (await get('/api/inventory-items', owner.cookie)).json();
    expect(fridge.items.map((item: { name: string }) => item.name)).toEqual(['Yaourts']);
    // The invitee's own recipe book comes along, not lost with the personal household.
    const book = await (await get('/api/my-recipes', owner.cookie)).json();
    expect(book.items.map((recipe: { title: string }) => recipe.title)).toEqual([
      'Gratin de grand-mère',
    ]);
    expect(
      await t.db.select().from(households).where(eq(households.id, personal!.householdId)),
    ).toHaveLength(0);

    const overview = await (await get('/api/household', owner.cookie)).json();
    expect(overview).toMatchObject({ myRole: 'owner', maxMembers: 6, invitations: [] });
    expect(overview.members.map((m: { firstName: string; role: string }) => m.role)).toEqual([
      'owner',
      'member',
    ]);
    const seen = await (await get('/api/household', invitee.cookie)).json();
    expect(seen.myRole).toBe('member');
  });

  it('an invited partner signs up with the invited address: joining confirms it, one mail only', async () => {
    const owner = await subscribedUser(t.app, t.db, { firstName: 'Camille' });
    const email = `partenaire.${Math.random().toString(36).slice(2)}@example.com`;
    const token = await invite(owner, email);

    const partner = await signUp(t.app, {
      email,
      password: 'mot-de-passe',
      firstName: 'Sam',
      lastName: 'Rey',
    });
    // The invitation is the only mail: no confirmation mail besides it.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((mail) => mail.kind)).toEqual(['household-invitation']);
    expect((await (await me(t.app, partner.cookie)).json()).user.emailVerified).toBe(false);

    expect((await accept(partner.cookie, token)).status).toBe(200);
    const joined = await (await me(t.app, partner.cookie)).json();
    expect(joined.user.emailVerified).toBe(true);
    expect(joined.destination).toBe('/dashboard');

    // Anyone else signing up still gets the confirmation mail.
    const other = `autre.${Math.random().toString(36).slice(2)}@example.com`;
    await signUp(t.app, {
      email: other,
      password: 'mot-de-passe',
      firstName: 'Lu',
      lastName: 'Roy',
    });
    expect((await latestMail(t.db, other)).kind).toBe('verification');
  });

  it('joining with an account of another address confirms nothing', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const stranger = await signUp(t.app);
    const token = await invite(owner, `invite.${Math.random().toString(36).slice(2)}@example.com`);
    expect((await accept(stranger.cookie, token)).status).toBe(403);
    expect((await (await me(t.app, stranger.cookie)).json()).user.emailVerified).toBe(false);
  });

  it('works once, expires, and only for the invited address', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const invitee = await signUp(t.app);
    const stranger = await signUp(t.app);
    const token = await invite(owner, invitee.user.email);

    const wrong = await accept(stranger.cookie, token);
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.message).toBe(
      'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec le compte de cette adresse.',
    );
    expect((await accept(invitee.cookie, token)).status).toBe(200);
    const reused = await accept(invitee.cookie, token);
    expect(reused.status).toBe(410);
    expect((await reused.json()).error.message).toBe('Cette invitation a déjà été utilisée.');

    const late = await signUp(t.app);
    const lateToken = await invite(owner, late.user.email);
    await t.db
      .update(householdInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvitations.email, late.user.email));
    const expired = await accept(late.cookie, lateToken);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.code).toBe('INVITATION_EXPIRED');
    expect((await get(`/api/household/invitations/preview?token=${lateToken}`, '')).status).toBe(
      410,
    );

    const unknown = await accept(invitee.cookie, 'x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(
      'Cette invitation n’existe pas ou a été annulée.',
    );
  });

  it('lets the owner cancel a pending link, and no one else', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const other = await subscribedUser(t.app, t.db);
    const invitee = await signUp(t.app);
    const token = await invite(owner, invitee.user.email);
    const { invitations } = await (await get('/api/household', owner.cookie)).json();
    expect(invitations).toHaveLength(1);
    const path = `/api/household/invitations/${invitations[0].id}`;
    expect((await sendJson(t.app, 'DELETE', path, other.cookie)).status).toBe(404);
    expect((await sendJson(t.app, 'DELETE', path, owner.cookie)).status).toBe(200);
    expect((await accept(invitee.cookie, token)).status).toBe(404);
  });

  it('refuses to invite oneself, a member, or a seventh member, and members cannot invite', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const self = await sendJson(t.app, 'POST', '/api/household/invitations', owner.cookie, {
      email: owner.user.email,
    });
    expect(self.status).toBe(400);
    const member = await joinedMember(owner);
    const again = await sendJson(t.app, 'POST', '/api/household/invitations', owner.cookie, {
      email: member.user.email,
    });
    expect((await again.json()).error.code).toBe('ALREADY_MEMBER');
    const byMember = await sendJson(t.app, 'POST', '/api/household/invitations', member.cookie, {
      email: 'quelquun@example.com',
    });
    expect(byMember.status).toBe(403);
    expect((await byMember.json()).error.message).toBe(
      'Seul le responsable du foyer peut faire cela.',
    );
    const bad = await sendJson(t.app, 'POST', '/api/household/invitations', owner.cookie, {
      email: 'pas-une-adresse',
    });
    expect(bad.status).toBe(400);

    for (let index = 0; index < 4; index += 1) await invite(owner, `invite${index}@example.com`);
    const full = await sendJson(t.app, 'POST', '/api/household/invitations', owner.cookie, {
      email: 'septieme@example.com',
    });
    expect(full.status).toBe(409);
    expect((await full.json()).error.message).toBe(
      'Votre foyer compte déjà 6 membres\u00a0: c’est le maximum.',
    );
    // A new link for an address already invited replaces the old one (no extra seat).
    await invite(owner, 'invite0@example.com');
  });

  it('keeps an owner with members from joining another household', async () => {
    const owner = await subscribedUser(t.app, t.db);
    await joinedMember(owner);
    const other = await subscribedUser(t.app, t.db);
    const token = await invite(other, owner.user.email);
    const refused = await accept(owner.cookie, token);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('OWNER_WITH_MEMBERS');
  });
});

describe('members', () => {
  it('a removed member loses the household’s rows at once; what they added stays', async () => {
    const owner = await subscribedUser(t.app, t.db, { firstName: 'Camille' });
    const member = await joinedMember(owner);
    const {
      items: [added],
    } = await (
      await sendJson(t.app, 'POST', '/api/shopping-items', member.cookie, { name: 'Lait' })
    ).json();
    expect(added.name).toBe('Lait');

    const removed = await sendJson(
      t.app,
      'DELETE',
      `/api/household/members/${member.id}`,
      owner.cookie,
    );
    expect(removed.status).toBe(200);
    // No subscription of their own: the gate refuses them; the row is not theirs anyway.
    expect((await get('/api/shopping-items', member.cookie)).status).toBe(402);
    expect(
      (
        await sendJson(t.app, 'PATCH', `/api/shopping-items/${added.id}`, member.cookie, {
          checked: true,
        })
      ).status,
    ).toBe(402);
    expect((await (await me(t.app, member.cookie)).json()).destination).toBe('/subscription');
    const list = await (await get('/api/shopping-items', owner.cookie)).json();
    expect(list.items.map((item: { name: string; checked: boolean }) => item)).toMatchObject([
      { name: 'Lait', checked: false },
    ]);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(note!.message).toContain('Camille vous a retiré(e) de son foyer');
    expect((await latestMail(t.db, member.user.email)).subject).toBe(
      'Vous ne faites plus partie d’un foyer Popote',
    );
  });

  it('a removed member with a subscription of their own starts an empty household', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const member = await subscribedUser(t.app, t.db);
    const token = await invite(owner, member.user.email);
    expect((await accept(member.cookie, token)).status).toBe(200);
    const {
      items: [item],
    } = await (
      await sendJson(t.app, 'POST', '/api/shopping-items', owner.cookie, { name: 'Sel' })
    ).json();
    expect((await get('/api/shopping-items', member.cookie)).status).toBe(200);
    await sendJson(t.app, 'DELETE', `/api/household/members/${member.id}`, owner.cookie);
    expect((await (await get('/api/shopping-items', member.cookie)).json()).items).toEqual([]);
    const path = `/api/shopping-items/${item.id}`;
    expect((await sendJson(t.app, 'PATCH', path, member.cookie, { checked: true })).status).toBe(
      404,
    );
    expect((await sendJson(t.app, 'DELETE', path, member.cookie)).status).toBe(404);
  });

  it('a member may leave but not remove others; the owner may not leave', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const first = await joinedMember(owner);
    const second = await joinedMember(owner);
    const byMember = await sendJson(
      t.app,
      'DELETE',
      `/api/household/members/${second.id}`,
      first.cookie,
    );
    expect(byMember.status).toBe(403);
    const ownerLeaves = await sendJson(
      t.app,
      'DELETE',
      `/api/household/members/${owner.id}`,
      owner.cookie,
    );
    expect((await ownerLeaves.json()).error.code).toBe('OWNER_CANNOT_LEAVE');
    expect(
      (await sendJson(t.app, 'DELETE', `/api/household/members/${first.id}`, first.cookie)).status,
    ).toBe(200);
    const { members } = await (await get('/api/household', owner.cookie)).json();
    expect(members.map((m: { userId: string }) => m.userId)).toEqual([owner.id, second.id]);
    // Someone outside the household cannot remove anyone from it, nor learn who is in it.
    const stranger = await subscribedUser(t.app, t.db);
    expect(
      (await sendJson(t.app, 'DELETE', `/api/household/members/${second.id}`, stranger.cookie))
        .status,
    ).toBe(404);
  });

  it('when the owner deletes their account, the longest-standing member takes the household', async () => {
    const owner = await subscribedUser(t.app, t.db, { firstName: 'Camille' });
    const first = await joinedMember(owner, { firstName: 'Inès' });
    const second = await joinedMember(owner, { firstName: 'Jules' });
    await sendJson(t.app, 'POST', '/api/shopping-items', owner.cookie, { name: 'Beurre' });
    const deleted = await sendJson(t.app, 'DELETE', '/api/account', owner.cookie, {
      password: owner.user.password,
    });
    expect(deleted.status).toBe(200);

    const [home] = await t.db.select().from(households).where(eq(households.id, owner.householdId));
    expect(home!.ownerId).toBe(first.id);
    const roles = await t.db
      .select({ userId: householdMembers.userId, role: householdMembers.role })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, owner.householdId));
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: first.id, role: 'owner' },
        { userId: second.id, role: 'member' },
      ]),
    );
    // The subscription ended with the owner's account: both are told, and sent to subscribe.
    expect((await (await me(t.app, second.cookie)).json()).destination).toBe('/subscription');
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, second.id));
    expect(note!.message).toContain('Inès est désormais responsable du foyer');
    expect((await latestMail(t.db, first.user.email)).subject).toBe(
      'Votre foyer Popote a un nouveau responsable',
    );
    const rows = await t.db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.householdId, owner.householdId));
    expect(rows.map((row) => row.name)).toEqual(['Beurre']);
  });
});

describe('live updates', () => {
  it('tells the members when someone joins, and ends a removed member’s stream', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const ownersStream = await openEventStream(t.app, owner.cookie);
    await ownersStream.waitFor('ready');
    const member = await joinedMember(owner);
    expect((await ownersStream.waitFor('change')).map((event) => event.data)).toContainEqual({
      topic: 'household',
    });
    const membersStream = await openEventStream(t.app, member.cookie);
    await membersStream.waitFor('ready');
    await sendJson(t.app, 'DELETE', `/api/household/members/${member.id}`, owner.cookie);
    await membersStream.waitFor('change');
    await expect(
      Promise.race([
        membersStream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
      ]),
    ).resolves.toBe('ended');
    // Nothing more of the household reaches them. (Before the stream ended, a lost and regained
    // LISTEN connection may have sent every topic once, « fetch again »: that is allowed.)
    const seenByMember = membersStream.named('change');
    expect(seenByMember).toContainEqual({ event: 'change', data: { topic: 'household' } });
    const seen = ownersStream.named('change').length;
    await sendJson(t.app, 'POST', '/api/shopping-items', owner.cookie, { name: 'Sucre' });
    await ownersStream.waitFor('change', seen + 1);
    expect(membersStream.named('change')).toEqual(seenByMember);
    await Promise.all([ownersStream.close(), membersStream.close()]);
  });
});

describe('everyone’s preferences', () => {
  it('a member’s nut allergy removes every nut recipe from the owner’s suggestions', async () => {
    const owner = await subscribedUser(t.app, t.db);
    const member = await joinedMember(owner);
    await t.db
      .update(userPreferences)
      .set({ dietaryRestrictions: ['nutFree'] })
      .where(eq(userPreferences.userId, member.id));
    for (let index = 0; index < 25; index += 1) {
      const response = await sendJson(t.app, 'POST', '/api/recipes/suggestions', owner.cookie, {
        type: 'dessert',
        regenerate: true,
      });
      const { recipe } = (await response.json()) as { recipe: { id: string } };
      const ingredients = CATALOGUE.find((entry) => entry.id === recipe.id)!.ingredients.map(
        ([id]) => ingredientById(id)!,
      );
      expect(isAllowed(ingredients, 'nutFree'), recipe.id).toBe(true);
    }
  });
});
