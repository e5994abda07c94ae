import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, sendJson, subscribedUser } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';
import { createServices } from '../../services';
import { connectDatabase } from '../../db/client';
import { householdMembers, userPreferences, userSubscriptions } from '../../db/schema';
import { runExpiryAlerts, sendExpiryAlerts } from './expiry-alerts';
import { addDays } from '../../../shared/dates';
import type { AppNotification, NotificationList } from '../../../shared/notifications';
import { zurichDay } from '../../platform/home-time';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 08:00 in Zurich (winter time) on that day: each test has days of its own. */
const morning = (day: string) => new Date(`${day}T07:00:00Z`);

type Member = Awaited<ReturnType<typeof subscribedUser>>;

/** An owner and a second member sharing the owner's household. */
async function household(): Promise<[Member, Member]> {
  const owner = await subscribedUser(t.app, t.db, { firstName: 'Camille' });
  const member = await subscribedUser(t.app, t.db, { firstName: 'Noé' });
  await t.db
    .update(householdMembers)
    .set({ householdId: owner.householdId, role: 'member' })
    .where(eq(householdMembers.userId, member.id));
  return [owner, { ...member, householdId: owner.householdId }];
}

async function addToFridge(cookie: string, name: string, expirationDate: string | null) {
  const response = await sendJson(t.app, 'POST', '/api/inventory-items', cookie, {
    name,
    expirationDate,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function noticesOf(cookie: string): Promise<AppNotification[]> {
  const response = await t.app.request('/api/notifications', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as NotificationList).items;
}

describe('daily expiry alerts', () => {
  it('tell every member once about what expires within two days, with the link to cook it', async () => {
    const [owner, member] = await household();
    const milk = await addToFridge(owner.cookie, 'Lait', '2030-03-11');
    const yoghurts = await addToFridge(member.cookie, 'Yaourts', '2030-03-12');
    await addToFridge(owner.cookie, 'Pommes', '2030-03-13');
    await addToFridge(owner.cookie, 'Riz', null);

    // A second server process on the same database checks at the same moment.
    const other = connectDatabase(t.url, { poolSize: 2 });
    const secondProcess = createServices({
      config: t.config,
      db: other.db,
      logger: pino({ level: 'silent' }),
      authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    });
    try {
      const runs = await Promise.all([
        runExpiryAlerts(t.services, morning('2030-03-10')),
        runExpiryAlerts(secondProcess, morning('2030-03-10')),
      ]);
      expect(runs.map((run) => run.ran).sort()).toEqual([false, true]);
      const later = await runExpiryAlerts(secondProcess, new Date('2030-03-10T16:00:00Z'));
      expect(later.ran).toBe(false);
    } finally {
      await secondProcess.events.close();
      await other.close();
    }
    // Even without the day's claim, what was told is not told again.
    await sendExpiryAlerts(t.services, new Date('2030-03-10T18:00:00Z'));

    for (const person of [owner, member]) {
      expect(await noticesOf(person.cookie)).toEqual([
        expect.objectContaining({
          title: 'À consommer rapidement',
          message: 'Lait et Yaourts expirent bientôt.',
          type: 'expiry',
          link: `/dashboard/feed?fridge=1&priority=${milk},${yoghurts}`,
        }),
      ]);
    }
  });

  it('give an expired item only the « expired » notice, and each state once', async () => {
    const [owner, member] = await household();
    await addToFridge(owner.cookie, 'Crème fraîche', '2030-04-01');
    await addToFridge(owner.cookie, 'Jambon', '2030-04-06');

    expect((await runExpiryAlerts(t.services, morning('2030-04-05'))).ran).toBe(true);
    expect((await runExpiryAlerts(t.services, morning('2030-04-07'))).ran).toBe(true);
    expect((await runExpiryAlerts(t.services, morning('2030-04-08'))).ran).toBe(true);

    const notices = await noticesOf(member.cookie);
    expect(notices.map(({ title, message }) => ({ title, message }))).toEqual([
      { title: 'Date dépassée dans votre frigo', message: 'Jambon a expiré.' },
      {
        title: 'À consommer rapidement',
        message: 'Jambon expire bientôt. Crème fraîche a expiré.',
      },
    ]);
  });

  it('mail the digest only to the members who asked for it and have access', async () => {
    const [owner, member] = await household();
    await t.db
      .update(userPreferences)
      .set({ expiryDigest: true })
      .where(eq(userPreferences.userId, owner.id));
    const lapsed = await subscribedUser(t.app, t.db, { firstName: 'Lou' });
    await t.db
      .update(userPreferences)
      .set({ expiryDigest: true })
      .where(eq(userPreferences.userId, lapsed.id));
    const lait = await addToFridge(owner.cookie, 'lait entier', '2030-05-10');
    await addToFridge(lapsed.cookie, 'Beurre', '2030-05-11');
    await t.db
      .update(userSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(userSubscriptions.userId, lapsed.id));

    await runExpiryAlerts(t.services, morning('2030-05-10'));

    const mail = await latestMail(t.db, owner.user.email);
    expect(mail.subject).toBe('À consommer rapidement — Popote');
    expect(mail.kind).toBe('expiry-digest');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain('Lait entier expire bientôt.');
    expect(mail.text).toContain('- lait entier\u00a0: expire aujourd’hui');
    expect(mail.links).toContain(`http://localhost:3000/dashboard/feed?fridge=1&priority=${lait}`);
    expect(mail.html).toContain('<li>lait entier\u00a0: expire aujourd’hui</li>');
    expect((await latestMail(t.db, member.user.email)).kind).toBe('verification');
    expect((await latestMail(t.db, lapsed.user.email)).kind).toBe('verification');
    // In the app, everyone is told.
    expect(await noticesOf(member.cookie)).toHaveLength(1);
  });

  it('can be run now outside production, still once per item', async () => {
    const [owner] = await household();
    await addToFridge(owner.cookie, 'Lait', addDays(zurichDay(new Date()).date, 1));
    for (let run = 0; run < 2; run += 1) {
      const response = await sendJson(t.app, 'POST', '/api/dev/jobs/expiry-alerts', '');
      expect(response.status).toBe(200);
    }
    expect(await noticesOf(owner.cookie)).toEqual([
      expect.objectContaining({ message: 'Lait expire bientôt.' }),
    ]);
  });
});
