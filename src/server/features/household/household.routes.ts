import { Hono } from 'hono';
import { z } from 'zod';
import {
  invitationInputSchema,
  invitationTokenSchema,
  type HouseholdInvitation,
} from '../../../shared/household';
import { requireSubscriber, requireUser } from '../auth';
import { clientIp } from '../../platform/client-ip';
import type { AppEnv } from '../../platform/context';
import type { HouseholdServices } from './services';
import { AppError } from '../../platform/errors';
import { publishHouseholdChange } from './events';
import { withHousehold } from './household';
import { enforceLimit } from '../../platform/rate-limit';
import { validate } from '../../platform/validate';
import { acceptInvitation, inviteToHousehold, previewInvitation } from './invitations';
import { householdOverview, removeMember, revokeInvitation, roleOf } from './members';

const INVITES_PER_OWNER = { max: 20, windowSeconds: 60 * 60 };
const PREVIEWS_PER_IP = { max: 60, windowSeconds: 15 * 60 };
const ACCEPTS_PER_USER = { max: 10, windowSeconds: 15 * 60 };

const idParam = (name: 'id') => validate('param', z.object({ [name]: z.uuid() }));

/**
 * Family sharing: `/api/household` (members and pending invitations), invitations (sent by
 * the owner, previewed by anyone holding the link, accepted by the invited account) and
 * members (`DELETE /members/:id`: the owner removes a member; a member's own id: they leave).
 */
export function householdRoutes(deps: HouseholdServices) {
  const { db, config } = deps;

  async function requireOwner(userId: string) {
    const { role } = await roleOf(db, userId);
    if (role !== 'owner') throw new AppError('HOUSEHOLD_OWNER_ONLY');
  }

  return (
    new Hono<AppEnv>()
      // Opened from the mail, before the invitee signs in or up.
      .get('/invitations/preview', validate('query', invitationTokenSchema), async (c) => {
        await enforceLimit(db, `invitation-preview:ip:${clientIp(c, config)}`, PREVIEWS_PER_IP);
        return c.json(await previewInvitation(deps, c.req.valid('query').token));
      })
      .use(requireUser(deps))
      // No subscription needed: joining is how a member gets the household's.
      .post('/invitations/accept', validate('json', invitationTokenSchema), async (c) => {
        const user = c.get('user');
        await enforceLimit(db, `invitation-accept:user:${user.id}`, ACCEPTS_PER_USER);
        await acceptInvitation(deps, user, c.req.valid('json').token);
        return c.json({ ok: true });
      })
      // Leaving needs no subscription either (the owner's may have ended).
      .delete('/members/:id', idParam('id'), withHousehold(deps), async (c) => {
        await removeMember(deps, c.get('user'), c.get('householdId'), c.req.valid('param').id);
        return c.json({ ok: true });
      })
      .use(requireSubscriber(deps), withHousehold(deps))
      .get('/', async (c) =>
        c.json(await householdOverview(deps, c.get('user').id, c.get('householdId'))),
      )
      .post('/invitations', validate('json', invitationInputSchema), async (c) => {
        const user = c.get('user');
        await requireOwner(user.id);
        await enforceLimit(db, `household-invite:user:${user.id}`, INVITES_PER_OWNER);
        const householdId = c.get('householdId');
        const invitation = await inviteToHousehold(
          deps,
          user,
          householdId,
          c.req.valid('json').email,
        );
        await publishHouseholdChange(db, { householdId, topic: 'household' });
        return c.json(
          {
            id: invitation.id,
            email: invitation.email,
            expiresAt: invitation.expiresAt.toISOString(),
            createdAt: invitation.createdAt.toISOString(),
          } satisfies HouseholdInvitation,
          201,
        );
      })
      .delete('/invitations/:id', idParam('id'), async (c) => {
        await requireOwner(c.get('user').id);
        const householdId = c.get('householdId');
        await revokeInvitation(deps, householdId, c.req.valid('param').id);
        await publishHouseholdChange(db, { householdId, topic: 'household' });
        return c.json({ ok: true });
      })
  );
}
