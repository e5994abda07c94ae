import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../../shared/dates';
import type { LeftoversInput } from '../../../../shared/planning';
import { WEEK_PLAN_MOMENTS, type WeekPlanMoment } from '../../../../shared/moments';
import { ChoiceChip } from '../../../components/settings/choice-chip';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import type { PlannedMeal } from '../api/planned-meals';

/**
 * « Prévoir des restes pour … »: the meal is cooked for more portions, eaten later as
 * « Restes : Lasagnes » (the next day's lunch by default).
 */
export function LeftoversDialog({
  meal,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  meal: PlannedMeal;
  pending: boolean;
  error: string | null;
  onSubmit: (input: LeftoversInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const momentName = useId();
  const [date, setDate] = useState(addDays(meal.date, 1));
  const [moment, setMoment] = useState<WeekPlanMoment>('lunch');
  const [portions, setPortions] = useState(String(Math.min(meal.servings, 4)));
  const [errors, setErrors] = useState<{ date?: string; portions?: string }>({});

  const submit = () => {
    if (pending) return;
    const count = Number(portions);
    const next: typeof errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date <= meal.date)
      next.date = t('leftovers.dateAfter');
    if (!Number.isInteger(count) || count < 1 || count > 50)
      next.portions = t('leftovers.portionsRange');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({
      date,
      time: WEEK_PLAN_MOMENTS.find((slot) => slot.id === moment)!.time,
      portions: count,
    });
  };

  return (
    <FormDialog
      title={t('leftovers.title', { title: meal.recipeTitle })}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      error={error}
      cancelLabel={t('editForm.cancel')}
      submitLabel={pending ? t('leftovers.submitting') : t('leftovers.submit')}
    >
      <p className="-mt-2 text-sm text-fg-muted">{t('leftovers.intro')}</p>
      <TextField
        label={t('leftovers.date')}
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errors.date}
        required
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-fg">{t('editForm.moment')}</legend>
        <div className="flex flex-wrap gap-2">
          {WEEK_PLAN_MOMENTS.map((slot) => (
            <ChoiceChip
              key={slot.id}
              type="radio"
              name={momentName}
              value={slot.id}
              label={t(`week.moments.${slot.id}`)}
              checked={moment === slot.id}
              onChange={() => setMoment(slot.id)}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('leftovers.portions')}
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        value={portions}
        onChange={(event) => setPortions(event.target.value)}
        error={errors.portions}
        required
      />
    </FormDialog>
  );
}
