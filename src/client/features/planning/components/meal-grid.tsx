import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { momentOf, WEEK_PLAN_MOMENTS } from '../../../../shared/moments';
import type { PlannedMeal } from '../api/planned-meals';
import type { MealDay } from '../lib/meals';
import { BatchBadge } from './batch-badge';

/**
 * The plan as a grid, for wide screens: a row per day (long French date), a column for
 * « Déjeuner » and one for « Dîner »; a meal with a recipe opens it; a free one offers « Ajouter »
 * for that day and moment (« Qui mange ? » then starts from who is home).
 */
export function MealGrid({
  days,
  onOpen,
  onAdd,
}: {
  days: readonly MealDay[];
  onOpen: (meal: PlannedMeal) => void;
  onAdd?: (slot: { date: string; time: string }) => void;
}) {
  const { t } = useTranslation('planning');
  return (
    <table className="w-full table-fixed border-separate border-spacing-2 text-sm">
      <caption className="sr-only">{t('view.gridCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-56 text-left text-fg-muted">
            <span className="sr-only">{t('view.day')}</span>
          </th>
          {WEEK_PLAN_MOMENTS.map(({ id }) => (
            <th key={id} scope="col" className="text-left font-semibold text-fg">
              {t(`week.moments.${id}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th
              scope="row"
              className="text-left align-top font-semibold text-fg first-letter:uppercase"
            >
              {day.label}
            </th>
            {WEEK_PLAN_MOMENTS.map(({ id, time }) => {
              const meals = day.meals.filter((meal) => momentOf(meal.time) === id);
              return (
                <td
                  key={id}
                  className="rounded-2xl border border-border bg-surface-raised p-3 align-top"
                >
                  {meals.length === 0 && onAdd && (
                    <button
                      type="button"
                      onClick={() => onAdd({ date: day.date, time })}
                      aria-label={t('view.addAt', {
                        day: day.label,
                        moment: t(`week.moments.${id}`),
                      })}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      {t('view.add')}
                    </button>
                  )}
                  <ul className="flex flex-col gap-1">
                    {meals.map((meal) => (
                      <li key={meal.id}>
                        {meal.recipe ? (
                          <button
                            type="button"
                            onClick={() => onOpen(meal)}
                            className="text-left font-semibold text-fg underline decoration-primary/40 underline-offset-4 hover:decoration-primary focus-visible:outline-2 focus-visible:outline-ring"
                          >
                            {meal.recipeTitle}
                          </button>
                        ) : (
                          <span className="font-semibold text-fg">{meal.recipeTitle}</span>
                        )}
                        <span className="block text-xs text-fg-muted">
                          {meal.time} · {t('servings', { count: meal.servings })}
                        </span>
                        <BatchBadge meal={meal} className="mt-1" />
                      </li>
                    ))}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
