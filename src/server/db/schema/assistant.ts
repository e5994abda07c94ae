import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AssistantOffer, AssistantRecipe } from '../../../shared/assistant';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

/** A user's conversation with the Assistant Chef (personal, like favourites). */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first request, shortened: how the conversation is listed. */
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('assistant_conversations_user_id_updated_at_idx').on(
      table.userId,
      table.updatedAt.desc(),
    ),
  ],
);

/** One message: the user's request, or the assistant's answer with the recipes it showed. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    /** Recipes shown in the answer, stored whole so they stay readable as the catalogue changes. */
    recipes: jsonb('recipes')
      .$type<AssistantRecipe[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A menu's « Tout planifier », or « Planifier ma semaine » (issue 29); null on most answers. */
    offer: jsonb('offer').$type<AssistantOffer>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('assistant_messages_conversation_id_created_at_idx').on(
      table.conversationId,
      table.createdAt,
    ),
    check('assistant_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
  ],
);
