import { and, asc, eq } from 'drizzle-orm';
import type {
  AssistantConversation,
  AssistantMessage,
  AssistantOffer,
} from '../../../shared/assistant';
import type { Recipe } from '../../../shared/recipes';
import type { Database } from '../../db/client';
import { assistantConversations, assistantMessages } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { COLLECTION_LIMITS } from '../../../shared/constants';
import { assertRoom } from '../../platform/collection-cap';
import { afterCursor, newestFirst, pageOf, type Cursor } from '../../platform/pagination';

type ConversationRow = typeof assistantConversations.$inferSelect;
type MessageRow = typeof assistantMessages.$inferSelect;

/** How many conversations the list shows, and messages the assistant rereads. */
export const CONVERSATIONS_LISTED = 50;
const TITLE_LENGTH = 80;

export const conversationJson = (row: ConversationRow): AssistantConversation => ({
  id: row.id,
  title: row.title,
  updatedAt: row.updatedAt.toISOString(),
});

export const messageJson = (row: MessageRow): AssistantMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  recipes: row.recipes,
  ...(row.offer ? { offer: row.offer } : {}),
  createdAt: row.createdAt.toISOString(),
});

/** A conversation's title: its first request, on one line, cut at a word. */
export function titleOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The user's conversations, the latest first, a page at a time (`before`: the next page). */
export async function listConversations(db: Database, userId: string, before?: Cursor) {
  const read = await db
    .select()
    .from(assistantConversations)
    .where(
      and(
        eq(assistantConversations.userId, userId),
        afterCursor(assistantConversations.updatedAt, assistantConversations.id, before),
      ),
    )
    .orderBy(...newestFirst(assistantConversations.updatedAt, assistantConversations.id))
    .limit(CONVERSATIONS_LISTED + 1);
  const { rows, nextCursor } = pageOf(read, CONVERSATIONS_LISTED, (row) => ({
    at: row.updatedAt,
    id: row.id,
  }));
  return { items: rows.map(conversationJson), nextCursor };
}

export async function createConversation(db: Database, userId: string) {
  await assertRoom(db, {
    table: assistantConversations,
    where: eq(assistantConversations.userId, userId),
    max: COLLECTION_LIMITS.conversations,
    code: 'CONVERSATIONS_LIMIT',
  });
  const [row] = await db.insert(assistantConversations).values({ userId }).returning();
  return conversationJson(row!);
}

/** The user's own conversation, or the French 404 (another user's looks like no conversation). */
export async function ownConversation(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function messagesOf(db: Database, conversationId: string) {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
  return rows.map(messageJson);
}

export async function deleteConversation(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .returning({ id: assistantConversations.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/** Stores one message and brings the conversation to the top of the list (titled by its first). */
export async function appendMessage(
  db: Database,
  conversation: ConversationRow,
  message: {
    role: 'user' | 'assistant';
    content: string;
    recipes?: Recipe[];
    offer?: AssistantOffer | null;
  },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantMessages)
      .values({
        conversationId: conversation.id,
        role: message.role,
        content: message.content,
        recipes: message.recipes ?? [],
        offer: message.offer ?? null,
      })
      .returning();
    const [updated] = await tx
      .update(assistantConversations)
      .set({
        updatedAt: new Date(),
        ...(conversation.title === '' && message.role === 'user'
          ? { title: titleOf(message.content) }
          : {}),
      })
      .where(eq(assistantConversations.id, conversation.id))
      .returning();
    return { message: messageJson(row!), conversation: updated! };
  });
}
