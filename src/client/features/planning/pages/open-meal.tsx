import { useMealPortions } from '../api/use-meal-actions';
import type { useMealKitchen } from '../api/use-meal-kitchen';
import { MealRecipeDialog, type MealWithRecipe } from '../components/meal-recipe-dialog';

/** The open meal's recipe dialog: its portions change here; cooking goes through the page. */
export function OpenMeal({
  meal,
  onClose,
  kitchen,
}: {
  meal: MealWithRecipe;
  onClose: () => void;
  kitchen: ReturnType<typeof useMealKitchen>;
}) {
  const portions = useMealPortions();
  return (
    <MealRecipeDialog
      meal={meal}
      onClose={onClose}
      onPortionsChange={(next) => portions.mutate({ id: meal.id, portions: next })}
      portionsError={portions.isError}
      cookPending={kitchen.pending}
      cookError={kitchen.error}
      onCook={() => kitchen.toggle(meal, onClose)}
    />
  );
}
