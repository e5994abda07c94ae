import { z } from 'zod';
import {
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  HOUSEHOLD_LIMITS,
  SHOPPING_FREQUENCIES,
} from './constants';

/** Splits comma-separated text into trimmed, non-empty entries (specification, section 5). */
export function splitFoodList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Keeps the first spelling of each entry, comparing without regard to case. */
export function uniqueIgnoringCase(entries: string[]): string[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.toLocaleLowerCase('fr');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const foodList = z
  .array(z.string().max(60, 'Chaque aliment doit tenir en 60 caractères au plus.'))
  .max(50, 'Indiquez 50 aliments au plus.')
  .transform((entries) => uniqueIgnoringCase(entries.map((entry) => entry.trim()).filter(Boolean)));

/** What the questionnaire saves (PUT /api/preferences). */
export const preferencesInputSchema = z.object({
  adults: z.number().int().min(HOUSEHOLD_LIMITS.adults.min).max(HOUSEHOLD_LIMITS.adults.max),
  children: z.number().int().min(HOUSEHOLD_LIMITS.children.min).max(HOUSEHOLD_LIMITS.children.max),
  dietaryRestrictions: z
    .array(z.enum(DIETARY_RESTRICTIONS))
    .max(DIETARY_RESTRICTIONS.length)
    .transform((list) => [...new Set(list)])
    .refine((list) => !list.includes('none') || list.length === 1, {
      message: '« Aucune » ne se combine avec aucune autre restriction.',
    }),
  preferredFoods: foodList,
  avoidedFoods: foodList,
  shoppingFrequency: z.enum(SHOPPING_FREQUENCIES),
});

export type PreferencesInput = z.input<typeof preferencesInputSchema>;

/** What the settings change (PATCH /api/preferences): any subset, plus difficulty and servings. */
export const preferencesPatchSchema = preferencesInputSchema.partial().extend({
  difficulty: z.enum(DIFFICULTIES).optional(),
  servings: z.number().int().min(1).max(20).optional(),
  /** Checking a shopping item puts it into the fridge without asking. */
  autoFridge: z.boolean().optional(),
  /** A daily e-mail about what in the fridge expires soon. */
  expiryDigest: z.boolean().optional(),
  /** « N'aime pas »: tastes that rank recipes lower, never exclude them. */
  dislikedFoods: foodList.optional(),
});
