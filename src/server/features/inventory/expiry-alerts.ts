import { and, eq, gte, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  householdMembers,
  inventoryItems,
  notifications,
  userPreferences,
  users,
} from '../../db/schema';
import { loadAccess } from '../auth';
import type { HouseholdServices } from '../household';
import { expiryDigestMail } from './mails';
import { claimDailyRun, releaseDailyRun } from '../../platform/daily-run';
import { expiryNotice, type ExpiringItem, type ExpiryNotice } from './expiry-notice';
import { addDays } from '../../../shared/dates';
import { zurichDay } from '../../platform/home-time';

export const EXPIRY_ALERTS_JOB = 'expiry-alerts';
/** « Expires soon »: today, tomorrow or the day after. */
export const EXPIRY_SOON_DAYS = 2;

type Deps = Pick<HouseholdServices, 'db' | 'mailer' | 'config' | 'logger'>;

export interface ExpiryAlertsReport {
  /** False when another run (another process, earlier today) already claimed the day. */
  ran: boolean;
  households: number;
  notifications: number;
  mails: number;
}

/** The items not yet told about in their present state: soon (within 2 days) or expired. */
function due(today: string) {
  const date = inventoryItems.expirationDate;
  return {
    soon: and(
      gte(date, today),
      lte(date, addDays(today, EXPIRY_SOON_DAYS)),
      isNull(inventoryItems.soonNotifiedAt),
    ),
    expired: and(lt(date, today), isNull(inventoryItems.expiredNotifiedAt)),
  };
}

/** Dated items (the conditions above only match those), soonest first, then by name. */
function sorted(rows: { id: string; name: string; expirationDate: string | null }[]) {
  return rows
    .flatMap((row): ExpiringItem[] =>
      row.expirationDate ? [{ ...row, expirationDate: row.expirationDate }] : [],
    )
    .sort(
      (a, b) =>
        a.expirationDate.localeCompare(b.expirationDate) || a.name.localeCompare(b.name, 'fr'),
    );
}

const returned = {
  id: inventoryItems.id,
  name: inventoryItems.name,
  expirationDate: inventoryItems.expirationDate,
};

/**
 * Marks the household's due items as told and tells every member, in one transaction: the
 * marks are taken by UPDATE … WHERE not yet marked, so a concurrent run finds nothing left.
 */
async function notifyHousehold(db: Database, householdId: string, today: string, now: Date) {
  const conditions = due(today);
  return db.transaction(async (tx) => {
    const mine = eq(inventoryItems.householdId, householdId);
    const soon = await tx
      .update(inventoryItems)
      .set({ soonNotifiedAt: now })
      .where(and(mine, conditions.soon))
      .returning(returned);
    const expired = await tx
      .update(inventoryItems)
      .set({ expiredNotifiedAt: now })
      .where(and(mine, conditions.expired))
      .returning(returned);
    const notice = expiryNotice({ soon: sorted(soon), expired: sorted(expired) }, today);
    if (!notice) return null;
    const members = await tx
      .select({
        id: householdMembers.userId,
        firstName: users.firstName,
        email: users.email,
        digest: userPreferences.expiryDigest,
      })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .leftJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId));
    if (members.length > 0) {
      await tx.insert(notifications).values(
        members.map((member) => ({
          userId: member.id,
          title: notice.title,
          message: notice.message,
          type: 'expiry' as const,
          link: notice.link,
        })),
      );
    }
    return { notice, members };
  });
}

/** The morning e-mail, for the members who asked for it and still have access to Popote. */
async function mailDigest(
  deps: Deps,
  notice: ExpiryNotice,
  members: { id: string; firstName: string; email: string; digest: boolean | null }[],
): Promise<number> {
  let sent = 0;
  for (const member of members) {
    if (!member.digest) continue;
    try {
      const access = await loadAccess(deps.db, deps.config, member);
      if (!access.subscription.active) continue;
      const url = `${deps.config.publicBaseUrl}${notice.link}`;
      await deps.mailer.send({
        to: member.email,
        kind: 'expiry-digest',
        ...expiryDigestMail(member.firstName, notice, url),
      });
      sent += 1;
    } catch (error) {
      deps.logger.error({ err: error }, 'Expiry digest mail not sent');
    }
  }
  return sent;
}

/**
 * Tells every household about its fridge items that expire within two days or have expired:
 * one notification per member (and the e-mail for those who want it), once per item and state.
 * Safe to run again or concurrently: what was told is marked in the same transaction.
 */
export async function sendExpiryAlerts(
  deps: Deps,
  now: Date,
): Promise<Omit<ExpiryAlertsReport, 'ran'>> {
  const today = zurichDay(now).date;
  const conditions = due(today);
  const households = await deps.db
    .selectDistinct({ id: inventoryItems.householdId })
    .from(inventoryItems)
    .where(and(isNotNull(inventoryItems.expirationDate), or(conditions.soon, conditions.expired)));
  const report = { households: 0, notifications: 0, mails: 0 };
  for (const household of households) {
    const told = await notifyHousehold(deps.db, household.id, today, now);
    if (!told) continue;
    report.households += 1;
    report.notifications += told.members.length;
    report.mails += await mailDigest(deps, told.notice, told.members);
  }
  return report;
}

/**
 * The daily run (Zurich day of `now`): only the first server process to claim the day sends;
 * a failed run gives its day back so that a later check tries again.
 */
export async function runExpiryAlerts(deps: Deps, now: Date): Promise<ExpiryAlertsReport> {
  const day = zurichDay(now).date;
  if (!(await claimDailyRun(deps.db, EXPIRY_ALERTS_JOB, day))) {
    return { ran: false, households: 0, notifications: 0, mails: 0 };
  }
  try {
    return { ran: true, ...(await sendExpiryAlerts(deps, now)) };
  } catch (error) {
    await releaseDailyRun(deps.db, EXPIRY_ALERTS_JOB, day).catch(() => undefined);
    throw error;
  }
}
