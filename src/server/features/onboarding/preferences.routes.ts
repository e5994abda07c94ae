import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PREFERENCE_DEFAULTS } from '../../../shared/constants';
import { preferencesInputSchema, preferencesPatchSchema } from '../../../shared/preferences';
import { profiles, userPreferences } from '../../db/schema';
import { requireUser } from '../../lib/auth/session';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { validate } from '../../lib/validate';

type PreferencesRow = typeof userPreferences.$inferSelect;

function toJson(row: PreferencesRow) {
  return {
    adults: row.adults,
    children: row.children,
    dietaryRestrictions: row.dietaryRestrictions,
    preferredFoods: row.preferredFoods,
    avoidedFoods: row.avoidedFoods,
    shoppingFrequency: row.shoppingFrequency,
    difficulty: row.difficulty ?? PREFERENCE_DEFAULTS.difficulty,
    servings: row.servings ?? PREFERENCE_DEFAULTS.servings,
    autoFridge: row.autoFridge,
    expiryDigest: row.expiryDigest,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in user's own preferences (the questionnaire, later the settings). */
export function preferencesRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => {
      const [row] = await db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.userId, c.get('user').id));
      if (!row) throw new AppError('NOT_FOUND');
      return c.json(toJson(row));
    })
    .put('/', validate('json', preferencesInputSchema), async (c) => {
      const userId = c.get('user').id;
      const input = c.req.valid('json');
      const [profile] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, userId));
      if (!profile) throw new AppError('PROFILE_NOT_FOUND');
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, ...input })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { ...input, updatedAt: new Date() },
        })
        .returning();
      return c.json(toJson(row!));
    })
    .patch('/', validate('json', preferencesPatchSchema), async (c) => {
      const [row] = await db
        .update(userPreferences)
        .set({ ...c.req.valid('json'), updatedAt: new Date() })
        .where(eq(userPreferences.userId, c.get('user').id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return c.json(toJson(row));
    });
}
