import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DishType } from '../../../shared/constants';
import { users } from './auth';
import { createdAt, id } from './columns';

/**
 * The recipes each user was shown, per dish type, for the current round: « Régénérer » never
 * repeats one until every eligible recipe was shown (the round then starts again).
 */
export const suggestionHistory = pgTable(
  'suggestion_history',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<DishType>().notNull(),
    recipeId: text('recipe_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('suggestion_history_user_id_type_created_at_idx').on(
      table.userId,
      table.type,
      table.createdAt.desc(),
    ),
  ],
);
