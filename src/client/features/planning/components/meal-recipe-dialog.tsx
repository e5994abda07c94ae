import { useTranslation } from 'react-i18next';
import { ChefHat, CircleCheck, Undo2, X } from 'lucide-react';
import { useId } from 'react';
import { formatLongDate } from '../../../../shared/format';
import type { PlannedRecipe } from '../../../../shared/planning';
import { scaledIngredientLine, servingsFactor } from '../../../../shared/planned-recipe';
import { DishIcon } from '../../../components/dish-icon';
import { RecipeSafetyLine } from '../../../components/recipe/recipe-safety';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { PlannedMeal } from '../api/planned-meals';
import { longDateOf } from '../lib/meals';
import { ServingsStepper } from './servings-stepper';

export type MealWithRecipe = PlannedMeal & { recipe: PlannedRecipe };

/**
 * A planned meal's recipe: for whom and what it respects (today's restrictions), how its
 * portions were counted (« 2 adultes + 2 enfants = 3 portions »), its ingredients for the meal's
 * portions (changed here, the quantities follow; « pers. » stays), the numbered steps, and
 * « J'ai cuisiné ce plat » (or its undo).
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
  const titleId = useId();
  const { recipe } = meal;
  const factor = servingsFactor(meal.portions, recipe.servings);
  const cooked = Boolean(meal.cookedAt);

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <div className="flex items-start gap-3">
          <DishIcon type={meal.type} />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-display text-xl font-semibold text-balance text-fg">
              {meal.recipeTitle}
            </h2>
            <p className="text-sm text-fg-muted first-letter:uppercase">
              {t('meal.when', { date: longDateOf(meal.date), time: meal.time })}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('meal.close')}
            onClick={onClose}
            className="-mt-1 -mr-2"
          >
            <X aria-hidden="true" />
          </Button>
        </div>

        <RecipeSafetyLine safety={meal.safety} />

        {recipe.description && <p className="text-fg">{recipe.description}</p>}

        <div className="flex flex-col gap-1.5">
          <ServingsStepper value={meal.portions} onChange={onPortionsChange} />
          <p className="px-1 text-sm text-fg-muted">
            {meal.portionsText && (
              <span data-testid="meal-portions" className="block font-medium text-fg">
                {meal.portionsText}
              </span>
            )}
            {t('meal.recipeFor', { count: recipe.servings })}
          </p>
          {portionsError && <Alert variant="error">{t('meal.servingsError')}</Alert>}
        </div>

        <section aria-labelledby={`${titleId}-ingredients`}>
          <h3 id={`${titleId}-ingredients`} className="mb-2 font-semibold text-fg">
            {t('meal.ingredients')}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-fg marker:text-primary">
            {recipe.ingredients.map((ingredient, index) => (
              <li key={index}>{scaledIngredientLine(ingredient, factor)}</li>
            ))}
          </ul>
        </section>

        {recipe.instructions.length > 0 && (
          <section aria-labelledby={`${titleId}-steps`}>
            <h3 id={`${titleId}-steps`} className="mb-2 font-semibold text-fg">
              {t('meal.instructions')}
            </h3>
            <ol className="list-decimal space-y-2 pl-5 text-fg marker:font-semibold marker:text-primary">
              {recipe.instructions.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
        )}

        <div className="flex flex-col gap-3 border-t border-border pt-4">
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
              <Button disabled={cookPending} onClick={onCook}>
                <ChefHat aria-hidden="true" />
                {t(cookPending ? 'meal.cooking' : 'meal.cook')}
              </Button>
              <p className="text-center text-sm text-fg-muted">{t('meal.cookHint')}</p>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
