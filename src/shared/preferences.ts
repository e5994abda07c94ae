import { z } from 'zod';
import {
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  HOUSEHOLD_LIMITS,
  SHOPPING_FREQUENCIES,
  type Difficulty,
  type QuestionnaireRestriction,
  type ShoppingFrequency,
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

export type PreferencesPatch = z.input<typeof preferencesPatchSchema>;

/**
 * GET, PUT and PATCH /api/preferences (served by the onboarding feature): the questionnaire's
 * answers, then the settings, the fridge's switches and the shopping list's « ranger
 * automatiquement ».
 */
export interface Preferences {
  adults: number;
  children: number;
  /** The household's (« Tout le foyer »): of its restrictions, the specification's eight. */
  dietaryRestrictions: QuestionnaireRestriction[];
  preferredFoods: string[];
  /** The household's (« Tout le foyer »), as `dietaryRestrictions`. */
  avoidedFoods: string[];
  /** « N’aime pas »: the user's own tastes, ranked lower, never excluded. */
  dislikedFoods: string[];
  shoppingFrequency: ShoppingFrequency;
  /** `PREFERENCE_DEFAULTS.difficulty` until the user chooses. */
  difficulty: Difficulty;
  /**
   * « Portions par recette »: null until the user chooses — recipes are then for who eats,
   * counted in portions (decision 0023); once chosen, the default where nobody is chosen.
   */
  servings: number | null;
  autoFridge: boolean;
  expiryDigest: boolean;
  /** ISO timestamp. */
  updatedAt: string;
}
