import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookOpen, Lightbulb, Sparkles, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DISH_TYPES } from '../../../../shared/constants';
import type { DishType } from '../../../../shared/constants';
import { DEFAULT_CHILD_PORTION, portionsFor, withPeople } from '../../../../shared/portions';
import type { WeekPlanMeal } from '../../../../shared/week-plan';
import { householdSettingsQuery } from '../../../components/eaters/api';
import { EatersChoice } from '../../../components/eaters/eaters-choice';
import { useEatersChoice } from '../../../components/eaters/use-eaters-choice';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { NewPlannedMeal } from '../api/planned-meals';
import type { RecipePrefill } from '../lib/meals';
import { todayLocal } from '../lib/meals';
import { Modal } from '../../../components/ui/modal';
import { useGuardedClose } from '../../../components/ui/unsaved-changes';
import { usePresentAt } from '../hooks/use-present-at';
import { useSlotSuggestion } from '../hooks/use-slot-suggestion';
import { unsuitedEaters } from '../lib/eater-safety';
import { UnsuitedEatersAlert } from './unsuited-eaters-alert';

type Errors = Partial<Record<'recipeTitle' | 'date' | 'time' | 'servings', string>>;

/** A proposed meal as the form keeps it: its recipe when it has one, else its title. */
function prefillOf(meal: WeekPlanMeal): RecipePrefill {
  const { recipe } = meal;
  if (!recipe) return { id: null, title: meal.title };
  return {
    id: recipe.id,
    title: recipe.title,
    servings: recipe.servings,
    type: 'plat',
    recipe: {
      servings: recipe.servings,
      description: recipe.description,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
    },
    ...(recipe.portions ? { portions: recipe.portions } : {}),
  };
}

/**
 * « Ajouter un repas »: its name (typed, kept from a recipe, or « Proposer un plat » for that
 * meal), day, time, who eats — « Qui mange ? » starts from who is home then (« Qui est là ? »)
 * and stays changeable; the people, the portions (a child for the « Portion enfant ») and the
 * proposal follow it, and a recipe that does not suit someone chosen is said plainly.
 */
export function AddMealDialog({
  prefill,
  slot,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  prefill: RecipePrefill | null;
  /** The meal asked for (a free slot of the grid): its day and time. */
  slot?: { date: string; time: string } | undefined;
  pending: boolean;
  error: string | null;
  onSubmit: (meal: NewPlannedMeal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const titleId = useId();
  const [chosen, setChosen] = useState<RecipePrefill | null>(prefill);
  const [recipeTitle, setRecipeTitle] = useState(prefill?.title ?? '');
  const [today] = useState(() => todayLocal());
  const [date, setDate] = useState(slot?.date ?? today);
  const [time, setTime] = useState(slot?.time ?? '19:00');
  // « Nombre de personnes » counts people: for a recipe scaled for who eats, as many as eat.
  const initialServings = String(prefill?.portions?.people ?? prefill?.servings ?? 2);
  const [servings, setServings] = useState(initialServings);
  const [autoServings, setAutoServings] = useState(initialServings);
  const [type, setType] = useState<DishType>(prefill?.type ?? 'plat');
  const [errors, setErrors] = useState<Errors>({});
  // « Qui mange ? »: as chosen with the suggestion, else who is home at that meal.
  const present = usePresentAt(date, time);
  const choice = useEatersChoice(prefill?.eaters ?? present);
  const settings = useQuery(householdSettingsQuery);
  const ready = choice.status === 'ready';
  const chosenKey = ready ? choice.selected.map((eater) => eater.id).join(' ') : null;
  const [syncedKey, setSyncedKey] = useState<string | null>(null);
  if (chosenKey !== syncedKey) {
    setSyncedKey(chosenKey);
    // The people follow who eats (still editable: guests) — but a recipe arrives for its own
    // people (or the portions chosen in its view, decision 0024): kept until the choice changes.
    if (chosenKey !== null && (syncedKey !== null || !prefill)) {
      const people = String(choice.selected.length);
      setServings(people);
      setAutoServings(people);
    }
  }
  const suggestion = useSlotSuggestion();
  const [applied, setApplied] = useState<WeekPlanMeal | null>(null);
  if (suggestion.meal !== applied) {
    setApplied(suggestion.meal);
    if (suggestion.meal) {
      const next = prefillOf(suggestion.meal);
      setChosen(next);
      setRecipeTitle(next.title);
      setType('plat');
    }
  }
  // Closing with something changed asks first (« Quitter sans enregistrer ? »).
  const { close, prompt } = useGuardedClose(
    recipeTitle !== (prefill?.title ?? '') ||
      date !== (slot?.date ?? today) ||
      time !== (slot?.time ?? '19:00') ||
      servings !== autoServings ||
      type !== (prefill?.type ?? 'plat'),
    onClose,
  );
  // Its portions: who eats, counted; another number of people keeps the children (decision 0023).
  const counted = (() => {
    const people = Number(servings);
    // A recipe without its count of who eats (portions chosen in its view) is for that many.
    if (!chosen?.recipe || !chosen.portions) return null;
    if (!Number.isInteger(people) || people < 1 || people > 50) return null;
    const children = ready ? choice.selected.filter((eater) => eater.child).length : null;
    const base =
      children !== null ? { adults: choice.selected.length - children, children } : chosen.portions;
    const childPortion =
      settings.data?.childPortion ?? chosen.portions.childPortion ?? DEFAULT_CHILD_PORTION;
    return portionsFor(
      people === base.adults + base.children ? base : withPeople(base, people),
      childPortion,
    );
  })();
  // A recipe that does not suit someone chosen: said before planning it, never silently.
  const unsuited =
    chosen?.recipe && ready
      ? unsuitedEaters(
          {
            title: chosen.title,
            lines: chosen.recipe.ingredients.map((line) => ({ line, ingredientId: null })),
          },
          choice.selected,
        )
      : [];
  const eaters = ready ? choice.eaters : prefill?.eaters;

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
      recipeId: chosen?.id ?? null,
      ...(chosen?.recipe ? { recipe: chosen.recipe } : {}),
      ...(chosen?.recipe && counted
        ? { portions: counted.portions, children: counted.children }
        : {}),
      // Who eats (« Qui mange ? »); absent: everyone.
      ...(eaters ? { eaters } : {}),
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
          {chosen?.recipe && (
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
              hint={counted && chosen?.recipe ? counted.text : undefined}
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
          <EatersChoice choice={choice} />
          <UnsuitedEatersAlert title={chosen?.title ?? recipeTitle} unsuited={unsuited} />
          <div className="flex flex-col gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                suggestion.suggest(
                  date,
                  time,
                  ready ? choice.selected.map((eater) => eater.id) : undefined,
                )
              }
              disabled={suggestion.pending}
              className="w-full sm:w-auto sm:self-start"
            >
              <Sparkles aria-hidden="true" />
              {t(
                suggestion.pending
                  ? 'form.suggesting'
                  : suggestion.meal
                    ? 'form.suggestAnother'
                    : 'form.suggest',
              )}
            </Button>
            <p aria-live="polite" className="text-sm text-fg">
              {suggestion.meal && !suggestion.pending && (
                <span className="flex items-start gap-2">
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>
                    {t('form.suggested', { title: suggestion.meal.title })}{' '}
                    <span className="inline-block first-letter:uppercase">
                      {suggestion.meal.reason}
                    </span>
                  </span>
                </span>
              )}
            </p>
            {suggestion.error && <Alert variant="error">{suggestion.error}</Alert>}
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
