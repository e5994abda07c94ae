import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { StreamingApi } from 'hono/utils/stream';
import { z } from 'zod';
import type { Page } from '../../../shared/api';
import {
  assistantMessageInputSchema,
  type AssistantConversation,
  type AssistantConversationDetail,
  type AssistantEvent,
  type AssistantMessage,
} from '../../../shared/assistant';
import { PREFERENCE_DEFAULTS } from '../../../shared/constants';
import { userPreferences } from '../../db/schema';
import type { AppEnv } from '../../platform/context';
import type { RecipeServices, Recipe } from '../recipes';
import { AppError } from '../../platform/errors';
import { readFridge } from '../inventory';
import { mealsBetween } from '../planning';
import { mealDiet, householdRouter } from '../household';
import type { HouseholdCaller } from '../household';
import { countRequest } from '../../platform/rate-limit';
import { validate } from '../../platform/validate';
import {
  appendMessage,
  conversationJson,
  createConversation,
  deleteConversation,
  listConversations,
  messagesOf,
  ownConversation,
} from './conversations';
import type { AssistantContext } from './embedded-assistant';
import { embeddedReply } from './embedded-reply';
import { questionOf, type Question } from './question-kind';
import { ownRecipesFor, safetyOf } from '../recipes';
import { zurichNow } from '../../platform/home-time';
import { addDays } from '../../../shared/dates';
import { LlmAssistant } from './llm-assistant';
import { pageQuerySchema } from '../../platform/pagination';
import { COLLECTION_LIMITS } from '../../../shared/constants';

const idParam = validate('param', z.object({ id: z.uuid() }));

/** Pieces of about three words: the answer appears as if written, as a model's would. */
function chunks(text: string): string[] {
  const words = text.split(/(?<= )/);
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += 3) {
    pieces.push(words.slice(index, index + 3).join(''));
  }
  return pieces;
}

const CHUNK_DELAY_MS = 12;

/** What the answer respects: the caller's habits, and the diets of who eats (by default all). */
async function contextFor(
  deps: RecipeServices,
  caller: { userId: string; householdId: string },
  turn: { seen: string[]; eaters: string[] | undefined },
): Promise<AssistantContext> {
  const [preferences] = await deps.db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, caller.userId))
    .limit(1);
  if (!preferences) throw new AppError('PREFERENCES_MISSING');
  const diet = await mealDiet(deps.db, caller.householdId, preferences, turn.eaters);
  // Today in Switzerland, not on the server's clock (« qu'est-ce qu'on mange ce soir ? »).
  const today = zurichNow().date;
  const tomorrow = addDays(today, 1);
  const [fridge, planned, own] = await Promise.all([
    readFridge(deps, caller.householdId),
    mealsBetween(deps.db, caller.householdId, today, tomorrow),
    ownRecipesFor(deps.db, caller.householdId),
  ]);
  return {
    restrictions: diet.restrictions,
    avoidedFoods: diet.avoidedFoods,
    preferredFoods: diet.preferredFoods,
    dislikedFoods: diet.dislikedFoods,
    names: diet.names,
    difficulty: preferences.difficulty ?? PREFERENCE_DEFAULTS.difficulty,
    servings: diet.servings,
    portions: diet.portions,
    fridge,
    planned,
    seen: turn.seen,
    today,
    own,
    // « tu es une IA ? » is answered with the truth (GET /api/me says the same).
    languageModel: deps.config.llm !== null,
  };
}

/**
 * Each recipe says for whom it is prepared and what it respects (the table's diet), and how its
 * portions were counted when it is scaled for who eats (not for « pour 6 personnes » asked).
 */
function withSafety(recipes: readonly Recipe[], context: AssistantContext): Recipe[] {
  return recipes.map((recipe) => ({
    ...recipe,
    safety: safetyOf(recipe, context),
    ...(context.portions && recipe.servings === context.portions.portions
      ? { portions: context.portions }
      : {}),
  }));
}

