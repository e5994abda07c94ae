import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { cookMeal, setMealServings, uncookMeal } from './planned-meals';
import type { PlannedMeal } from './planned-meals';

function useReplaceMeal() {
  const queryClient = useQueryClient();
  return (meal: Partial<PlannedMeal> & { id: string }) =>
    queryClient.setQueryData<PlannedMeal[]>(QUERY_KEYS.plannedMeals, (old) =>
      old?.map((item) => (item.id === meal.id ? { ...item, ...meal } : item)),
    );
}

/** Another number of people: shown at once, the quantities follow; the server's answer wins. */
export function useMealServings() {
  const queryClient = useQueryClient();
  const replace = useReplaceMeal();
  return useMutation({
    mutationFn: ({ id, servings }: { id: string; servings: number }) =>
      setMealServings(id, servings),
    onMutate: ({ id, servings }) => replace({ id, servings }),
    onSuccess: (meal) => replace(meal),
    onError: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.plannedMeals }),
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
