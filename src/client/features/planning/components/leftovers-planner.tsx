import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Soup } from 'lucide-react';
import { useState } from 'react';
import { addDays } from '../../../../shared/dates';
import { WEEK_PLAN_MOMENTS } from '../../../../shared/moments';
import { LEFTOVER_PORTIONS_MAX } from '../../../../shared/planning';
import { COOKED_DISH_SHELF_LIFE_DAYS } from '../../../../shared/shelf-life';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { inPlanOrder, planLeftovers, type PlannedMeal } from '../api/planned-meals';
import { longDateOf } from '../lib/meals';

/** The meals a dish's leftovers may be for: from the next one to the last day they keep. */
export function leftoverSlots(meal: Pick<PlannedMeal, 'date' | 'time'>) {
  const slots: { date: string; time: string; moment: 'lunch' | 'dinner' }[] = [];
  for (let day = 0; day <= COOKED_DISH_SHELF_LIFE_DAYS; day += 1) {
    const date = addDays(meal.date, day);
    for (const { id, time } of WEEK_PLAN_MOMENTS) {
      if (day === 0 && time <= meal.time) continue;
      slots.push({ date, time, moment: id });
    }
  }
  return slots;
}

/**
 * « Prévoir des restes » in a planned dish's recipe: how many portions more, and for which later
 * meal (the next day's lunch box by default). The list then buys, and cooking takes, for both.
 */
export function LeftoversPlanner({ meal }: { meal: PlannedMeal }) {
  const { t } = useTranslation('planning');
  const queryClient = useQueryClient();
  const slots = leftoverSlots(meal);
  const nextLunch = slots.find((slot) => slot.date !== meal.date && slot.moment === 'lunch');
  const [open, setOpen] = useState(false);
  const [portions, setPortions] = useState(Math.min(2, LEFTOVER_PORTIONS_MAX));
  const [slot, setSlot] = useState(slots.indexOf(nextLunch ?? slots[0]!));
  const [done, setDone] = useState<string | null>(null);
  const label = (index: number) => {
    const chosen = slots[index]!;
    return t(`meal.leftovers.${chosen.moment}`, { date: longDateOf(chosen.date) });
  };

  const plan = useMutation({
    mutationFn: () => {
      const chosen = slots[slot]!;
      return planLeftovers(meal.id, { date: chosen.date, time: chosen.time, portions });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<PlannedMeal[]>(QUERY_KEYS.plannedMeals, (meals) =>
        meals
          ? inPlanOrder([
              ...meals.map((entry) => (entry.id === answer.meal.id ? answer.meal : entry)),
              answer.leftovers,
            ])
          : meals,
      );
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.plannedMeals });
      setDone(t('meal.leftovers.done', { when: label(slot) }));
      setOpen(false);
    },
  });

  if (meal.cookedAt || meal.leftoversOf) return null;
  return (
    <section aria-labelledby={`leftovers-${meal.id}`} className="flex flex-col gap-2">
      {meal.leftoverPortions > 0 && (
        <p className="text-sm font-medium text-fg">
          {t('meal.leftovers.planned', { count: meal.leftoverPortions })}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-success">
          {done}
        </p>
      )}
      {open ? (
        <form
          className="flex flex-col gap-3 rounded-2xl border border-border p-4"
          onSubmit={(event) => {
            event.preventDefault();
            plan.mutate();
          }}
        >
          <h3 id={`leftovers-${meal.id}`} className="font-display text-lg font-semibold text-fg">
            {t('meal.leftovers.title')}
          </h3>
          <p className="text-sm text-fg-muted">{t('meal.leftovers.intro')}</p>
          <SelectField
            label={t('meal.leftovers.portions')}
            value={portions}
            onChange={(event) => setPortions(Number(event.target.value))}
          >
            {Array.from({ length: 8 }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('meal.leftovers.when')}
            value={slot}
            onChange={(event) => setSlot(Number(event.target.value))}
          >
            {slots.map((entry, index) => (
              <option key={`${entry.date}-${entry.time}`} value={index}>
                {label(index)}
              </option>
            ))}
          </SelectField>
          <p className="text-sm text-fg-muted">{t('meal.leftovers.hint')}</p>
          {plan.isError && (
            <Alert variant="error">
              {plan.error instanceof ApiError && plan.error.message
                ? plan.error.message
                : t('meal.leftovers.error')}
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={plan.isPending}>
              {t(plan.isPending ? 'meal.leftovers.submitting' : 'meal.leftovers.submit')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('meal.leftovers.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          id={`leftovers-${meal.id}`}
          variant="secondary"
          onClick={() => {
            plan.reset();
            setDone(null);
            setOpen(true);
          }}
        >
          <Soup aria-hidden="true" />
          {t('meal.leftovers.open')}
        </Button>
      )}
    </section>
  );
}
