import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { DishType } from '../../../shared/constants';
import { PATHS } from '../../../shared/routes';
import { ApiError } from '../../lib/api-client';
import { QUERY_KEYS } from '../../lib/query-keys';
import { isStaleEatersError } from '../eaters/api';
import { fetchSuggestion } from './api';

/**
 * The suggestion for `type` (none while `type` is null). The last recipe per type and mode is
 * kept in the query cache for the whole visit, so going back and forth between the type
 * choice and a recipe (or reloading the route from the history) shows it again without a
 * request. A request goes out only on {@link choose}, {@link retry} and {@link regenerate}
 * (or when nothing is known yet for the type in the address, e.g. after a page reload).
 * PREFERENCES_MISSING sends the user to the questionnaire.
 */
export function useRecipeSuggestion(
  type: DishType | null,
  { fridge, eaters, priority }: { fridge: boolean; eaters?: string[]; priority?: string[] },
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Whether the next request asks for another recipe (Régénérer, or Réessayer after it failed).
  const regenerateNext = useRef(false);

  const query = useQuery({
    queryKey: QUERY_KEYS.suggestion(type, fridge, eaters, priority),
    queryFn: async ({ signal }) => {
      if (!type) throw new Error('No dish type');
      const recipe = await fetchSuggestion(
        {
          type,
          fridge,
          regenerate: regenerateNext.current,
          ...(eaters ? { eaters } : {}),
          ...(fridge && priority?.length ? { priority } : {}),
        },
        signal,
      );
      regenerateNext.current = false;
      return recipe;
    },
    enabled: type !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // The access gate answers ONBOARDING_REQUIRED before the engine could say PREFERENCES_MISSING.
  const missingPreferences =
    query.error instanceof ApiError &&
    (query.error.code === 'PREFERENCES_MISSING' || query.error.code === 'ONBOARDING_REQUIRED');
  useEffect(() => {
    if (missingPreferences) void navigate(PATHS.questionnaire, { replace: true });
  }, [missingPreferences, navigate]);

  const staleEaters = isStaleEatersError(query.error);
  useEffect(() => {
    if (staleEaters) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.eaters });
  }, [staleEaters, queryClient]);

  /** Before showing `next`: forget its last recipe, so the choice asks the server. */
  const choose = useCallback(
    (next: DishType) => {
      regenerateNext.current = false;
      queryClient.removeQueries({
        queryKey: QUERY_KEYS.suggestion(next, fridge, eaters, priority),
        exact: true,
      });
    },
    [queryClient, fridge, eaters, priority],
  );

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const regenerate = useCallback(() => {
    regenerateNext.current = true;
    void refetch();
  }, [refetch]);

  return {
    recipe: query.data,
    /** A request is under way (first answer, retry or regeneration). */
    loading: type !== null && (query.isFetching || query.isPending),
    error: query.isError && !query.isFetching ? query.error : null,
    /** Changes each time a recipe arrives (to move the focus to it). */
    recipeUpdatedAt: query.dataUpdatedAt,
    errorUpdatedAt: query.errorUpdatedAt,
    missingPreferences,
    choose,
    retry,
    regenerate,
  };
}
