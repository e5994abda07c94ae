import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannedMealPatch } from '../../../../shared/planning';
import { momentOf, WEEK_PLAN_MOMENTS } from '../../../../shared/moments';
import type { WeekPlanMoment } from '../../../../shared/moments';
import { ChoiceChip } from '../../../components/settings/choice-chip';
import { EatersChoice } from '../../../components/eaters/eaters-choice';
import { useEatersChoice } from '../../../components/eaters/use-eaters-choice';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import type { PlannedMeal } from '../api/planned-meals';
import { unsuitedEaters } from '../lib/eater-safety';
import { UnsuitedEatersAlert } from './unsuited-eaters-alert';

type Errors = Partial<Record<'date' | 'servings', string>>;

/** Who eats, as a comparable key: '*' for everyone. */
const eatersKey = (eaters: readonly string[] | null | undefined) =>
  eaters ? [...eaters].sort().join(' ') : '*';

/**
 * « Modifier » a planned meal: another day, another moment (« Déjeuner », « Dîner »: the meal keeps
 * its time unless it changes moment), who eats (« Qui mange ? »: the people follow, the portions
 * are counted again; someone added whom the recipe does not suit is named), how many people.
 * Only what changed is sent; closing with changes asks first.
 */
export function EditMealDialog({
  meal,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  meal: PlannedMeal;
  pending: boolean;
  error: string | null;
  onSubmit: (patch: PlannedMealPatch) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const momentName = useId();
  const [date, setDate] = useState(meal.date);
  const [moment, setMoment] = useState<WeekPlanMoment>(() => momentOf(meal.time));
  const [servings, setServings] = useState(String(meal.servings));
  const [errors, setErrors] = useState<Errors>({});
  const choice = useEatersChoice(meal.eaters);
  const chosenKey = choice.status === 'ready' ? eatersKey(choice.eaters) : null;
  const eatersChanged = chosenKey !== null && chosenKey !== eatersKey(meal.eaters);
  // Another choice of who eats: the number of people follows it (still editable: guests).
  const [syncedKey, setSyncedKey] = useState(chosenKey);
  if (chosenKey !== syncedKey) {
    setSyncedKey(chosenKey);
    if (syncedKey !== null && chosenKey !== null)
      setServings(String(eatersChanged ? choice.selected.length : meal.servings));
  }
  // Someone added whom the recipe does not suit: said before saving, never silently.
  const before = new Set(meal.eaters ?? choice.items.map((eater) => eater.id));
  const unsuited =
    meal.recipe && eatersChanged
      ? unsuitedEaters(
          { title: meal.recipeTitle, lines: meal.recipe.ingredients },
          choice.selected.filter((eater) => !before.has(eater.id)),
        )
      : [];
  const dirty =
    date !== meal.date ||
    moment !== momentOf(meal.time) ||
    servings !== String(meal.servings) ||
    eatersChanged;

  const submit = () => {
    if (pending) return;
    const next: Errors = {};
    const people = Number(servings);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = t('editForm.dateRequired');
    if (!Number.isInteger(people) || people < 1) next.servings = t('editForm.servingsMin');
    else if (people > 50) next.servings = t('editForm.servingsMax');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const patch: PlannedMealPatch = {};
    if (date !== meal.date) patch.date = date;
    if (moment !== momentOf(meal.time)) {
      patch.time = WEEK_PLAN_MOMENTS.find((slot) => slot.id === moment)!.time;
    }
    if (eatersChanged) {
      patch.eaters = choice.eaters ?? null;
      // The server counts the people from who eats; a number typed over it is sent too.
      if (people !== choice.selected.length) patch.servings = people;
    } else if (people !== meal.servings) patch.servings = people;
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    onSubmit(patch);
  };

  return (
    <FormDialog
      title={t('editForm.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      error={error}
      cancelLabel={t('editForm.cancel')}
      submitLabel={pending ? t('editForm.submitting') : t('editForm.submit')}
      dirty={dirty}
    >
      <p className="-mt-2 line-clamp-2 font-semibold text-fg">{meal.recipeTitle}</p>
      <TextField
        label={t('editForm.date')}
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
      <EatersChoice choice={choice} />
      <UnsuitedEatersAlert title={meal.recipeTitle} unsuited={unsuited} />
      <TextField
        label={t('editForm.servings')}
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        value={servings}
        onChange={(event) => setServings(event.target.value)}
        error={errors.servings}
        required
      />
    </FormDialog>
  );
}
