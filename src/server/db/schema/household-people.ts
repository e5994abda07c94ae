import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { RESTRICTION_VALUES, type DietaryRestriction } from '../../../shared/constants';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { households } from './households';

/**
 * The people of a household who have no account (children, a grandparent…), with their own
 * diet: suggestions and the assistant respect everyone's restrictions and avoided foods.
 */
export const householdPeople = pgTable(
  'household_people',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    child: boolean('child').notNull().default(false),
    dietaryRestrictions: text('dietary_restrictions')
      .array()
      .$type<DietaryRestriction[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    avoidedFoods: text('avoided_foods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredFoods: text('preferred_foods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** « N'aime pas »: ranks recipes lower, never excludes them. */
    dislikedFoods: text('disliked_foods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('household_people_household_id_idx').on(table.householdId),
    check(
      'household_people_restrictions_check',
      sql`${table.dietaryRestrictions} <@ array[${sql.raw(sqlList(RESTRICTION_VALUES))}]::text[]`,
    ),
  ],
);
