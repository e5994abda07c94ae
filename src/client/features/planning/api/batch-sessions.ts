// « Batch cooking » (decision 0036): a session is the meals cooked ahead on one day.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ToastAction } from '../../../components/ui/toast';
import type { BatchSessionAnswer } from '../../../../shared/batch-cooking';
import type { PlanShoppingPreview } from '../../../../shared/planning';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { inPlanOrder, type PlannedMeal } from './planned-meals';

const sessionPath = (date: string) =>
  `/api/planned-meals/batch-sessions/${encodeURIComponent(date)}`;

/** The session is these meals (an empty list ends it). */
export function saveBatchSession(date: string, mealIds: string[]): Promise<BatchSessionAnswer> {
  return apiFetch<BatchSessionAnswer>(sessionPath(date), { method: 'PUT', body: { mealIds } });
}

/** « Une liste pour la session »: the lines its dishes need, as « Générer la liste » shows them. */
export function fetchBatchShoppingPreview(
  date: string,
  includeStaples: boolean,
  signal?: AbortSignal,
): Promise<PlanShoppingPreview> {
  return apiFetch<PlanShoppingPreview>(
    `${sessionPath(date)}/shopping-preview?includeStaples=${includeStaples}`,
    { signal },
  );
}

export function cookBatchSession(date: string): Promise<BatchSessionAnswer> {
  return apiFetch<BatchSessionAnswer>(`${sessionPath(date)}/cooked`, { method: 'POST', body: {} });
}

export function uncookBatchSession(date: string): Promise<BatchSessionAnswer> {
  return apiFetch<BatchSessionAnswer>(`${sessionPath(date)}/uncooked`, {
    method: 'POST',
    body: {},
  });
}

/** The session's answer replaces its meals in the plan (and meals that left it lose their day). */
function useApplySession() {
  const queryClient = useQueryClient();
  return (answer: BatchSessionAnswer, fridge: boolean) => {
    const byId = new Map(answer.meals.map((meal) => [meal.id, meal]));
    queryClient.setQueryData<PlannedMeal[]>(QUERY_KEYS.plannedMeals, (old) =>
      old
        ? inPlanOrder(
            old.map(
              (meal) =>
                byId.get(meal.id) ??
                (meal.batchDate === answer.date && !meal.cookedAt
                  ? { ...meal, batchDate: null }
                  : meal),
            ),
          )
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.plannedMeals });
    if (fridge) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventoryItems });
  };
}

/** Save, cook and undo a session; each answer updates the plan (and the fridge). */
export function useBatchSession() {
  const apply = useApplySession();
  const save = useMutation({
    mutationFn: ({ date, mealIds }: { date: string; mealIds: string[] }) =>
      saveBatchSession(date, mealIds),
    onSuccess: (answer) => apply(answer, false),
  });
  const cook = useMutation({
    mutationFn: cookBatchSession,
    onSuccess: (answer) => apply(answer, true),
  });
  const uncook = useMutation({
    mutationFn: uncookBatchSession,
    onSuccess: (answer) => apply(answer, true),
  });
  return { save, cook, uncook };
}

type ShowToast = (message: string, action?: ToastAction | null) => void;

/**
 * « J'ai tout cuisiné » and its undo, held by the page (the toast's « Annuler » outlives the
 * dialog, as « J'ai cuisiné ce plat »'s does): cooking closes the dialog and says so.
 */
export function useBatchKitchen(toast: ShowToast) {
  const { t } = useTranslation('planning');
  const { cook, uncook } = useBatchSession();
  const undo = (date: string) =>
    uncook.mutate(date, {
      onSuccess: () => toast(t('batch.undone')),
      onError: () => toast(t('batch.undoError')),
    });
  const cookAll = (date: string, onCooked: () => void) =>
    cook.mutate(date, {
      onSuccess: () => {
        onCooked();
        toast(t('batch.cooked'), { label: t('batch.undo'), onAction: () => undo(date) });
      },
    });
  return { cookAll, pending: cook.isPending, error: cook.error, reset: cook.reset };
}

export type BatchKitchen = ReturnType<typeof useBatchKitchen>;
