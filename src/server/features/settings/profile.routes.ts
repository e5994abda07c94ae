import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../shared/auth-validation';
import { AVATARS, avatarUrl } from '../../../shared/constants';
import type { Profile } from '../../../shared/profile';
import { users } from '../../db/schema';
import { userRouter } from '../auth';
import type { HouseholdServices } from '../household';
import { validate } from '../../platform/validate';

const name = (required: string) =>
  z.string().trim().min(1, required).max(80, 'Ce champ ne doit pas dépasser 80 caractères.');

const profilePatchSchema = z.object({
  firstName: name(AUTH_MESSAGES.firstNameRequired).optional(),
  lastName: name(AUTH_MESSAGES.lastNameRequired).optional(),
  avatar: z.enum(AVATARS).nullable().optional(),
});

/** The profile of the settings: names and avatar; the e-mail changes through /api/account/email. */
export function profileRoutes(deps: HouseholdServices) {
  const { db } = deps;
  const read = async (userId: string): Promise<Profile> => {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarUrl: users.avatarUrl,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row!;
  };

  return userRouter(deps)
    .get('/', async (c) => c.json(await read(c.get('user').id)))
    .patch('/', validate('json', profilePatchSchema), async (c) => {
      const userId = c.get('user').id;
      const { firstName, lastName, avatar } = c.req.valid('json');
      const current = await read(userId);
      const next = {
        firstName: firstName ?? current.firstName,
        lastName: lastName ?? current.lastName,
      };
      // The profile row follows through the database trigger (one source of truth: users).
      await db
        .update(users)
        .set({
          ...next,
          name: `${next.firstName} ${next.lastName}`,
          ...(avatar !== undefined
            ? { avatarUrl: avatar === null ? null : avatarUrl(avatar) }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      return c.json(await read(userId));
    });
}
