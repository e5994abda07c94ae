import { useTranslation } from 'react-i18next';
import { CircleCheck, CookingPot, Undo2 } from 'lucide-react';
import { formatLongDate } from '../../../../shared/format';
import type { PlannedRecipe } from '../../../../shared/planning';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RecipeView } from '../../recipes/api/recipe-view';
import type { PlannedMeal } from '../api/planned-meals';
import { longDateOf } from '../lib/meals';
import { LeftoversPlanner } from './leftovers-planner';

export type MealWithRecipe = PlannedMeal & { recipe: PlannedRecipe };

/**
 * A planned meal's recipe in the one recipe view (decision 0024): for whom and what it respects
 * (today's restrictions), how its portions were counted (« 2 adultes + 2 enfants = 3 portions »,
 * decision 0023), its ingredients for the meal's portions (changed here, stored with the meal,
 * the quantities follow; « pers. » stays), every action of a recipe, and « J'ai cuisiné ce plat »
 * (or its undo).
 */
export function MealRecipeDialog({
  meal,
  onClose,
  onPortionsChange,
  portionsError,
  onCook,
  cookPending,
  cookError,
}: {
  meal: MealWithRecipe;
  onClose: () => void;
  onPortionsChange: (portions: number) => void;
  portionsError: boolean;
  /** Cooks the meal, or undoes it when it is cooked. */
  onCook: () => void;
  cookPending: boolean;
  cookError: string | null;
}) {
  const { t } = useTranslation('planning');
  const { recipe } = meal;
  const cooked = Boolean(meal.cookedAt);

  return (
    <RecipeView
      recipe={{
        id: meal.recipeId ?? `repas-${meal.id}`,
        title: meal.recipeTitle,
        type: meal.type,
        description: recipe.description || null,
        imageUrl: null,
        preparationTime: null,
        servings: recipe.servings,
        difficulty: null,
        ingredients: recipe.ingredients.map((ingredient) => ingredient.line),
        instructions: recipe.instructions,
        ...(meal.safety ? { safety: meal.safety } : {}),
      }}
      // Cooked for its eaters and its leftovers: the quantities say what goes in the dish.
      portions={meal.portions + meal.leftoverPortions}
      onPortionsChange={(next) => onPortionsChange(Math.max(1, next - meal.leftoverPortions))}
      canFavorite={meal.recipeId !== null}
      eaters={meal.eaters ?? undefined}
      subtitle={t('meal.when', { date: longDateOf(meal.date), time: meal.time })}
      onClose={onClose}
    >
      <div className="flex flex-col gap-3 border-t border-border pt-4">
        {meal.portionsText && (
          <p data-testid="meal-portions" className="text-sm font-medium text-fg">
            {meal.portionsText}
          </p>
        )}
        <LeftoversPlanner meal={meal} />
        {portionsError && <Alert variant="error">{t('meal.servingsError')}</Alert>}
        {cookError && <Alert variant="error">{cookError}</Alert>}
        {cooked ? (
          <>
            <p className="flex items-start gap-2 rounded-xl bg-success-soft px-3 py-2 text-sm font-medium text-fg">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t('meal.cooked', { date: formatLongDate(new Date(meal.cookedAt!)) })}
            </p>
            <Button variant="secondary" disabled={cookPending} onClick={onCook}>
              <Undo2 aria-hidden="true" />
              {t(cookPending ? 'meal.uncooking' : 'meal.uncook')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" disabled={cookPending} onClick={onCook}>
              <CookingPot aria-hidden="true" />
              {t(cookPending ? 'meal.cooking' : 'meal.cook')}
            </Button>
            <p className="text-center text-sm text-fg-muted">{t('meal.cookHint')}</p>
          </>
        )}
      </div>
    </RecipeView>
  );
}
