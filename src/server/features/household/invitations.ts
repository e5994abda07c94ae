import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  HOUSEHOLD_MEMBERS_MAX,
  INVITATION_VALID_DAYS,
  type InvitationPreview,
} from '../../../shared/household';
import { PATHS } from '../../../shared/routes';
import {
  householdInvitations,
  householdMembers,
  householdPeople,
  householdRecipes,
  householdShops,
  households,
  inventoryItems,
  plannedMeals,
  shoppingItems,
  users,
} from '../../db/schema';
import type { HouseholdServices } from './services';
import { AppError } from '../../platform/errors';
import { publishHouseholdChange } from './events';
import { householdInvitationMail } from './mails';
import { carryHouseholdDiet, ensurePreferences } from './member-preferences';

const DAY_MS = 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

type Deps = Pick<HouseholdServices, 'db' | 'mailer' | 'config'>;

/** Members plus pending invitations: what the household would count if all were accepted. */
async function seatsTaken(db: HouseholdServices['db'], householdId: string): Promise<number> {
  const [[members], [pending]] = await Promise.all([
    db
      .select({ value: count() })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId)),
    db
      .select({ value: count() })
      .from(householdInvitations)
      .where(
        and(
          eq(householdInvitations.householdId, householdId),
          isNull(householdInvitations.acceptedAt),
          gt(householdInvitations.expiresAt, new Date()),
        ),
      ),
  ]);
  return (members?.value ?? 0) + (pending?.value ?? 0);
}

/**
 * The owner invites an address: a single-use link valid INVITATION_VALID_DAYS days, mailed in
 * French; only its hash is stored. Inviting the same address again replaces its pending link.
 */