/** The Assistant Chef: the user's own conversations, and answers streamed as NDJSON events. */
export function assistantRoutes(deps: RecipeServices) {
  const { db } = deps;
  const llm = deps.config.llm
    ? new LlmAssistant({ ...deps.config.llm, logger: deps.logger })
    : null;

  type Conversation = Awaited<ReturnType<typeof ownConversation>>;

  const streamHeaders = (c: Context<AppEnv>) => {
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    // no-transform: the compression middleware would hold the pieces back.
    c.header('Cache-Control', 'no-cache, no-transform');
  };
  const writer = (output: StreamingApi) => (event: AssistantEvent) =>
    output.write(`${JSON.stringify(event)}\n`);

  /** The embedded assistant answers at once: both messages are stored, then the text is sent. */
  async function streamEmbedded(
    c: Context<AppEnv>,
    conversation: Conversation,
    content: string,
    context: AssistantContext,
  ) {
    const embedded = embeddedReply(deps.catalogue, content, context);
    const reply = { ...embedded, recipes: withSafety(embedded.recipes, context) };
    // Both messages are stored before anything is sent: a closed tab loses nothing.
    const asked = await appendMessage(db, conversation, { role: 'user', content });
    const answered = await appendMessage(db, asked.conversation, {
      role: 'assistant',
      content: reply.text,
      recipes: reply.recipes,
      offer: embedded.offer ?? null,
    });
    streamHeaders(c);
    return stream(c, async (output) => {
      const send = writer(output);
      await send({ type: 'message', message: asked.message });
      for (const piece of chunks(reply.text)) {
        if (output.aborted) return;
        await send({ type: 'text', delta: piece });
        await output.sleep(CHUNK_DELAY_MS);
      }
      if (reply.recipes.length > 0) await send({ type: 'recipes', recipes: reply.recipes });
      await send({
        type: 'done',
        message: answered.message,
        conversation: conversationJson(answered.conversation),
      });
    });
  }

  /**
   * The model's words are sent as they come; the answer is stored once complete, even when the
   * tab was closed meanwhile (the model is not interrupted).
   */
  async function streamLlm(
    c: Context<AppEnv>,
    turn: {
      conversation: Conversation;
      content: string;
      context: AssistantContext;
      history: AssistantMessage[];
      question: Question;
      caller: HouseholdCaller;
    },
  ) {
    const asked = await appendMessage(db, turn.conversation, {
      role: 'user',
      content: turn.content,
    });
    const shown = new Map(
      turn.history.flatMap((message) =>
        message.recipes.map((recipe) => [recipe.id, recipe] as const),
      ),
    );
    streamHeaders(c);
    return stream(c, async (output) => {
      const send = writer(output);
      await send({ type: 'message', message: asked.message });
      let sending = Promise.resolve();
      try {
        const answer = await llm!.reply({
          db,
          catalogue: deps.catalogue,
          recipes: deps.recipes,
          caller: turn.caller,
          context: turn.context,
          history: turn.history.map(({ role, content }) => ({ role, content })),
          shown,
          message: turn.content,
          question: turn.question,
          onText: (delta) => {
            sending = sending.then(async () => {
              if (!output.aborted) await send({ type: 'text', delta });
            });
          },
        });
        await sending;
        const reply = { ...answer, recipes: withSafety(answer.recipes, turn.context) };
        const answered = await appendMessage(db, asked.conversation, {
          role: 'assistant',
          content: reply.text,
          recipes: reply.recipes,
        });
        if (reply.recipes.length > 0) await send({ type: 'recipes', recipes: reply.recipes });
        await send({
          type: 'done',
          message: answered.message,
          conversation: conversationJson(answered.conversation),
        });
      } catch (error) {
        await sending;
        const failure = error instanceof AppError ? error : new AppError('ASSISTANT_UNAVAILABLE');
        if (!(error instanceof AppError)) deps.logger.error({ err: error }, 'assistant failed');
        await send({ type: 'error', code: failure.code, message: failure.message });
      }
    });
  }

  return householdRouter(deps)
    .get('/conversations', validate('query', pageQuerySchema), async (c) => {
      const page = await listConversations(db, c.get('user').id, c.req.valid('query').before);
      return c.json(page satisfies Page<AssistantConversation>);
    })
    .post('/conversations', async (c) => {
      return c.json(await createConversation(db, c.get('user').id), 201);
    })
    .get('/conversations/:id', idParam, async (c) => {
      const conversation = await ownConversation(db, c.get('user').id, c.req.valid('param').id);
      return c.json({
        conversation: conversationJson(conversation),
        messages: await messagesOf(db, conversation.id),
      } satisfies AssistantConversationDetail);
    })
    .delete('/conversations/:id', idParam, async (c) => {
      await deleteConversation(db, c.get('user').id, c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .post(
      '/conversations/:id/messages',
      idParam,
      validate('json', assistantMessageInputSchema),
      async (c) => {
        const userId = c.get('user').id;
        const conversation = await ownConversation(db, userId, c.req.valid('param').id);
        const { content, eaters } = c.req.valid('json');
        const history = await messagesOf(db, conversation.id);
        // A question needs room for itself and its answer — checked before any quota is counted.
        if (history.length + 2 > COLLECTION_LIMITS.conversationMessages)
          throw new AppError('CONVERSATION_FULL');
        const seen = history
          .filter((message) => message.role === 'assistant')
          .reverse()
          .flatMap((message) => message.recipes.map((recipe) => recipe.id));
        const context = await contextFor(
          deps,
          { userId, householdId: c.get('householdId') },
          { seen, eaters },
        );
        // Out of scope, the model has nothing to add: the same one honest sentence, at no cost.
        const question = questionOf(content);
        if (!llm || question.offTopic) {
          return streamEmbedded(c, conversation, content, context);
        }
        // A language model costs money per message: a daily quota per person, counted once
        // the request is known to be valid (a refused one costs nothing).
        const { allowed } = await countRequest(db, `assistant:${userId}`, {
          max: deps.config.assistantDailyLimit,
          windowSeconds: 86_400,
        });
        if (!allowed) throw new AppError('ASSISTANT_QUOTA_REACHED');
        return streamLlm(c, {
          conversation,
          content,
          context,
          history,
          question,
          caller: { userId, householdId: c.get('householdId') },
        });
      },
    );
}
