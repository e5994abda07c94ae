import { useTranslation } from 'react-i18next';
import { BookOpen, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { DishIcon } from '../../../components/dish-icon';
import { RecipeSafetyLine } from '../../../components/recipe/recipe-safety';
import { Button } from '../../../components/ui/button';
import { BatchBadge } from './batch-badge';
import type { PlannedMeal } from '../api/planned-meals';

/**
 * A meal of the plan: its title on two lines at most (opens its recipe, when it has one), time,
 * servings, type, then for whom and what its recipe respects (with a warning when it no longer
 * suits someone); « Modifier » (day, moment, people) and « Supprimer ».
 */
export function MealRow({
  meal,
  onOpen,
  onEdit,
  onDelete,
  deleting,
  onEaten = null,
  eating = false,
}: {
  meal: PlannedMeal;
  onOpen: (() => void) | null;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** A leftovers meal: « Mangé » takes its portions out of the fridge (pressed: undo). */
  onEaten?: (() => void) | null;
  eating?: boolean;
}) {
  const { t } = useTranslation('planning');
  return (
    <li className="flex items-center gap-2 rounded-2xl border border-border bg-surface-raised p-3 shadow-xs sm:gap-4 sm:p-4">
      <DishIcon type={meal.type} />
      <div className="min-w-0 flex-1">
        {onOpen ? (
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('openRecipe', { title: meal.recipeTitle })}
            className="flex min-h-11 w-full items-center rounded text-left font-semibold text-fg underline decoration-primary/40 underline-offset-4 hover:decoration-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="line-clamp-2 break-words">{meal.recipeTitle}</span>
          </button>
        ) : (
          <p className="line-clamp-2 font-semibold break-words text-fg">{meal.recipeTitle}</p>
        )}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
          <span>
            <time dateTime={`${meal.date}T${meal.time}`}>{meal.time}</time>
            {' · '}
            {t('servings', { count: meal.servings })}
            {' · '}
            {t(`types.${meal.type}`)}
          </span>
          {meal.recipe && (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
              <BookOpen aria-hidden="true" className="size-3.5" />
              {t('hasRecipe')}
            </span>
          )}
          {meal.cookedAt && (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              {t(onEaten ? 'eaten.badge' : 'cookedBadge')}
            </span>
          )}
          <BatchBadge meal={meal} />
        </p>
        <RecipeSafetyLine safety={meal.safety} compact className="mt-1.5" />
      </div>
      {/* Stacked on a phone (two rows, a third button beside them): the title keeps the width
          for its two lines, and a leftovers row is no taller than the others. */}
      <div className="-my-1 grid shrink-0 grid-flow-col grid-rows-2 sm:my-0 sm:flex sm:flex-row">
        {onEaten && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('eaten.toggle', { title: meal.recipeTitle })}
            aria-pressed={meal.cookedAt !== null}
            disabled={eating}
            onClick={onEaten}
          >
            <CircleCheck
              aria-hidden="true"
              className={meal.cookedAt !== null ? 'text-success' : undefined}
            />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('edit', { title: meal.recipeTitle })}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('delete', { title: meal.recipeTitle })}
          disabled={deleting}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