export async function inviteToHousehold(
  deps: Deps,
  owner: { id: string; email: string; firstName: string },
  householdId: string,
  email: string,
): Promise<{ id: string; email: string; expiresAt: Date; createdAt: Date }> {
  const { db } = deps;
  if (email === owner.email.toLowerCase()) throw new AppError('INVITE_SELF');
  const [member] = await db
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(and(eq(householdMembers.householdId, householdId), eq(users.email, email)))
    .limit(1);
  if (member) throw new AppError('ALREADY_MEMBER');

  // A new link for the same address replaces the pending one (it does not take a seat twice).
  await db
    .delete(householdInvitations)
    .where(
      and(
        eq(householdInvitations.householdId, householdId),
        eq(householdInvitations.email, email),
        isNull(householdInvitations.acceptedAt),
      ),
    );
  if ((await seatsTaken(db, householdId)) >= HOUSEHOLD_MEMBERS_MAX)
    throw new AppError('HOUSEHOLD_FULL');

  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(householdInvitations)
    .values({
      householdId,
      email,
      invitedBy: owner.id,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
    })
    .returning();
  const url = `${deps.config.publicBaseUrl}${PATHS.invitation}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: email,
    kind: 'household-invitation',
    ...householdInvitationMail(owner.firstName, url, INVITATION_VALID_DAYS),
  });
  return { id: row!.id, email: row!.email, expiresAt: row!.expiresAt, createdAt: row!.createdAt };
}

/** The invitation a token names, or the French reason it cannot be used. */
async function usableInvitation(db: HouseholdServices['db'], token: string) {
  const [invitation] = await db
    .select()
    .from(householdInvitations)
    .where(eq(householdInvitations.tokenHash, digest(token)))
    .limit(1);
  if (!invitation) throw new AppError('INVITATION_NOT_FOUND');
  if (invitation.acceptedAt) throw new AppError('INVITATION_USED');
  if (invitation.expiresAt <= new Date()) throw new AppError('INVITATION_EXPIRED');
  return invitation;
}

/** What the invitation page shows before anyone signs in: who invites, and which address. */
export async function previewInvitation(
  { db }: Pick<HouseholdServices, 'db'>,
  token: string,
): Promise<InvitationPreview> {
  const invitation = await usableInvitation(db, token);
  const [owner] = await db
    .select({ firstName: users.firstName })
    .from(households)
    .innerJoin(users, eq(users.id, households.ownerId))
    .where(eq(households.id, invitation.householdId))
    .limit(1);
  return {
    inviterFirstName: owner?.firstName ?? '',
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * The signed-in invitee joins the household. Only the invited address may accept, once, before
 * expiry, while the household has room. What they had in a personal household (list, plan,
 * fridge, people) joins the household's; that empty household is then deleted. A member of
 * another shared household leaves it (their rows stay there); an owner with members cannot.
 */
export async function acceptInvitation(
  { db }: Pick<HouseholdServices, 'db'>,
  user: { id: string; email: string },
  token: string,
): Promise<{ householdId: string; previousHouseholdId: string }> {
  const joined = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(householdInvitations)
      .where(eq(householdInvitations.tokenHash, digest(token)))
      .for('update');
    if (!invitation) throw new AppError('INVITATION_NOT_FOUND');
    if (invitation.acceptedAt) throw new AppError('INVITATION_USED');
    if (invitation.expiresAt <= new Date()) throw new AppError('INVITATION_EXPIRED');
    if (invitation.email !== user.email.toLowerCase())
      throw new AppError('INVITATION_WRONG_ACCOUNT');

    const target = invitation.householdId;
    // Serialises joins to this household: the member count below cannot be raced past.
    await tx
      .select({ id: households.id })
      .from(households)
      .where(eq(households.id, target))
      .for('update');
    const [current] = await tx
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userId, user.id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (current.householdId === target) throw new AppError('ALREADY_IN_HOUSEHOLD');
    const [[members], [others]] = await Promise.all([
      tx
        .select({ value: count() })
        .from(householdMembers)
        .where(eq(householdMembers.householdId, target)),
      tx
        .select({ value: count() })
        .from(householdMembers)
        .where(eq(householdMembers.householdId, current.householdId)),
    ]);
    if ((members?.value ?? 0) >= HOUSEHOLD_MEMBERS_MAX)
      throw new AppError('INVITATION_TARGET_FULL');
    const alone = (others?.value ?? 0) <= 1;
    if (current.role === 'owner' && !alone) throw new AppError('OWNER_WITH_MEMBERS');

    // Who comes along from a household held alone: their diets go with them.
    const comingAlong =
      current.role === 'owner'
        ? await tx
            .select({ id: householdPeople.id })
            .from(householdPeople)
            .where(eq(householdPeople.householdId, current.householdId))
        : [];
    if (current.role === 'owner') {
      await mergeHousehold(tx, current.householdId, target);
    }
    await tx
      .update(householdMembers)
      .set({ householdId: target, role: 'member', createdAt: new Date() })
      .where(eq(householdMembers.userId, user.id));
    // Never the questionnaire again: the household answered it; a lone household's own
    // restrictions become the joiner's (and their people's), so none is lost.
    if (current.role === 'owner') {
      await carryHouseholdDiet(tx, current.householdId, target, {
        userId: user.id,
        peopleIds: comingAlong.map((person) => person.id),
      });
    } else {
      await ensurePreferences(tx, user.id, target);
    }
    if (current.role === 'owner') {
      await tx.delete(households).where(eq(households.id, current.householdId));
    }
    await tx
      .update(householdInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(householdInvitations.id, invitation.id));
    // The link came to this address and was followed by the account of this address: it is
    // theirs, as a confirmation link would prove (no second mail to confirm it).
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.emailVerified, false)));
    // Other pending invitations of this address to this household are now pointless.
    await tx
      .delete(householdInvitations)
      .where(
        and(
          eq(householdInvitations.householdId, target),
          eq(householdInvitations.email, invitation.email),
          isNull(householdInvitations.acceptedAt),
        ),
      );
    return { householdId: target, previousHouseholdId: current.householdId };
  });
  for (const topic of ['household', 'shopping', 'planning', 'inventory'] as const) {
    await publishHouseholdChange(db, { householdId: joined.householdId, topic });
  }
  await publishHouseholdChange(db, { householdId: joined.previousHouseholdId, topic: 'household' });
  return joined;
}

type Transaction = Parameters<Parameters<HouseholdServices['db']['transaction']>[0]>[0];

/**
 * Moves a personal household's list and shops, plan, fridge, people and recipe book (« Mes recettes »,
 * photos included: their files are found by the key each row keeps) into another household —
 * the personal one is deleted after, and its rows with it. A recipe
 * line the household already has stays once (the list's one-line-per-recipe-ingredient rule).
 */
async function mergeHousehold(tx: Transaction, from: string, into: string): Promise<void> {
  await tx.execute(sql`
    delete from shopping_items mine
    where mine.household_id = ${from}
      and exists (
        select 1 from shopping_items theirs
        where theirs.household_id = ${into}
          and theirs.recipe_id = mine.recipe_id
          and theirs.name = mine.name
      )`);
  // A shop the household already has by that name (« Coop ») takes the rows marked for the
  // personal one, which then goes; the others come along with their aisle orders.
  await tx.execute(sql`
    update shopping_items item set shop_id = theirs.id
    from household_shops mine, household_shops theirs
    where item.household_id = ${from} and item.shop_id = mine.id
      and mine.household_id = ${from} and theirs.household_id = ${into}
      and lower(theirs.name) = lower(mine.name)`);
  await tx.execute(sql`
    delete from household_shops mine
    where mine.household_id = ${from}
      and exists (
        select 1 from household_shops theirs
        where theirs.household_id = ${into} and lower(theirs.name) = lower(mine.name)
      )`);
  for (const table of [
    householdShops,
    shoppingItems,
    plannedMeals,
    inventoryItems,
    householdPeople,
    householdRecipes,
  ] as const) {
    await tx.update(table).set({ householdId: into }).where(eq(table.householdId, from));
  }
}
