import { useTranslation } from 'react-i18next';
import { Flame, Timer } from 'lucide-react';
import { batchOrder, type BatchStep } from '../../../../shared/batch-order';
import { describeDuration } from '../../../../shared/step-timers';
import type { PlannedMeal } from '../api/planned-meals';

/** The session's dishes with their recipe, as the order reads them. */
export function batchDishes(meals: readonly PlannedMeal[]) {
  return meals.flatMap((meal) =>
    meal.recipe ? [{ id: meal.id, title: meal.recipeTitle, steps: meal.recipe.instructions }] : [],
  );
}

function StepText({ step }: { step: BatchStep }) {
  const { t } = useTranslation('planning');
  if (step.kind === 'preheat') {
    return (
      <>
        <p className="text-fg">{t('batch.preheat', { temperature: step.temperature })}</p>
        {step.notes.length > 0 && (
          <p className="text-sm text-fg-muted">
            {t('batch.preheatNotes', { notes: step.notes.join(' ; ') })}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      {step.during && (
        <p className="text-sm font-medium text-fg-muted">
          {t(`batch.during.${step.during.kind}`, { dish: step.during.dishTitle })}
        </p>
      )}
      <p className="text-fg">{step.text}</p>
      {step.temperature !== null && (
        <p className="flex items-center gap-1 text-sm text-fg-muted">
          <Flame aria-hidden="true" className="size-4 shrink-0" />
          {t('batch.ovenTemperature', { temperature: step.temperature })}
        </p>
      )}
      {step.passive && (
        <p className="flex items-center gap-1 text-sm font-medium text-fg">
          <Timer aria-hidden="true" className="size-4 shrink-0" />
          {t(`batch.passive.${step.passive.kind}`, {
            duration: describeDuration(step.passive.minutes * 60),
          })}
        </p>
      )}
    </>
  );
}

/**
 * « Ordre de cuisson »: every step of the session's dishes in one numbered order (decision
 * 0036), each naming its dish, computed from the recipes' own steps.
 */
export function BatchOrderView({ meals }: { meals: readonly PlannedMeal[] }) {
  const { t } = useTranslation('planning');
  const dishes = batchDishes(meals);
  const order = batchOrder(dishes);
  const silent = dishes.filter((dish) => dish.steps.length === 0).map((dish) => dish.title);
  return (
    <section aria-labelledby="batch-order-title" className="flex flex-col gap-3">
      <h3 id="batch-order-title" className="text-lg font-semibold text-fg">
        {t('batch.orderTitle')}
      </h3>
      <p className="text-sm text-fg-muted">
        {t('batch.orderIntro', { total: describeDuration(order.totalMinutes * 60) })}
      </p>
      {silent.length > 0 && (
        <p className="text-sm text-fg-muted">{t('batch.noSteps', { dishes: silent.join(', ') })}</p>
      )}
      <ol aria-label={t('batch.orderLabel')} className="flex flex-col gap-2">
        {order.steps.map((step) => {
          const dishes = step.dishes.map((dish) => dish.title).join(', ');
          return (
            <li
              key={step.number}
              className="flex gap-3 rounded-2xl border border-border bg-surface-raised p-3"
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
              >
                {step.number}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <p className="text-sm font-semibold break-words text-primary">
                  <span className="sr-only">
                    {t('batch.stepLabel', { number: step.number, dishes })}
                  </span>
                  <span aria-hidden="true">{dishes}</span>
                </p>
                <StepText step={step} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
