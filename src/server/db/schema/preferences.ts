import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  DIFFICULTIES,
  RESTRICTION_VALUES,
  HOUSEHOLD_LIMITS,
  SHOPPING_FREQUENCIES,
  type DietaryRestriction,
} from '../../../shared/constants';
import { users } from './auth';
import { createdAt, sqlList, updatedAt } from './columns';

/** One row per user (the primary key is the user id). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    adults: integer('adults').notNull().default(HOUSEHOLD_LIMITS.adults.min),
    children: integer('children').notNull().default(HOUSEHOLD_LIMITS.children.min),
    /** The person's own restrictions (the household's are on `households`). */
    dietaryRestrictions: text('dietary_restrictions')
      .array()
      .$type<DietaryRestriction[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredFoods: text('preferred_foods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avoidedFoods: text('avoided_foods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** « N'aime pas »: a taste, which only ranks recipes lower (never excludes them). */
    dislikedFoods: text('disliked_foods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shoppingFrequency: text('shopping_frequency', { enum: SHOPPING_FREQUENCIES })
      .notNull()
      .default('weekly'),
    difficulty: text('difficulty', { enum: DIFFICULTIES }),
    servings: integer('servings'),
    /** Checking a shopping item puts it into the fridge without asking. */
    autoFridge: boolean('auto_fridge').notNull().default(false),
    /** A daily e-mail about the fridge's items that expire soon or have expired. */
    expiryDigest: boolean('expiry_digest').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'user_preferences_adults_check',
      sql`${table.adults} between ${sql.raw(String(HOUSEHOLD_LIMITS.adults.min))} and ${sql.raw(String(HOUSEHOLD_LIMITS.adults.max))}`,
    ),
    check(
      'user_preferences_children_check',
      sql`${table.children} between ${sql.raw(String(HOUSEHOLD_LIMITS.children.min))} and ${sql.raw(String(HOUSEHOLD_LIMITS.children.max))}`,
    ),
    check(
      'user_preferences_restrictions_check',
      sql`${table.dietaryRestrictions} <@ array[${sql.raw(sqlList(RESTRICTION_VALUES))}]::text[]`,
    ),
    check(
      'user_preferences_frequency_check',
      sql`${table.shoppingFrequency} in (${sql.raw(sqlList(SHOPPING_FREQUENCIES))})`,
    ),
    check(
      'user_preferences_difficulty_check',
      sql`${table.difficulty} is null or ${table.difficulty} in (${sql.raw(sqlList(DIFFICULTIES))})`,
    ),
    check(
      'user_preferences_servings_check',
      sql`${table.servings} is null or ${table.servings} between 1 and 50`,
    ),
  ],
);
