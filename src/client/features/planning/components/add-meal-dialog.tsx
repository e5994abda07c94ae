import { useTranslation } from 'react-i18next';
import { BookOpen, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DISH_TYPES } from '../../../../shared/constants';
import type { DishType } from '../../../../shared/constants';
import { portionsFor, withPeople } from '../../../../shared/portions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { NewPlannedMeal } from '../api/planned-meals';
import type { RecipePrefill } from '../lib/meals';
import { todayLocal } from '../lib/meals';
import { Modal } from '../../../components/ui/modal';
import { useGuardedClose } from '../../../components/ui/unsaved-changes';

type Errors = Partial<Record<'recipeTitle' | 'date' | 'time' | 'servings', string>>;

export function AddMealDialog({
  prefill,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  prefill: RecipePrefill | null;
  pending: boolean;
  error: string | null;
  onSubmit: (meal: NewPlannedMeal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const titleId = useId();
  const [recipeTitle, setRecipeTitle] = useState(prefill?.title ?? '');
  const [today] = useState(() => todayLocal());
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('19:00');
  // « Nombre de personnes » counts people: for a recipe scaled for who eats, as many as eat.
  const initialServings = String(prefill?.portions?.people ?? prefill?.servings ?? 2);
  const [servings, setServings] = useState(initialServings);
  const [type, setType] = useState<DishType>(prefill?.type ?? 'plat');
  const [errors, setErrors] = useState<Errors>({});
  // Closing with something changed asks first (« Quitter sans enregistrer ? »).
  const { close, prompt } = useGuardedClose(
    recipeTitle !== (prefill?.title ?? '') ||
      date !== today ||
      time !== '19:00' ||
      servings !== initialServings ||
      type !== (prefill?.type ?? 'plat'),
    onClose,
  );
  // Its portions: who eats, counted; another number of people keeps the children (decision 0023).
  const counted = (() => {
    const people = Number(servings);
    if (!prefill?.portions || !Number.isInteger(people) || people < 1 || people > 50) return null;
    const { childPortion } = prefill.portions;
    return people === prefill.portions.people
      ? prefill.portions
      : portionsFor(withPeople(prefill.portions, people), childPortion);
  })();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    const count = Number(servings);
    if (!recipeTitle.trim()) next.recipeTitle = t('form.nameRequired');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = t('form.dateRequired');
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) next.time = t('form.timeRequired');
    if (!Number.isInteger(count) || count < 1) next.servings = t('form.servingsMin');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({
      recipeTitle: recipeTitle.trim(),
      date,
      time,
      servings: count,
      type,
      recipeId: prefill?.id ?? null,
      ...(prefill?.recipe ? { recipe: prefill.recipe } : {}),
      ...(prefill?.recipe && counted
        ? { portions: counted.portions, children: counted.children }
        : {}),
      // Who eats, as chosen with the suggestion; absent: everyone.
      ...(prefill?.eaters ? { eaters: prefill.eaters } : {}),
    });
  };

  return (
    <>
      <Modal labelledBy={titleId} onClose={close}>
        <div className="mb-5 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold text-fg">
            {t('form.title')}
          </h2>
          <Button variant="ghost" size="icon" aria-label={t('form.close')} onClick={close}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {error && <Alert variant="error">{error}</Alert>}
          {prefill?.recipe && (
            <p className="flex items-start gap-2 rounded-xl bg-surface-sunken px-3 py-2 text-sm text-fg-muted">
              <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('form.recipeKept')}
            </p>
          )}
          <TextField
            label={t('form.name')}
            value={recipeTitle}
            onChange={(event) => setRecipeTitle(event.target.value)}
            error={errors.recipeTitle}
            maxLength={120}
            required
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('form.date')}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={errors.date}
              required
            />
            <TextField
              label={t('form.time')}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              error={errors.time}
              required
            />
            <TextField
              label={t('form.servings')}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              value={servings}
              onChange={(event) => setServings(event.target.value)}
              error={errors.servings}
              hint={counted && prefill?.recipe ? counted.text : undefined}
              required
            />
            <SelectField
              label={t('form.type')}
              value={type}
              onChange={(event) => setType(event.target.value as DishType)}
            >
              {DISH_TYPES.map((dish) => (
                <option key={dish} value={dish}>
                  {t(`types.${dish}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('form.submitting') : t('form.submit')}
            </Button>
          </div>
        </form>
      </Modal>
      {prompt}
    </>
  );
}
