import { useMealServings } from '../api/use-meal-actions';
import type { useMealKitchen } from '../api/use-meal-kitchen';
import { MealRecipeDialog, type MealWithRecipe } from '../components/meal-recipe-dialog';

/** The open meal's recipe dialog: its servings change here; cooking goes through the page. */
export function OpenMeal({
  meal,
  onClose,
  kitchen,
}: {
  meal: MealWithRecipe;
  onClose: () => void;
  kitchen: ReturnType<typeof useMealKitchen>;
}) {
  const servings = useMealServings();
  return (
    <MealRecipeDialog
      meal={meal}
      onClose={onClose}
      onServingsChange={(next) => servings.mutate({ id: meal.id, servings: next })}
      servingsError={servings.isError}
      cookPending={kitchen.pending}
      cookError={kitchen.error}
      onCook={() => kitchen.toggle(meal, onClose)}
    />
  );
}
