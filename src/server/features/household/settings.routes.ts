import { eq } from 'drizzle-orm';
import { householdSettingsInputSchema, type HouseholdSettings } from '../../../shared/portions';
import type { Database } from '../../db/client';
import { households } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { publishHouseholdChange } from './events';
import { householdRouter } from './router';
import type { HouseholdServices } from './services';

async function settingsOf(db: Database, householdId: string): Promise<HouseholdSettings> {
  const [row] = await db
    .select({
      childPortion: households.childPortion,
      suggestOwnRecipes: households.suggestOwnRecipes,
    })
    .from(households)
    .where(eq(households.id, householdId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * What the household decides for everyone's meals (« Ma famille »): « Portion enfant », a
 * child's share of an adult portion (decision 0023), and « Suggérer aussi mes recettes »
 * (its own recipes in suggestions and « Planifier ma semaine », issue 27). Read and changed by any of its members,
 * like its people and restrictions; the household always comes from the session.
 */
export function householdSettingsRoutes(deps: HouseholdServices) {
  const { db } = deps;
  return householdRouter(deps)
    .get('/', async (c) => c.json(await settingsOf(db, c.get('householdId'))))
    .put('/', validate('json', householdSettingsInputSchema), async (c) => {
      const householdId = c.get('householdId');
      const { childPortion, suggestOwnRecipes } = c.req.valid('json');
      await db
        .update(households)
        .set({
          ...(childPortion !== undefined ? { childPortion } : {}),
          ...(suggestOwnRecipes !== undefined ? { suggestOwnRecipes } : {}),
          updatedAt: new Date(),
        })
        .where(eq(households.id, householdId));
      await publishHouseholdChange(db, { householdId, topic: 'household' });
      return c.json(await settingsOf(db, householdId));
    });
}
