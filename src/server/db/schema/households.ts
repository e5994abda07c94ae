import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HOUSEHOLD_ROLES,
  RESTRICTION_VALUES,
  type DietaryRestriction,
} from '../../../shared/constants';
import { CHILD_PORTIONS, DEFAULT_CHILD_PORTION, type ChildPortion } from '../../../shared/portions';
import { users } from './auth';
import { createdAt, id, sqlList, updatedAt } from './columns';

/** A household owns the shopping list, the plan and the fridge; every user has one. */
export const households = pgTable(
  'households',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /**
     * Restrictions and allergies of « Tout le foyer » (the questionnaire's, asked for « votre
     * foyer »): every meal of the household respects them, whoever eats. A person's own ones
     * live on their row (user_preferences, household_people).
     */
    dietaryRestrictions: text('dietary_restrictions')
      .array()
      .$type<DietaryRestriction[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Foods the whole household avoids: a hard exclusion, like a restriction. */
    avoidedFoods: text('avoided_foods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * « Portion enfant »: a child's share of an adult portion (½, ¾ or 1), used wherever who
     * eats decides the portions (decision 0023).
     */
    childPortion: numeric('child_portion', { precision: 3, scale: 2, mode: 'number' })
      .$type<ChildPortion>()
      .notNull()
      .default(DEFAULT_CHILD_PORTION),
    /**
     * « Suggérer aussi mes recettes »: the household's own recipes (« Mes recettes ») take part
     * in suggestions, « Planifier ma semaine » and « Générer une recette » (issue 27, item 6).
     */
    suggestOwnRecipes: boolean('suggest_own_recipes').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('households_owner_id_idx').on(table.ownerId),
    check(
      'households_child_portion_check',
      sql`${table.childPortion} in (${sql.raw(CHILD_PORTIONS.join(', '))})`,
    ),
    check(
      'households_restrictions_check',
      sql`${table.dietaryRestrictions} <@ array[${sql.raw(sqlList(RESTRICTION_VALUES))}]::text[]`,
    ),
  ],
);

/** Membership; a user belongs to exactly one household at a time. */
export const householdMembers = pgTable(
  'household_members',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: HOUSEHOLD_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.householdId, table.userId] }),
    check(
      'household_members_role_check',
      sql`${table.role} in (${sql.raw(sqlList(HOUSEHOLD_ROLES))})`,
    ),
  ],
);

/**
 * An invitation mailed by the household's owner: single-use, expiring, only the hash of its
 * token is stored. Accepted rows stay (who joined, when) so a reused link says so.
 */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** Lower-cased: only the account with this address may accept. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('household_invitations_household_id_idx').on(table.householdId)],
);
