import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DietaryRestriction,
  Difficulty,
  ShoppingFrequency,
} from '../../../../shared/constants';
import { apiFetch } from '../../../lib/api-client';
import { PATHS } from '../../../../shared/routes';
import { ME_QUERY_KEY, type Me } from '../../../lib/me';

/** The body of PUT /api/preferences. */
export interface PreferencesInput {
  adults: number;
  children: number;
  dietaryRestrictions: DietaryRestriction[];
  preferredFoods: string[];
  avoidedFoods: string[];
  shoppingFrequency: ShoppingFrequency;
}

export interface Preferences extends PreferencesInput {
  difficulty: Difficulty;
  servings: number | null;
  updatedAt: string;
}

export function savePreferences(input: PreferencesInput): Promise<Preferences> {
  return apiFetch<Preferences>('/api/preferences', { method: 'PUT', body: input });
}

/**
 * Saves the questionnaire. The cached user is only marked stale: refetching it here would
 * let the onboarding gate redirect before the page moves on; the next page refetches it.
 * Its destination is updated at once, though: a member of a subscribed household goes on to
 * the dashboard, and the gates must not send them back to the questionnaire meanwhile.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: () => {
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) =>
        me?.subscription.active
          ? { ...me, hasPreferences: true, destination: PATHS.dashboard }
          : me,
      );
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'none' });
    },
  });
}
