/**
 * What every kind of answer shares: the table's diets as the knowledge checks them (saved, and
 * said in the message), the month seasons are read for, and what the assistant can do.
 */
import type { Restriction } from '../../../shared/food/diet';
import { zurichMonth } from '../../../shared/food/seasons';
import type { AssistantOffer } from '../../../shared/assistant';
import type { AssistantContext, AssistantReply } from './embedded-assistant';
import { RESTRICTION_NAMES } from './embedded-phrasing';
import type { KnowledgeTable } from './knowledge';

/** An embedded answer: its text and recipes, and what it offers to do (a menu, the week). */
export type EmbeddedReply = AssistantReply & { offer?: AssistantOffer };

export const CAN_DO =
  'Je peux vous proposer des recettes de mon carnet, vous donner des temps de cuisson, des substituts et des équivalences, composer un menu de fête, vous aider à planifier la semaine et vous dire ce qui expire dans votre frigo.';

/** The diets of the table (saved, and said in the message), as the knowledge checks them. */
export function tableOf(
  context: AssistantContext,
  said: readonly Restriction[] = [],
): KnowledgeTable {
  const restrictions = [
    ...new Set([...context.restrictions, ...said].filter((r) => r !== 'none')),
  ] as Restriction[];
  return {
    restrictions,
    avoidedFoods: context.avoidedFoods,
    restrictionNames: restrictions.map((restriction) => RESTRICTION_NAMES[restriction]),
    month: monthOf(context.today),
  };
}

export const monthOf = (today: string) => Number(today.slice(5, 7)) || zurichMonth();
