import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  boolean,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CookedChange, PlannedRecipe } from '../../../shared/planning';
import { DISH_TYPES, type DishType } from '../../../shared/constants';
import { PORTIONS_MAX } from '../../../shared/portions';
import { users } from './auth';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { PRESENCE_MOMENTS, RITUAL_KINDS, type RitualKind } from '../../../shared/week-settings';
import { households } from './households';

export const plannedMeals = pgTable(
  'planned_meals',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** Null for meals added by hand. */
    recipeId: text('recipe_id'),
    recipeTitle: text('recipe_title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    /** « N pers. »: how many people it is for (the add form's « Nombre de personnes »). */
    servings: integer('servings').notNull(),
    /**
     * The portions its quantities are for, a child counting for the household's « Portion
     * enfant » (decision 0023); null: one per person (`servings`), as meals planned before.
     */
    portions: integer('portions'),
    /**
     * How many of its people are children, when who eats was counted (« 2 adultes + 2 enfants
     * = 3 portions »); null when unknown.
     */
    children: integer('children'),
    type: text('type').$type<DishType>().notNull().default('plat'),
    /** The recipe as planned (ingredients for its own servings), when it came from one. */
    recipe: jsonb('recipe').$type<PlannedRecipe>(),
    /**
     * Who it is planned for (« Qui mange ? »: user ids of members, ids of people without an
     * account); null for everyone at the household's table.
     */
    eaters: uuid('eaters').array(),
    /**
     * « Restes : Lasagnes » (« Prévoir des restes », issue 28 item 2): the meal cooked for it,
     * which the list buys for and cooking takes for, its eaters' portions plus the servings of
     * its leftovers meals. This one needs nothing from the list. No foreign
     * key, as the list's `planned_meal_ids` (decision 0022): a meal restored by « Annuler » may
     * name one deleted since, which is then ignored where it is read.
     */
    leftoversOf: uuid('leftovers_of'),
    /**
     * « Batch cooking » (decision 0036): the day it is cooked ahead with the session's other
     * dishes (the household's meals with the same day are the session); null: cooked the day
     * it is eaten.
     */
    batchDate: date('batch_date', { mode: 'string' }),
    /** « J'ai cuisiné ce plat »: when, and what it took out of the fridge (for undo). */
    cookedAt: timestamp('cooked_at', { withTimezone: true }),
    cookedChanges: jsonb('cooked_changes').$type<CookedChange[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('planned_meals_household_id_date_time_idx').on(table.householdId, table.date, table.time),
    index('planned_meals_added_by_idx').on(table.addedBy),
    index('planned_meals_leftovers_of_idx').on(table.leftoversOf),
    index('planned_meals_household_id_batch_date_idx').on(table.householdId, table.batchDate),
    check('planned_meals_servings_check', sql`${table.servings} >= 1`),
    check(
      'planned_meals_portions_check',
      sql`${table.portions} is null or ${table.portions} between 1 and ${sql.raw(String(PORTIONS_MAX))}`,
    ),
    check(
      'planned_meals_children_check',
      sql`${table.children} is null or ${table.children} between 0 and ${table.servings}`,
    ),
    check('planned_meals_type_check', sql`${table.type} in (${sql.raw(sqlList(DISH_TYPES))})`),
  ],
);

/**
 * « Qui est là ? » (decision 0030): who eats at home, by person — a recurring pattern on a
 * weekday (`weekday`, every week or every other week from `anchor`) or a one-off change on a
 * `date`. `person_id` is a member's user id or a person without an account's id (two tables):
 * rules of someone who left the household are ignored when read, and replaced on the next save.
 */
export const presenceRules = pgTable(
  'presence_rules',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull(),
    /** ISO weekday (1 = lundi) of a recurring pattern; null for a one-off change. */
    weekday: smallint('weekday'),
    /** Every other week, counted from the week of this day; null: every week. */
    anchor: date('anchor', { mode: 'string' }),
    /** The day of a one-off change; null for a pattern. */
    date: date('date', { mode: 'string' }),
    moment: text('moment').$type<'lunch' | 'dinner'>().notNull(),
    present: boolean('present').notNull(),
    /** The order the editor saved them in: a later rule wins over an earlier one. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('presence_rules_household_id_idx').on(table.householdId),
    check('presence_rules_kind_check', sql`(${table.weekday} is null) <> (${table.date} is null)`),
    check(
      'presence_rules_weekday_check',
      sql`${table.weekday} is null or ${table.weekday} between 1 and 7`,
    ),
    check(
      'presence_rules_moment_check',
      sql`${table.moment} in (${sql.raw(sqlList(PRESENCE_MOMENTS))})`,
    ),
  ],
);

/** The family's rituals: « Pizza » on Friday evenings, « Cantine » on weekday lunches. */
export const mealRituals = pgTable(
  'meal_rituals',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    moment: text('moment').$type<'lunch' | 'dinner'>().notNull(),
    text: text('text').notNull(),
    kind: text('kind').$type<RitualKind>().notNull(),
    /** The first such weekday of each month only. */
    monthly: boolean('monthly').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('meal_rituals_household_id_idx').on(table.householdId),
    check('meal_rituals_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'meal_rituals_moment_check',
      sql`${table.moment} in (${sql.raw(sqlList(PRESENCE_MOMENTS))})`,
    ),
    check('meal_rituals_kind_check', sql`${table.kind} in (${sql.raw(sqlList(RITUAL_KINDS))})`),
  ],
);

/** The minutes each weekday allows to cook (Monday first); no row: the defaults. */
export const weekSettings = pgTable(
  'week_settings',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    cookingMinutes: integer('cooking_minutes').array().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.householdId] }),
    check('week_settings_minutes_check', sql`cardinality(${table.cookingMinutes}) = 7`),
  ],
);
