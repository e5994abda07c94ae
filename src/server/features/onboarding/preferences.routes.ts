import { eq, sql } from 'drizzle-orm';
import {
  DIETARY_RESTRICTIONS,
  PREFERENCE_DEFAULTS,
  type DietaryRestriction,
  type QuestionnaireRestriction,
} from '../../../shared/constants';
import {
  preferencesInputSchema,
  preferencesPatchSchema,
  uniqueIgnoringCase,
  type Preferences,
} from '../../../shared/preferences';
import type { Database } from '../../db/client';
import { households, profiles, userPreferences } from '../../db/schema';
import { userRouter } from '../auth';
import type { HouseholdServices } from '../household';
import { AppError } from '../../platform/errors';
import { publishHouseholdChange, householdIdOf } from '../household';
import { validate } from '../../platform/validate';

type PreferencesRow = typeof userPreferences.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The questionnaire's and the settings' values: the specification's eight. */
const ASKED = new Set<DietaryRestriction>(DIETARY_RESTRICTIONS);

interface HouseholdDiet {
  dietaryRestrictions: DietaryRestriction[];
  avoidedFoods: string[];
}

/**
 * The questionnaire and the settings speak for « votre foyer »: their restrictions and foods to
 * avoid are the household's (« Tout le foyer »), the other allergens are chosen in « Ma
 * famille »; the rest is the user's own.
 */
function toJson(row: PreferencesRow, household: HouseholdDiet): Preferences {
  return {
    adults: row.adults,
    children: row.children,
    dietaryRestrictions: household.dietaryRestrictions.filter(
      (value): value is QuestionnaireRestriction => ASKED.has(value),
    ),
    preferredFoods: row.preferredFoods,
    avoidedFoods: household.avoidedFoods,
    dislikedFoods: row.dislikedFoods,
    shoppingFrequency: row.shoppingFrequency,
    difficulty: row.difficulty ?? PREFERENCE_DEFAULTS.difficulty,
    // Null until chosen: recipes are for who eats (decision 0023).
    servings: row.servings,
    autoFridge: row.autoFridge,
    expiryDigest: row.expiryDigest,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The household's lists and holder, its row locked for the change. */
async function lockedHousehold(tx: Transaction, householdId: string) {
  const [row] = await tx
    .select({
      ownerId: households.ownerId,
      dietaryRestrictions: households.dietaryRestrictions,
      avoidedFoods: households.avoidedFoods,
    })
    .from(households)
    .where(eq(households.id, householdId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const { ownerId, ...diet } = row;
  return { ownerId, diet: diet as HouseholdDiet };
}

/** « Aucune » is kept only alone: the settings show what was answered. */
function withoutStrayNone(values: DietaryRestriction[]): DietaryRestriction[] {
  const unique = [...new Set(values)];
  return unique.length > 1 ? unique.filter((value) => value !== 'none') : unique;
}

/** The signed-in user's preferences (the questionnaire, later the settings). */
export function preferencesRoutes(deps: HouseholdServices) {
  const { db } = deps;

  async function householdChanged(
    householdId: string,
    before: HouseholdDiet,
    after: HouseholdDiet,
  ) {
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await publishHouseholdChange(db, { householdId, topic: 'household' });
    }
  }

  return userRouter(deps)
    .get('/', async (c) => {
      const userId = c.get('user').id;
      const householdId = await householdIdOf(db, userId);
      const [row] = await db
        .select({
          preferences: userPreferences,
          dietaryRestrictions: households.dietaryRestrictions,
          avoidedFoods: households.avoidedFoods,
        })
        .from(userPreferences)
        .innerJoin(households, eq(households.id, householdId))
        .where(eq(userPreferences.userId, userId));
      if (!row) throw new AppError('NOT_FOUND');
      return c.json(toJson(row.preferences, row));
    })
    .put('/', validate('json', preferencesInputSchema), async (c) => {
      const userId = c.get('user').id;
      const { dietaryRestrictions, avoidedFoods, ...own } = c.req.valid('json');
      const [profile] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, userId));
      if (!profile) throw new AppError('PROFILE_NOT_FOUND');
      const householdId = await householdIdOf(db, userId);
      const { row, before, after } = await db.transaction(async (tx) => {
        const { ownerId, diet: before } = await lockedHousehold(tx, householdId);
        // The household's holder answers for it (the allergens chosen in « Ma famille » stay);
        // anyone else's answer only adds to it: it never lifts someone else's allergy.
        const after: HouseholdDiet =
          ownerId === userId
            ? {
                dietaryRestrictions: withoutStrayNone([
                  ...before.dietaryRestrictions.filter((value) => !ASKED.has(value)),
                  ...dietaryRestrictions,
                ]),
                avoidedFoods,
              }
            : {
                dietaryRestrictions: withoutStrayNone([
                  ...before.dietaryRestrictions,
                  ...dietaryRestrictions,
                ]),
                avoidedFoods: uniqueIgnoringCase([...before.avoidedFoods, ...avoidedFoods]),
              };
        await tx
          .update(households)
          .set({ ...after, updatedAt: new Date() })
          .where(eq(households.id, householdId));
        const [row] = await tx
          .insert(userPreferences)
          .values({ userId, ...own })
          .onConflictDoUpdate({
            target: userPreferences.userId,
            set: { ...own, updatedAt: new Date() },
          })
          .returning();
        return { row: row!, before, after };
      });
      await householdChanged(householdId, before, after);
      return c.json(toJson(row, after));
    })
    .patch('/', validate('json', preferencesPatchSchema), async (c) => {
      const userId = c.get('user').id;
      const { dietaryRestrictions, avoidedFoods, ...own } = c.req.valid('json');
      const householdId = await householdIdOf(db, userId);
      const { row, before, after } = await db.transaction(async (tx) => {
        const { diet: before } = await lockedHousehold(tx, householdId);
        const after: HouseholdDiet = {
          // The settings show the specification's eight: the allergens chosen in « Ma famille »
          // for the whole household stay as they are.
          dietaryRestrictions: dietaryRestrictions
            ? withoutStrayNone([
                ...before.dietaryRestrictions.filter((value) => !ASKED.has(value)),
                ...dietaryRestrictions,
              ])
            : before.dietaryRestrictions,
          avoidedFoods: avoidedFoods ?? before.avoidedFoods,
        };
        if (dietaryRestrictions || avoidedFoods) {
          await tx
            .update(households)
            .set({ ...after, updatedAt: new Date() })
            .where(eq(households.id, householdId));
        }
        const [row] = await tx
          .update(userPreferences)
          .set({ ...own, updatedAt: sql`now()` })
          .where(eq(userPreferences.userId, userId))
          .returning();
        if (!row) throw new AppError('NOT_FOUND');
        return { row, before, after };
      });
      await householdChanged(householdId, before, after);
      return c.json(toJson(row, after));
    });
}
