import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ToastAction } from '../../../components/ui/toast';
import { leftoversDishOf } from '../../../../shared/leftovers';
import type { MealCooked } from '../../../../shared/planning';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { uncookMeal, type PlannedMeal } from './planned-meals';

type ShowToast = (message: string, action?: ToastAction | null) => void;

/** A meal made of leftovers (« Restes : Lasagnes »): « Mangé » takes them out of the fridge. */
export const isLeftoversMeal = (meal: PlannedMeal) =>
  meal.leftoversOf !== null || (meal.recipe === null && leftoversDishOf(meal.recipeTitle) !== null);

/**
 * « Mangé » on a leftovers meal and its undo (issue 28): the portions eaten leave the fridge's
 * « Restes : … », the toast says so and offers « Annuler », which puts them back.
 */
export function useEatLeftovers(toast: ShowToast) {
  const { t } = useTranslation('planning');
  const queryClient = useQueryClient();
  const replace = (meal: PlannedMeal) => {
    queryClient.setQueryData<PlannedMeal[]>(QUERY_KEYS.plannedMeals, (old) =>
      old?.map((item) => (item.id === meal.id ? meal : item)),
    );
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventoryItems });
  };
  const cook = useMutation({
    mutationFn: (id: string) =>
      apiFetch<MealCooked>(`/api/planned-meals/${encodeURIComponent(id)}/cooked`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: ({ meal }) => replace(meal),
  });
  const uncook = useMutation({ mutationFn: uncookMeal, onSuccess: replace });

  const undo = (id: string) =>
    uncook.mutate(id, {
      onSuccess: () => toast(t('eaten.undone')),
      onError: () => toast(t('eaten.undoError')),
    });

  const toggle = (meal: PlannedMeal) => {
    if (meal.cookedAt) {
      undo(meal.id);
      return;
    }
    cook.mutate(meal.id, {
      onSuccess: ({ fridgeChanges }) =>
        toast(t(fridgeChanges > 0 ? 'eaten.done' : 'eaten.noneInFridge'), {
          label: t('eaten.undo'),
          onAction: () => undo(meal.id),
        }),
      onError: () => toast(t('eaten.error')),
    });
  };

  const busyId = cook.isPending ? cook.variables : uncook.isPending ? uncook.variables : null;
  return { toggle, busyId };
}
