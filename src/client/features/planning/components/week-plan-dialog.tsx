import type { WeekWishes } from '../../../../shared/week-plan';
import { ArrowLeft, Check, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEK_PLAN_MOMENTS } from '../../../../shared/week-plan';
import { EatersChoice } from '../../../components/eaters/eaters-choice';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import type { PlannedMeal } from '../api/planned-meals';
import { useWeekPlan } from '../hooks/use-week-plan';
import { slotKeyOf } from '../lib/week-plan';
import { ProposedMealCard } from './proposed-meal-card';

const CHIP =
  'inline-flex min-h-11 flex-col items-center justify-center rounded-2xl border px-3 py-1.5 text-sm font-semibold shadow-xs transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring cursor-pointer';
const CHIP_ON = 'border-primary bg-primary-soft text-primary';
const CHIP_OFF =
  'border-border bg-surface-raised text-fg-muted hover:border-fg-muted hover:text-fg';

/**
 * « Planifier ma semaine »: choose the days, lunch and/or dinner, and who eats; Popote proposes
 * a main course for each meal not planned yet; each can be swapped (« Autre idée ») or added on
 * its own, or all at once (« Tout ajouter »).
 */
export function WeekPlanDialog({
  planned,
  onClose,
  onAdded,
  wishes,
}: {
  /** What the Assistant Chef understood (« pas cher, rapide, végétarien »), when it opened this. */
  wishes?: WeekWishes | undefined;
  /** The meals already planned: their slots are left alone. */
  planned: readonly PlannedMeal[];
  onClose: () => void;
  /** After « Tout ajouter », or once every proposed meal was added: how many in all. */
  onAdded: (count: number) => void;
}) {
  const { t } = useTranslation('planning');
  const titleId = useId();
  const {
    eatersChoice,
    start,
    changeStart,
    days,
    leftOut,
    toggleDay,
    moments,
    toggleMoment,
    slots,
    alreadyPlanned,
    past,
    propose,
    proposeMeals,
    proposal,
    waiting,
    addedCount,
    addOne,
    swap,
    addAll,
    backToChoices,
    describe,
  } = useWeekPlan({ planned, onAdded, wishes });
  const proposalHeadingRef = useRef<HTMLHeadingElement>(null);

  const showing = proposal !== null;
  useEffect(() => {
    if (showing) proposalHeadingRef.current?.focus();
  }, [showing]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    proposeMeals();
  };

  const header = (
    <div className="flex items-start justify-between gap-3">
      <div>
        <h2 id={titleId} className="text-xl font-bold text-fg">
          {t('week.title')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('week.intro')}</p>
      </div>
      <Button variant="ghost" size="icon" aria-label={t('week.close')} onClick={onClose}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );

  const footer =
    'sticky -bottom-6 -mx-5 flex flex-col gap-3 border-t border-border bg-surface-raised px-5 py-4 sm:-mx-7 sm:flex-row sm:items-center sm:justify-between sm:px-7';

  if (proposal && waiting) {
    return (
      <Modal labelledBy={titleId} onClose={onClose} size="lg">
        <div className="flex flex-col gap-5">
          {header}
          <h3
            ref={proposalHeadingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-fg focus:outline-none"
          >
            {t('week.proposalTitle', { count: proposal.meals.length })}
          </h3>
          <ul className="flex flex-col gap-3">
            {proposal.meals.map((meal) => {
              const key = slotKeyOf(meal);
              return (
                <ProposedMealCard
                  key={key}
                  meal={meal}
                  state={proposal.states[key] ?? 'idle'}
                  error={proposal.errors[key] ?? null}
                  onAdd={() => void addOne(meal, proposal.eaters)}
                  onSwap={() => void swap(meal)}
                />
              );
            })}
          </ul>

          {addAll.isError && (
            <Alert variant="error">{describe(addAll.error, 'week.addAllError')}</Alert>
          )}

          <div className={footer}>
            <Button variant="ghost" onClick={backToChoices}>
              <ArrowLeft aria-hidden="true" />
              {t('week.back')}
            </Button>
            {waiting.length === 0 ? (
              <Button onClick={() => onAdded(addedCount)}>
                <Check aria-hidden="true" />
                {t('week.done')}
              </Button>
            ) : (
              <Button
                onClick={() => addAll.mutate({ meals: waiting, eaters: proposal.eaters })}
                disabled={
                  addAll.isPending ||
                  waiting.some((meal) => (proposal.states[slotKeyOf(meal)] ?? 'idle') !== 'idle')
                }
              >
                <Check aria-hidden="true" />
                {t(addAll.isPending ? 'week.adding' : 'week.addAll', { count: waiting.length })}
              </Button>
            )}
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} size="lg">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {header}

        <TextField
          label={t('week.from')}
          type="date"
          value={start}
          onChange={(event) => changeStart(event.target.value)}
          error={days.length === 0 ? t('week.fromRequired') : undefined}
        />

        {days.length > 0 && (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-fg">{t('week.days')}</legend>
            <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {days.map((day) => {
                const on = !leftOut.has(day.date);
                return (
                  <li key={day.date}>
                    <button
                      type="button"
                      aria-pressed={on}
                      aria-label={day.long}
                      onClick={() => toggleDay(day.date)}
                      className={`${CHIP} w-full ${on ? CHIP_ON : CHIP_OFF}`}
                    >
                      <span aria-hidden="true" className="first-letter:uppercase">
                        {day.short}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-fg">{t('week.momentsLegend')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {WEEK_PLAN_MOMENTS.map((moment) => (
              <label
                key={moment.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 text-fg"
              >
                <input
                  type="checkbox"
                  checked={moments.includes(moment.id)}
                  onChange={() => toggleMoment(moment.id)}
                  className="size-5 shrink-0 accent-primary"
                />
                {t('week.momentAt', { moment: t(`week.moments.${moment.id}`), time: moment.time })}
              </label>
            ))}
          </div>
        </fieldset>

        <EatersChoice choice={eatersChoice} />

        {propose.isError && (
          <Alert variant="error">{describe(propose.error, 'week.proposeError')}</Alert>
        )}

        <div className={footer}>
          <p className="text-sm font-medium text-fg-muted" aria-live="polite">
            {slots.length === 0
              ? t(
                  alreadyPlanned > 0
                    ? 'week.allPlanned'
                    : past > 0
                      ? 'week.allPast'
                      : 'week.noneSelected',
                )
              : t('week.toPropose', { count: slots.length })}
            {slots.length > 0 &&
              alreadyPlanned > 0 &&
              ` · ${t('week.alreadyPlanned', { count: alreadyPlanned })}`}
            {slots.length > 0 && past > 0 && ` · ${t('week.past', { count: past })}`}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" onClick={onClose}>
              {t('week.cancel')}
            </Button>
            <Button type="submit" disabled={propose.isPending || slots.length === 0}>
              <Sparkles aria-hidden="true" />
              {t(propose.isPending ? 'week.proposing' : 'week.propose')}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
