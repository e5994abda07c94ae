import { z } from 'zod';
import { COLLECTION_LIMITS } from './constants';

/**
 * Most rows one request may restore (or « Supprimer cochés » may delete): a whole list, the
 * largest collection a member deletes several rows of at once.
 */
export const RESTORE_MAX_IDS = COLLECTION_LIMITS.shoppingItems;

/**
 * Row ids, each once: what « Ranger… » stores, what « Supprimer cochés » deletes, or what
 * « Annuler » brings back.
 */
export const rowIdsSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(RESTORE_MAX_IDS)
    .refine((ids) => new Set(ids).size === ids.length, 'Un même article est indiqué deux fois.'),
});

/**
 * POST /api/<collection>/restore (« Annuler » after a delete): the ids of rows this household
 * (this person, for favourites) deleted, brought back as they were. The answer is an
 * `ItemList` of the rows restored; an id that cannot come back (another household's, too old,
 * never deleted) is left out, and none at all is 404.
 */
export const restoreSchema = rowIdsSchema;

export type RestoreInput = z.input<typeof restoreSchema>;
