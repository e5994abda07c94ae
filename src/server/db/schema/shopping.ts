import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Aisle } from '../../../shared/food/types';
import { PARSED_UNITS, SHOPPING_SOURCES } from '../../../shared/constants';
import { users } from './auth';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { households } from './households';

/**
 * The household's shops (« Migros Sion », « Coop », « Marché »), each with its own aisle order
 * (issue 28, item 6): set by a member, or learned from the order in which members tick the list
 * there. `tripAisles` is the shopping trip in progress: the aisles in the order of their first
 * tick; it is folded into `aisleOrder` when the list is done or after a pause (shops/learn.ts).
 */
export const householdShops = pgTable(
  'household_shops',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aisleOrder: text('aisle_order').array().$type<Aisle[]>().notNull(),
    tripAisles: text('trip_aisles')
      .array()
      .$type<Aisle[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    tripAt: timestamp('trip_at', { withTimezone: true }),
    /** Shopping trips learned from: the order says where it comes from. */
    tripsLearned: integer('trips_learned').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('household_shops_household_id_idx').on(table.householdId)],
);

export const shoppingItems = pgTable(
  'shopping_items',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: text('quantity').notNull().default('1'),
    unit: text('unit').notNull().default('unité'),
    checked: boolean('checked').notNull().default(false),
    /** When the checked row was put into the fridge (« Ranger… », or on check): never twice. */
    storedAt: timestamp('stored_at', { withTimezone: true }),
    /** `quantity` read as a number ('1/2' → 0.5), for sums; null when it is not one. */
    amount: doublePrecision('amount'),
    /** The taxonomy ingredient the name was recognised as (sums across rows, fridge). */
    ingredientId: text('ingredient_id'),
    /** The supermarket aisle: the taxonomy's, or where the user moved the item. */
    aisle: text('aisle').$type<Aisle>(),
    source: text('source', { enum: SHOPPING_SOURCES }).notNull().default('manual'),
    recipeId: text('recipe_id'),
    recipeTitle: text('recipe_title'),
    /**
     * The planned meals the row is bought for (decision 0022): set by the plan's « Générer la
     * liste » and when a recipe added to the list is planned, so that generation tops up what
     * the list already holds for a meal instead of adding it again. No foreign key (an array):
     * the id of a meal deleted since is ignored where it is read.
     */
    /** Bought in this shop only (« au marché »); null: anywhere. */
    shopId: uuid('shop_id').references(() => householdShops.id, { onDelete: 'set null' }),
    plannedMealIds: uuid('planned_meal_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('shopping_items_household_id_created_at_idx').on(
      table.householdId,
      table.createdAt.desc(),
    ),
    index('shopping_items_added_by_idx').on(table.addedBy),
    index('shopping_items_shop_id_idx').on(table.shopId),
    // A recipe's ingredient cannot be added twice to the same list (error 23505 → the
    // specification's duplicate message). Manual rows have no recipe id: NULLs never collide.
    unique('shopping_items_household_recipe_name_unique').on(
      table.householdId,
      table.recipeId,
      table.name,
    ),
    check(
      'shopping_items_source_check',
      sql`${table.source} in (${sql.raw(sqlList(SHOPPING_SOURCES))})`,
    ),
    check('shopping_items_unit_check', sql`${table.unit} in (${sql.raw(sqlList(PARSED_UNITS))})`),
    check(
      'shopping_items_recipe_source_check',
      sql`(${table.source} = 'manual') = (${table.recipeId} is null)`,
    ),
  ],
);
