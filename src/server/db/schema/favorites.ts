import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { DISH_TYPES, type DishType } from '../../../shared/constants';
import { users } from './auth';
import { createdAt, id, sqlList } from './columns';

/** A user's saved recipe, stored whole so it stays readable when the catalogue changes. */
export const favoriteRecipes = pgTable(
  'favorite_recipes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    recipeTitle: text('recipe_title').notNull(),
    recipeImage: text('recipe_image'),
    description: text('description'),
    preparationTime: integer('preparation_time'),
    servings: integer('servings'),
    difficulty: text('difficulty'),
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    instructions: text('instructions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: text('type').$type<DishType>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Also serves as the index on the owner column (user_id leads).
    unique('favorite_recipes_user_recipe_unique').on(table.userId, table.recipeId),
    check('favorite_recipes_type_check', sql`${table.type} in (${sql.raw(sqlList(DISH_TYPES))})`),
  ],
);
