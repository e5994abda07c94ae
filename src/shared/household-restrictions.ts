import { z } from 'zod';
import { RESTRICTIONS, type Restriction } from './constants';
import { EATERS_MAX } from './eaters';

/** An avoided food as written in « Aliments à éviter ». */
const avoidedFood = z
  .string()
  .trim()
  .min(1, 'Indiquez l’aliment à éviter.')
  .max(60, 'Chaque aliment doit tenir en 60 caractères au plus.');

/**
 * Who a restriction concerns (« Qui est concerné ? »): « Tout le foyer » — every meal of the
 * household, whoever eats, people added later included — or chosen people (user ids of members,
 * ids of people without an account). No one: the restriction is removed.
 */
export const restrictionConcernsSchema = z.union([
  z.literal('everyone'),
  z
    .array(z.uuid('Choisissez parmi les personnes de votre foyer.').toLowerCase())
    .max(EATERS_MAX, `Choisissez ${EATERS_MAX} personnes au plus.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Chaque personne ne compte qu’une fois.'),
]);

export type RestrictionConcerns = z.infer<typeof restrictionConcernsSchema>;

/** PUT /api/household/restrictions: one restriction, allergy or avoided food and who it concerns. */
export const householdRestrictionInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('restriction'),
    value: z.enum(RESTRICTIONS, 'Choisissez une restriction de la liste.'),
    concerns: restrictionConcernsSchema,
  }),
  z.object({ kind: z.literal('avoided'), value: avoidedFood, concerns: restrictionConcernsSchema }),
]);

export type HouseholdRestrictionInput = z.input<typeof householdRestrictionInputSchema>;

/** One line of « Restrictions et allergies » in « Ma famille ». */
export type HouseholdRestriction =
  | { kind: 'restriction'; value: Restriction; concerns: RestrictionConcerns }
  | { kind: 'avoided'; value: string; concerns: RestrictionConcerns };

/** Someone a restriction may concern. */
export interface ConcernedPerson {
  id: string;
  firstName: string;
  kind: 'member' | 'person';
  child: boolean;
}

/** GET /api/household/restrictions. */
export interface HouseholdRestrictions {
  items: HouseholdRestriction[];
  people: ConcernedPerson[];
}
