import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionMessageFunctionToolCall,
} from 'openai/resources/chat/completions';
import type { Recipe } from '../../../shared/recipes';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { AssistantReply } from './embedded-assistant';
import { coconutNote } from './embedded-reply';
import { runTool, TOOLS, type LlmTurn } from './llm-tools';
import type { Question } from './question-kind';

export type { LlmTurn };

/** Rounds of tool calls in one answer before the model must write its reply. */
const MAX_ROUNDS = 5;
/** Earlier messages of the conversation the model rereads. */
const HISTORY_MESSAGES = 12;

export function systemPrompt(today: string): string {
  return `Vous êtes l’Assistant Chef de Popote, un assistant culinaire pour les foyers francophones.
Nous sommes le ${today}.
Règles :
- répondez en français, en vouvoyant, en deux à quatre phrases ;
- pour proposer des recettes, appelez toujours search_recipes (ou generate_recipe si le carnet n’a rien qui convienne) : ne décrivez jamais une recette qui ne vient pas d’un outil ;
- les recettes trouvées s’affichent en cartes sous votre réponse : citez leurs titres, ne recopiez ni leurs ingrédients ni leurs étapes ;
- les préférences du foyer (restrictions, aliments à éviter) s’appliquent toujours ; les outils les respectent déjà ;
- n’ajoutez à la liste de courses ou au planning que si la personne le demande, et seulement une recette déjà proposée dans cette conversation ;
- pour un temps de cuisson, une température à cœur, un substitut, une équivalence, la conservation ou la saison d’un produit, appelez cooking_knowledge et reprenez ses chiffres et sa source sans les changer ;
- « sans X », « pas de X », « remplacer X », « à la place de X » : X n’est jamais dans une recette proposée ; pour un substitut, ne proposez jamais une recette à base de l’ingrédient à remplacer ;
- « sans noix » veut dire « sans fruits à coque » ; la noix de coco n’en est pas un, dites-le en une ligne si elle apparaît ;
- si l’on vous demande ce que vous êtes, dites-le honnêtement : l’Assistant Chef de Popote, dont un modèle de langage (une IA) rédige les réponses, les recettes venant du carnet de Popote ;
- si vous ne savez pas répondre, dites-le en une phrase et proposez ce que vous savez faire ;
- si la question ne concerne pas la cuisine, dites-le poliment et proposez un exemple de demande.`;
}

/** How the embedded reader routed the message, given to the model as a hint (issue 29). */
export function routingHint(question: Question): string {
  const details = [
    question.topic ? `sujet : ${question.topic}` : '',
    question.occasion ? `occasion : ${question.occasion}` : '',
    question.request.excludedFoods.length > 0
      ? `à exclure : ${question.request.excludedFoods.join(', ')}`
      : '',
    question.children ? 'pour des enfants : plats doux et familiers' : '',
    question.cheap ? 'petit budget' : '',
    question.spice === 'hot' ? 'épicé : plats relevés d’abord' : '',
    question.spice === 'mild' ? 'pas épicé : aucun plat relevé' : '',
    question.identity ? 'question sur ce qu’est l’assistant' : '',
    question.nutrition ? 'calories ou santé : Popote n’a pas ces données, dites-le' : '',
    question.festive ? 'de fête : recettes de fête d’abord' : '',
  ].filter(Boolean);
  return `Type de question : ${question.kind}${details.length > 0 ? ` (${details.join(' ; ')})` : ''}.`;
}

export interface LlmAssistantOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  logger: Logger;
}

/**
 * The Assistant Chef on an OpenAI-compatible model: streamed chat completions whose tools only
 * reach the caller's household, through the same validation as the API. Every recipe it shows
 * comes from a tool (the catalogue, or the recipe engine that checks each one against the
 * taxonomy), never from the model's own text.
 */
export class LlmAssistant {
  private readonly client: OpenAI;

  constructor(private readonly options: LlmAssistantOptions) {
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey ?? 'sans-cle',
      maxRetries: 1,
      timeout: 60_000,
    });
  }

  async reply(turn: LlmTurn): Promise<AssistantReply> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(turn.context.today) },
      { role: 'system', content: routingHint(turn.question) },
      ...turn.history.slice(-HISTORY_MESSAGES),
      { role: 'user', content: turn.message },
    ];
    const found = new Map<string, Recipe>();
    let text = '';
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const { content, toolCalls } = await this.complete(messages, turn);
      text += content;
      if (toolCalls.length === 0) return this.finish(text, found, turn);
      messages.push({ role: 'assistant', content: content || null, tool_calls: toolCalls });
      for (const call of toolCalls) {
        const result = await runTool(call, turn, found);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    return this.finish(text, found, turn);
  }

  /** The model's text, with the coconut line a nut-free table needs when a recipe has coconut. */
  private finish(text: string, found: Map<string, Recipe>, turn: LlmTurn): AssistantReply {
    const recipes = [...found.values()];
    const restrictions = [...turn.context.restrictions, ...turn.question.request.restrictions];
    const note = /coco/i.test(text) ? '' : coconutNote(recipes, restrictions);
    if (note) turn.onText(note);
    return { text: `${text.trim()}${note}`, recipes };
  }

  /** One streamed completion: its text goes out as it comes; tool calls are put together. */
  private async complete(messages: ChatCompletionMessageParam[], turn: LlmTurn) {
    let stream;
    try {
      stream = await this.client.chat.completions.create(
        { model: this.options.model, messages, tools: TOOLS, stream: true, temperature: 0.6 },
        { signal: turn.signal },
      );
    } catch (error) {
      this.options.logger.warn({ err: error }, 'assistant completion failed');
      throw new AppError('ASSISTANT_UNAVAILABLE', { cause: error });
    }
    let content = '';
    const calls: ChatCompletionMessageFunctionToolCall[] = [];
    try {
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          content += delta.content;
          turn.onText(delta.content);
        }
        for (const part of delta.tool_calls ?? []) {
          const call = (calls[part.index] ??= {
            id: part.id ?? `call_${part.index}`,
            type: 'function',
            function: { name: '', arguments: '' },
          });
          if (part.function?.name) call.function.name += part.function.name;
          if (part.function?.arguments) call.function.arguments += part.function.arguments;
        }
      }
    } catch (error) {
      this.options.logger.warn({ err: error }, 'assistant stream broke');
      throw new AppError('ASSISTANT_UNAVAILABLE', { cause: error });
    }
    return { content, toolCalls: calls.filter(Boolean) };
  }
}
