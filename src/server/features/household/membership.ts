import { and, asc, eq, ne } from 'drizzle-orm';
import { PATHS } from '../../../shared/routes';
import type { Database } from '../../db/client';
import { householdMembers, households, notifications, users } from '../../db/schema';
import type { HouseholdServices } from './services';
import { publishHouseholdChange } from './events';
import { householdOwnerLeftMail } from './mails';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Gives the user a new, empty household of their own (after leaving or being removed): what
 * they added to the shared list, plan and fridge stays with the household they left.
 */
export async function moveToOwnHousehold(tx: Transaction, userId: string): Promise<string> {
  const [home] = await tx
    .insert(households)
    .values({ ownerId: userId })
    .returning({ id: households.id });
  await tx
    .update(householdMembers)
    .set({ householdId: home!.id, role: 'owner', createdAt: new Date() })
    .where(eq(householdMembers.userId, userId));
  return home!.id;
}

/** What a hand-over did, for what is told once it is committed. */
export interface HandOver {
  householdId: string;
  heir: { userId: string; firstName: string; email: string };
  members: { userId: string; firstName: string; email: string }[];
}

/**
 * Before an owner's account is deleted, in the deletion's own transaction: the household passes
 * to its longest-standing member (with its list, plan and fridge), and every member gets a
 * notification. Null for a member or a lone owner. Once committed, `announceHandOver` tells
 * them by mail too, since the owner's subscription ends with the account.
 */
export async function handOverHousehold(
  tx: Transaction,
  owner: { id: string; firstName: string },
): Promise<HandOver | null> {
  const [home] = await tx
    .select({ id: households.id })
    .from(households)
    .where(eq(households.ownerId, owner.id))
    .for('update');
  if (!home) return null;
  const members = await tx
    .select({
      userId: householdMembers.userId,
      firstName: users.firstName,
      email: users.email,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(and(eq(householdMembers.householdId, home.id), ne(householdMembers.userId, owner.id)))
    .orderBy(asc(householdMembers.createdAt), asc(householdMembers.userId));
  const heir = members[0];
  if (!heir) return null;
  await tx.update(households).set({ ownerId: heir.userId }).where(eq(households.id, home.id));
  await tx
    .update(householdMembers)
    .set({ role: 'owner' })
    .where(eq(householdMembers.userId, heir.userId));
  await tx.insert(notifications).values(
    members.map((member) => ({
      userId: member.userId,
      title: 'Nouveau responsable du foyer',
      message:
        member.userId === heir.userId
          ? `${owner.firstName} a supprimé son compte\u00a0: vous êtes désormais responsable du foyer. Son abonnement a pris fin avec son compte.`
          : `${owner.firstName} a supprimé son compte\u00a0: ${heir.firstName} est désormais responsable du foyer. Son abonnement a pris fin avec son compte.`,
    })),
  );
  return { householdId: home.id, heir, members };
}

/** After the hand-over is committed: the members' screens refresh, and each gets a mail. */
export async function announceHandOver(
  deps: Pick<HouseholdServices, 'db' | 'mailer' | 'config' | 'logger'>,
  owner: { firstName: string },
  handedOver: HandOver,
): Promise<void> {
  await publishHouseholdChange(deps.db, {
    householdId: handedOver.householdId,
    topic: 'household',
  });
  const url = `${deps.config.publicBaseUrl}${PATHS.subscription}`;
  for (const member of handedOver.members) {
    await deps.mailer
      .send({
        to: member.email,
        kind: 'household-owner-left',
        ...householdOwnerLeftMail(
          member.firstName,
          owner.firstName,
          handedOver.heir.firstName,
          url,
        ),
      })
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'Household mail not sent (new owner)'),
      );
  }
}
