import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_LOCATIONS,
  UNITS,
  type InventoryCategory,
  type InventoryLocation,
} from '../../../shared/constants';
import { users } from './auth';
import { createdAt, id, sqlList } from './columns';
import { households } from './households';

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Up to two decimals (0,5 l, 1,5 kg): decision 0020. Read back as a number. */
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    unit: text('unit').notNull().default('unité'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    category: text('category').$type<InventoryCategory>().notNull().default('Autre'),
    /** The fridge or the pantry (« Placard »): decision 0026. */
    location: text('location').$type<InventoryLocation>().notNull().default('fridge'),
    /** The taxonomy ingredient the name was recognised as (recipes using it, the list). */
    ingredientId: text('ingredient_id'),
    /** When the household was told it expires soon, and that it expired (once each). */
    soonNotifiedAt: timestamp('soon_notified_at', { withTimezone: true }),
    expiredNotifiedAt: timestamp('expired_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('inventory_items_household_id_created_at_idx').on(
      table.householdId,
      table.createdAt.desc(),
    ),
    index('inventory_items_added_by_idx').on(table.addedBy),
    check('inventory_items_quantity_check', sql`${table.quantity} > 0`),
    check('inventory_items_unit_check', sql`${table.unit} in (${sql.raw(sqlList(UNITS))})`),
    check(
      'inventory_items_location_check',
      sql`${table.location} in (${sql.raw(sqlList(INVENTORY_LOCATIONS))})`,
    ),
    check(
      'inventory_items_category_check',
      sql`${table.category} in (${sql.raw(sqlList(INVENTORY_CATEGORIES))})`,
    ),
  ],
);
