import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  DIFFICULTIES,
  DISH_TYPES,
  type Difficulty,
  type DishType,
} from '../../../shared/constants';
import { users } from './auth';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { households } from './households';

/**
 * One ingredient line of a household's recipe, as written. `ingredientId` only when a member
 * chose the food for a line Popote did not recognise (« Ingrédient non reconnu : … »).
 */
export interface StoredIngredientLine {
  text: string;
  ingredientId?: string;
}

/** « Mes recettes »: the household's own recipe book, shared by its members (issue 27). */
export const householdRecipes = pgTable(
  'household_recipes',
  {
    id: id(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    dishType: text('dish_type').$type<DishType>().notNull(),
    description: text('description').notNull().default(''),
    servings: integer('servings').notNull(),
    preparationMinutes: integer('preparation_minutes').notNull().default(0),
    cookingMinutes: integer('cooking_minutes').notNull().default(0),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    ingredients: jsonb('ingredients')
      .$type<StoredIngredientLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    steps: jsonb('steps')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sourceUrl: text('source_url'),
    notes: text('notes').notNull().default(''),
    /** The photo's key in the photo store (see features/recipes/my-recipes/photo-store.ts). */
    photoKey: text('photo_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('household_recipes_household_id_updated_at_idx').on(
      table.householdId,
      table.updatedAt.desc(),
    ),
    index('household_recipes_created_by_idx').on(table.createdBy),
    check(
      'household_recipes_dish_type_check',
      sql`${table.dishType} in (${sql.raw(sqlList(DISH_TYPES))})`,
    ),
    check(
      'household_recipes_difficulty_check',
      sql`${table.difficulty} in (${sql.raw(sqlList(DIFFICULTIES))})`,
    ),
  ],
);
