import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-app';
import {
  favoriteRecipes,
  householdMembers,
  households,
  inventoryItems,
  notifications,
  plannedMeals,
  profiles,
  shoppingItems,
  userPreferences,
  userSubscriptions,
  users,
} from './schema';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

/** A user; the database gives them their profile and personal household. */
async function createHousehold(email: string) {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Léa Martin', email, firstName: 'Léa', lastName: 'Martin' })
    .returning();
  const [household] = await t.db.select().from(households).where(eq(households.ownerId, user!.id));
  return { user: user!, household: household! };
}

/** The PostgreSQL error code behind a failed query (Drizzle wraps the driver's error). */
async function pgCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

describe('a new user', () => {
  it('gets a profile and a personal household in the same statement', async () => {
    const { user, household } = await createHousehold('nouveau@example.com');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      email: 'nouveau@example.com',
      firstName: 'Léa',
      lastName: 'Martin',
    });
    expect(household.ownerId).toBe(user.id);
    const members = await t.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.userId, user.id));
    expect(members).toEqual([
      expect.objectContaining({ householdId: household.id, role: 'owner' }),
    ]);
  });

  it('keeps the profile in step with the account e-mail and names', async () => {
    const { user } = await createHousehold('avant@example.com');
    await t.db
      .update(users)
      .set({ email: 'apres@example.com', firstName: 'Léo' })
      .where(eq(users.id, user.id));
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      email: 'apres@example.com',
      firstName: 'Léo',
      lastName: 'Martin',
    });
  });

  it('is not created at all when its home cannot be (one transaction)', async () => {
    await t.db.insert(users).values({ name: 'X', email: 'double@example.com' });
    // Same e-mail: the profile insert of the trigger fails, and so does the whole statement.
    await t.db.execute(sql`alter table users drop constraint users_email_unique`);
    try {
      await expect(
        t.db.insert(users).values({ name: 'Y', email: 'double@example.com' }),
      ).rejects.toThrow();
      expect(
        await t.db.select().from(users).where(eq(users.email, 'double@example.com')),
      ).toHaveLength(1);
    } finally {
      await t.db.delete(users).where(eq(users.email, 'double@example.com'));
      await t.db.execute(sql`alter table users add constraint users_email_unique unique (email)`);
    }
  });
});

describe('schema', () => {
  it('creates every table of the specification with created_at', async () => {
    const { rows } = await t.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'created_at' order by table_name`);
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'profiles',
        'user_preferences',
        'user_subscriptions',
        'notifications',
        'favorite_recipes',
        'shopping_items',
        'planned_meals',
        'inventory_items',
        'households',
        'household_members',
        'users',
        'sessions',
        'accounts',
        'verifications',
      ]),
    );
  });

  it('keeps one preferences row per user, with the questionnaire defaults', async () => {
    const { user } = await createHousehold('prefs@example.com');
    const [row] = await t.db.insert(userPreferences).values({ userId: user.id }).returning();
    expect(row).toMatchObject({
      adults: 1,
      children: 0,
      dietaryRestrictions: [],
      preferredFoods: [],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    });
    expect(await pgCode(t.db.insert(userPreferences).values({ userId: user.id }))).toBe('23505');
    expect(
      await pgCode(
        t.db.insert(userPreferences).values({ userId: user.id, adults: 11 }).onConflictDoNothing(),
      ),
    ).toBe('23514');
  });

  it('refuses a recipe ingredient added twice to the same list, but not manual repeats', async () => {
    const { household } = await createHousehold('shopping@example.com');
    const line = {
      householdId: household.id,
      name: 'farine',
      quantity: '200',
      unit: 'g',
      source: 'recipe' as const,
      recipeId: 'crepes',
      recipeTitle: 'Crêpes',
    };
    await t.db.insert(shoppingItems).values(line);
    expect(await pgCode(t.db.insert(shoppingItems).values(line))).toBe('23505');
    await t.db.insert(shoppingItems).values([
      { householdId: household.id, name: 'pain' },
      { householdId: household.id, name: 'pain' },
    ]);
    const rows = await t.db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.householdId, household.id));
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.name === 'pain')).toMatchObject({
      quantity: '1',
      unit: 'unité',
      checked: false,
      source: 'manual',
      recipeId: null,
    });
  });

  it('stores a planned meal added by hand without a recipe id', async () => {
    const { household } = await createHousehold('planning@example.com');
    const [meal] = await t.db
      .insert(plannedMeals)
      .values({
        householdId: household.id,
        recipeTitle: 'Soupe',
        date: '2026-11-22',
        time: '19:00',
        servings: 2,
      })
      .returning();
    expect(meal).toMatchObject({
      recipeId: null,
      type: 'plat',
      date: '2026-11-22',
      time: '19:00:00',
    });
    expect(
      await pgCode(
        t.db.insert(plannedMeals).values({
          householdId: household.id,
          recipeTitle: 'X',
          date: '2026-11-22',
          time: '19:00',
          servings: 0,
        }),
      ),
    ).toBe('23514');
  });

  it('checks inventory quantities, units and categories', async () => {
    const { household } = await createHousehold('fridge@example.com');
    const [item] = await t.db
      .insert(inventoryItems)
      .values({ householdId: household.id, name: 'Yaourt' })
      .returning();
    expect(item).toMatchObject({
      quantity: 1,
      unit: 'unité',
      category: 'Autre',
      expirationDate: null,
    });
    expect(
      await pgCode(
        t.db.insert(inventoryItems).values({ householdId: household.id, name: 'X', quantity: 0 }),
      ),
    ).toBe('23514');
    expect(
      await pgCode(
        t.db.insert(inventoryItems).values({ householdId: household.id, name: 'X', unit: 'tonne' }),
      ),
    ).toBe('23514');
  });

  it('deletes everything a user owns with the user, and nothing of another user', async () => {
    const a = await createHousehold('a@example.com');
    const b = await createHousehold('b@example.com');
    for (const { user, household } of [a, b]) {
      await t.db
        .insert(userSubscriptions)
        .values({ userId: user.id, status: 'active', provider: 'sandbox' });
      await t.db.insert(notifications).values({
        userId: user.id,
        title: 'Abonnement activé',
        message: 'Votre abonnement premium est actif.',
      });
      await t.db.insert(favoriteRecipes).values({
        userId: user.id,
        recipeId: 'ratatouille',
        recipeTitle: 'Ratatouille',
        type: 'plat',
      });
      await t.db
        .insert(shoppingItems)
        .values({ householdId: household.id, name: 'tomates', addedBy: user.id });
    }
    await t.db.delete(users).where(eq(users.id, a.user.id));
    for (const { user, gone } of [
      { user: a.user, gone: true },
      { user: b.user, gone: false },
    ]) {
      const expected = gone ? 0 : 1;
      expect(await t.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(
        expected,
      );
      for (const table of [userSubscriptions, notifications, favoriteRecipes]) {
        expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toHaveLength(
          expected,
        );
      }
      expect(
        await t.db.select().from(households).where(eq(households.ownerId, user.id)),
      ).toHaveLength(expected);
    }
    const remaining = await t.db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.name, 'tomates'));
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.householdId).toBe(b.household.id);
  });
});
