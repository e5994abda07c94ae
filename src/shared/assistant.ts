import { z } from 'zod';
import { eatersSchema } from './eaters';
import type { Recipe } from './recipes';

/** Longest message the Assistant Chef reads. */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 1000;

/** A recipe shown in an answer: the recipe as the suggestions page shows it. */
export type AssistantRecipe = Recipe;

/** What the conversation page sends (POST /api/assistant/conversations/:id/messages). */
export const assistantMessageInputSchema = z.object({
  content: z.string().trim().min(1).max(ASSISTANT_MESSAGE_MAX_LENGTH),
  /** Who eats (« Qui mange ? »); absent: everyone at the household's table. */
  eaters: eatersSchema.optional(),
});

/**
 * What an answer offers beyond its cards (issue 29): a menu for an occasion, planned or added
 * to the list all at once (« Tout planifier », « Tout ajouter à la liste »), its courses in the
 * recipes' order; or « Planifier ma semaine » with the constraints understood.
 */
export type AssistantOffer =
  | { kind: 'menu'; title: string; guests: number; courses: string[] }
  | { kind: 'week'; cheap: boolean; quick: boolean; vegetarian: boolean };

export interface AssistantMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  recipes: AssistantRecipe[];
  /** Absent on most answers. */
  offer?: AssistantOffer | null;
  createdAt: string;
}

export interface AssistantConversation {
  id: string;
  title: string;
  updatedAt: string;
}

/** GET /api/assistant/conversations/:id: the conversation and its messages, oldest first. */
export interface AssistantConversationDetail {
  conversation: AssistantConversation;
  messages: AssistantMessage[];
}

/**
 * The answer streams as newline-delimited JSON events: the user's stored message, pieces of
 * text as they are written, the recipes, then the stored answer (or an error).
 */
export type AssistantEvent =
  | { type: 'message'; message: AssistantMessage }
  | { type: 'text'; delta: string }
  | { type: 'recipes'; recipes: AssistantRecipe[] }
  | { type: 'done'; message: AssistantMessage; conversation: AssistantConversation }
  | { type: 'error'; code: string; message: string };
