import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { HOUSEHOLD_MEMBERS_MAX, type HouseholdOverview } from '../../../shared/household';
import { PATHS } from '../../../shared/routes';
import {
  householdInvitations,
  householdMembers,
  notifications,
  userPreferences,
  users,
} from '../../db/schema';
import type { HouseholdServices } from './services';
import { AppError } from '../../platform/errors';
import { publishHouseholdChange } from './events';
import { moveToOwnHousehold } from './membership';
import { householdRemovedMail } from './mails';

/** The caller's role in their household. */
export async function roleOf(db: HouseholdServices['db'], userId: string) {
  const [row] = await db
    .select({ role: householdMembers.role, householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /api/household: members (owner first, then by arrival), and the owner's pending links. */
export async function householdOverview(
  { db }: Pick<HouseholdServices, 'db'>,
  userId: string,
  householdId: string,
): Promise<HouseholdOverview> {
  const members = await db
    .select({
      userId: householdMembers.userId,
      role: householdMembers.role,
      joinedAt: householdMembers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      restrictions: userPreferences.dietaryRestrictions,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(desc(eq(householdMembers.role, 'owner')), asc(householdMembers.createdAt));
  const myRole = members.find((member) => member.userId === userId)?.role ?? 'member';
  const invitations =
    myRole === 'owner'
      ? await db
          .select()
          .from(householdInvitations)
          .where(
            and(
              eq(householdInvitations.householdId, householdId),
              isNull(householdInvitations.acceptedAt),
              gt(householdInvitations.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(householdInvitations.createdAt))
      : [];
  return {
    id: householdId,
    myRole,
    maxMembers: HOUSEHOLD_MEMBERS_MAX,
    members: members.map((member) => ({
      userId: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
      isMe: member.userId === userId,
      hasPreferences: member.restrictions !== null,
      dietaryRestrictions: (member.restrictions ?? []).filter((value) => value !== 'none'),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
      createdAt: invitation.createdAt.toISOString(),
    })),
  };
}

/** The owner cancels a pending invitation: its link stops working at once. */
export async function revokeInvitation(
  { db }: Pick<HouseholdServices, 'db'>,
  householdId: string,
  invitationId: string,
): Promise<void> {
  const deleted = await db
    .delete(householdInvitations)
    .where(
      and(
        eq(householdInvitations.id, invitationId),
        eq(householdInvitations.householdId, householdId),
        isNull(householdInvitations.acceptedAt),
      ),
    )
    .returning({ id: householdInvitations.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * A member leaves (their own id), or the owner removes one. Either way the member gets an
 * empty household of their own at once — their next request no longer reaches this one's rows —
 * and what they added to the shared list, plan and fridge stays here.
 */
export async function removeMember(
  deps: Pick<HouseholdServices, 'db' | 'mailer' | 'config' | 'logger'>,
  caller: { id: string; firstName: string },
  householdId: string,
  memberId: string,
): Promise<void> {
  const { db } = deps;
  const leaving = memberId === caller.id;
  const removed = await db.transaction(async (tx) => {
    const [me] = await tx
      .select({ role: householdMembers.role })
      .from(householdMembers)
      .where(
        and(eq(householdMembers.userId, caller.id), eq(householdMembers.householdId, householdId)),
      );
    if (!me) throw new AppError('NOT_FOUND');
    if (leaving && me.role === 'owner') throw new AppError('OWNER_CANNOT_LEAVE');
    if (!leaving && me.role !== 'owner') throw new AppError('HOUSEHOLD_OWNER_ONLY');
    const [member] = await tx
      .select({ firstName: users.firstName, email: users.email })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(
        and(eq(householdMembers.userId, memberId), eq(householdMembers.householdId, householdId)),
      )
      .for('update', { of: householdMembers });
    if (!member) throw new AppError('NOT_FOUND');
    await moveToOwnHousehold(tx, memberId);
    if (!leaving) {
      await tx.insert(notifications).values({
        userId: memberId,
        title: 'Vous avez quitté un foyer',
        message: `${caller.firstName} vous a retiré(e) de son foyer. Vos favoris et vos réglages sont conservés.`,
      });
    }
    return member;
  });
  await publishHouseholdChange(db, { householdId, topic: 'household' });
  if (leaving) return;
  await deps.mailer
    .send({
      to: removed.email,
      kind: 'household-removed',
      ...householdRemovedMail(
        removed.firstName,
        caller.firstName,
        `${deps.config.publicBaseUrl}${PATHS.dashboard}`,
      ),
    })
    .catch((error: unknown) => deps.logger.error({ err: error }, 'Removal mail not sent'));
}
