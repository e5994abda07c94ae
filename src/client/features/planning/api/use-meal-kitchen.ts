import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { ToastAction } from '../../../components/ui/toast';
import type { PlannedMeal } from './planned-meals';
import { useCookMeal } from './use-meal-actions';

type ShowToast = (message: string, action?: ToastAction | null) => void;

/**
 * « J'ai cuisiné ce plat » and its undo, held by the page (the toast's « Annuler » outlives the
 * meal's dialog): cooking closes the dialog and says « Le frigo est à jour », with « Annuler ».
 */
export function useMealKitchen(toast: ShowToast) {
  const { t } = useTranslation('planning');
  const { cook, uncook } = useCookMeal();

  const undo = (id: string) =>
    uncook.mutate(id, {
      onSuccess: () => toast(t('cookedToast.undone')),
      onError: () => toast(t('cookedToast.undoError')),
    });

  const reset = () => {
    cook.reset();
    uncook.reset();
  };

  const toggle = (meal: PlannedMeal, onCooked: () => void) => {
    reset();
    if (meal.cookedAt) {
      undo(meal.id);
      return;
    }
    cook.mutate(meal.id, {
      onSuccess: () => {
        onCooked();
        toast(t('cookedToast.done'), {
          label: t('cookedToast.undo'),
          onAction: () => undo(meal.id),
        });
      },
    });
  };

  const failure = cook.error ?? uncook.error;
  const error = !failure
    ? null
    : failure instanceof ApiError && (failure.code.startsWith('MEAL_') || failure.status === 0)
      ? failure.message
      : t('meal.cookError');

  return { toggle, reset, pending: cook.isPending || uncook.isPending, error };
}
