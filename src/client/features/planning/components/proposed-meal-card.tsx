import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, Leaf, Lightbulb, Plus, RefreshCw, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { momentOf, type WeekPlanFridgeUse, type WeekPlanMeal } from '../../../../shared/week-plan';
import { RecipeMeta } from '../../../components/recipe/recipe-meta';
import { RecipeSafetyLine } from '../../../components/recipe/recipe-safety';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { addDays } from '../../../../shared/dates';
import { joinNames } from '../../../../shared/food/table-safety';
import { longDayOf } from '../lib/week-plan';

export type ProposedMealState = 'idle' | 'adding' | 'added' | 'swapping';

/** « Courgettes (expire demain) ». */
function useFridgeUse() {
  const { t } = useTranslation('planning');
  return (item: WeekPlanFridgeUse, mealDate: string) => {
    if (!item.expirationDate) return item.name;
    const when =
      item.expirationDate <= mealDate
        ? item.expirationDate === mealDate
          ? t('week.expiresThatDay')
          : t('week.expired')
        : item.expirationDate === addDays(mealDate, 1)
          ? t('week.expiresNextDay')
          : t('week.expiresOn', { date: longDayOf(item.expirationDate) });
    return t('week.fridgeItem', { name: item.name, when });
  };
}

/**
 * One proposed meal: when, what, for whom and what it respects, what it uses from the fridge;
 * add it, or ask for another.
 */
export function ProposedMealCard({
  meal,
  state,
  error,
  onAdd,
  onSwap,
}: {
  meal: WeekPlanMeal;
  state: ProposedMealState;
  error: string | null;
  onAdd: () => void;
  onSwap: () => void;
}) {
  const { t } = useTranslation('planning');
  const fridgeUse = useFridgeUse();
  const titleId = useId();
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const { recipe } = meal;
  const when = t('week.slot', {
    day: longDayOf(meal.date),
    moment: t(`week.moments.${momentOf(meal.time)}`),
  });
  const busy = state === 'adding' || state === 'swapping';

  return (
    <li
      aria-labelledby={titleId}
      aria-busy={state === 'swapping' || undefined}
      className={`flex flex-col gap-3 rounded-2xl border p-4 transition-colors ${
        state === 'added' ? 'border-primary bg-primary-soft/40' : 'border-border bg-surface-raised'
      }`}
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-primary first-letter:uppercase">{when}</p>
        <h3 id={titleId} className="font-display text-lg font-semibold text-balance text-fg">
          <span className="sr-only">{when} : </span>
          {meal.title}
        </h3>
        {recipe && <RecipeMeta recipe={recipe} />}
      </div>

      <p className="flex items-start gap-2 text-sm text-fg" data-testid="meal-reason">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <span className="sr-only">{t('week.reasonLabel')} </span>
          <span className="first-letter:uppercase inline-block">{meal.reason}</span>
        </span>
      </p>

      {meal.kind !== 'nobody' && meal.eaters && (
        <p className="flex items-start gap-2 text-sm text-fg-muted">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('week.eaters', { names: joinNames(meal.names) })}</span>
        </p>
      )}

      {recipe && <RecipeSafetyLine safety={recipe.safety} />}

      {meal.fridge.length > 0 && (
        <p className="flex items-start gap-2 text-sm text-fg">
          <Leaf aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {t('week.fridgeUse', {
              items: meal.fridge.map((item) => fridgeUse(item, meal.date)).join(', '),
            })}
          </span>
        </p>
      )}

      {recipe && (
        <div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            />
            {t(open ? 'week.hideIngredients' : 'week.showIngredients', {
              count: recipe.ingredients.length,
            })}
          </button>
          <div id={detailId} hidden={!open}>
            <p className="mt-1 text-sm text-fg-muted">{recipe.description}</p>
            <ul className="mt-2 list-disc pl-5 text-sm text-fg">
              {recipe.ingredients.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      )}

      {error && <Alert variant="error">{error}</Alert>}

      {meal.kind === 'nobody' ? null : state === 'added' ? (
        <p className="flex items-center gap-2 font-semibold text-primary" role="status">
          <Check aria-hidden="true" className="size-5" />
          {t('week.addedOne')}
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {(meal.kind === 'recipe' || meal.kind === 'leftovers') && (
            <Button
              variant="secondary"
              onClick={onSwap}
              disabled={busy}
              aria-label={t('week.anotherFor', { meal: when })}
            >
              <RefreshCw
                aria-hidden="true"
                className={state === 'swapping' ? 'animate-spin' : ''}
              />
              {t(state === 'swapping' ? 'week.swapping' : 'week.another')}
            </Button>
          )}
          <Button
            onClick={onAdd}
            disabled={busy}
            aria-label={t('week.addOneFor', { title: meal.title, meal: when })}
          >
            <Plus aria-hidden="true" />
            {t(state === 'adding' ? 'week.adding' : 'week.addOne')}
          </Button>
        </div>
      )}
    </li>
  );
}
