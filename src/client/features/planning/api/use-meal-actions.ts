import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { cookMeal, editPlannedMeal, setMealPortions, uncookMeal } from './planned-meals';
import type { PlannedMealPatch } from '../../../../shared/planning';
import type { PlannedMeal } from './planned-meals';

function useReplaceMeal() {
  const queryClient = useQueryClient();
  return (meal: Partial<PlannedMeal> & { id: string }) =>
    queryClient.setQueryData<PlannedMeal[]>(QUERY_KEYS.plannedMeals, (old) =>
      old?.map((item) => (item.id === meal.id ? { ...item, ...meal } : item)),
    );
}

/**
 * Another number of portions: shown at once, the quantities follow (the people stay); the
 * server's answer wins.
 */
export function useMealPortions() {
  const queryClient = useQueryClient();
  const replace = useReplaceMeal();
  return useMutation({
    mutationFn: ({ id, portions }: { id: string; portions: number }) =>
      setMealPortions(id, portions),
    onMutate: ({ id, portions }) => replace({ id, portions }),
    onSuccess: (meal) => replace(meal),
    onError: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.plannedMeals }),
  });
}

/** « Modifier »: the server's answer replaces the meal (its day may move it in the plan). */
export function useEditMeal() {
  const queryClient = useQueryClient();
  const replace = useReplaceMeal();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PlannedMealPatch }) =>
      editPlannedMeal(id, patch),
    onSuccess: (meal) => {
      replace(meal);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.plannedMeals });
    },
  });
}

/** « J'ai cuisiné ce plat » and its undo: the meal and the fridge change together. */
export function useCookMeal() {
  const queryClient = useQueryClient();
  const replace = useReplaceMeal();
  const onSuccess = (meal: PlannedMeal) => {
    replace(meal);
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventoryItems });
  };
  const cook = useMutation({ mutationFn: cookMeal, onSuccess });
  const uncook = useMutation({ mutationFn: uncookMeal, onSuccess });
  return { cook, uncook };
}
