import { z } from 'zod';
import type { DietaryRestriction } from './constants';

/** The most people one meal may be for: the household's members and its 12 people without an account. */
export const EATERS_MAX = 18;

/**
 * Who eats the meal asked for (« Qui mange ? »): user ids of members and ids of people without
 * an account, all of the caller's household. Absent: everyone at the household's table.
 */
export const eatersSchema = z
  .array(z.uuid('Choisissez qui mange parmi les personnes de votre foyer.').toLowerCase())
  .min(1, 'Choisissez au moins une personne qui mange.')
  .max(EATERS_MAX, `Choisissez ${EATERS_MAX} personnes au plus.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Chaque personne ne compte qu’une fois.');

/** One person who may eat at the household's table (GET /api/household/eaters). */
export interface Eater {
  /** A member's user id, or the id of a person without an account. */
  id: string;
  firstName: string;
  kind: 'member' | 'person';
  child: boolean;
  /** The signed-in user. */
  isMe: boolean;
  /** What every meal they eat respects: the household's own restrictions, then theirs. */
  dietaryRestrictions: DietaryRestriction[];
  /** Foods avoided for them: the household's, then theirs. */
  avoidedFoods: string[];
}
