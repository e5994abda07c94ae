import { z } from 'zod';
import { RESTRICTION_VALUES } from './constants';
import { foodList } from './preferences';

/** People without an account a household may list (children, a grandparent…). */
export const HOUSEHOLD_PEOPLE_MAX = 12;

const restrictions = z
  .array(z.enum(RESTRICTION_VALUES))
  .max(RESTRICTION_VALUES.length)
  // « Aucune » is the absence of restrictions here: an empty list says it.
  .transform((list) => [...new Set(list.filter((value) => value !== 'none'))]);

/** A person of the household without an account (POST /api/household/people). */
export const householdPersonInputSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Le prénom est requis.')
    .max(40, 'Le prénom doit tenir en 40 caractères au plus.'),
  child: z.boolean().default(false),
  dietaryRestrictions: restrictions.default([]),
  avoidedFoods: foodList.default([]),
  preferredFoods: foodList.default([]),
  /** « N'aime pas »: ranks recipes lower, never excludes them. */
  dislikedFoods: foodList.default([]),
});

/** Any subset of a person's fields, at least one (PATCH /api/household/people/:id). */
export const householdPersonPatchSchema = z
  .object({
    firstName: householdPersonInputSchema.shape.firstName.optional(),
    child: z.boolean().optional(),
    dietaryRestrictions: restrictions.optional(),
    avoidedFoods: foodList.optional(),
    preferredFoods: foodList.optional(),
    dislikedFoods: foodList.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Indiquez ce qui change pour cette personne.',
  });

export type HouseholdPersonInput = z.input<typeof householdPersonInputSchema>;

export interface HouseholdPerson {
  id: string;
  firstName: string;
  child: boolean;
  dietaryRestrictions: string[];
  avoidedFoods: string[];
  preferredFoods: string[];
  dislikedFoods: string[];
  createdAt: string;
}
