import { useTranslation } from 'react-i18next';
import { CookingPot, Snowflake } from 'lucide-react';
import { mustFreeze } from '../../../../shared/batch-cooking';
import type { PlannedMeal } from '../api/planned-meals';

const weekday = new Intl.DateTimeFormat('fr', { weekday: 'long', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('fr', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** « dimanche » within the week before the meal, « dimanche 29 novembre » further back. */
export function batchDayText(batchDate: string, mealDate: string): string {
  const day = new Date(`${batchDate}T12:00:00Z`);
  const days = (Date.parse(`${mealDate}T12:00:00Z`) - day.getTime()) / 86_400_000;
  return (days < 7 ? weekday : dayMonth).format(day);
}

/**
 * « Cuisiné dimanche en batch » on a meal of a batch-cooking session (decision 0036), with
 * « à congeler » when it is eaten beyond the days a cooked dish keeps in the fridge.
 */
export function BatchBadge({
  meal,
  className = '',
}: {
  meal: Pick<PlannedMeal, 'batchDate' | 'date' | 'cookedAt'>;
  className?: string;
}) {
  const { t } = useTranslation('planning');
  if (!meal.batchDate) return null;
  const frozen = mustFreeze(meal.batchDate, meal.date);
  const day = batchDayText(meal.batchDate, meal.date);
  const pill =
    'inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning-ink';
  return (
    <span className={`inline-flex flex-wrap gap-1 ${className}`}>
      <span className={pill}>
        <CookingPot aria-hidden="true" className="size-3.5 shrink-0" />
        {t(meal.cookedAt ? 'batch.badge.cooked' : 'batch.badge.planned', { day })}
      </span>
      {frozen && (
        <span className={pill}>
          <Snowflake aria-hidden="true" className="size-3.5 shrink-0" />
          {t('batch.badge.freeze')}
        </span>
      )}
    </span>
  );
}
