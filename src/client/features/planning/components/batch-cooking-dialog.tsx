import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleCheck, ListOrdered, ShoppingCart, Snowflake, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  batchCandidate,
  batchDishKeepsUntil,
  comingSunday,
  mustFreeze,
  zurichToday,
} from '../../../../shared/batch-cooking';
import { addDays, daysBetween } from '../../../../shared/dates';
import { momentOf } from '../../../../shared/moments';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useGuardedClose } from '../../../components/ui/unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import { useBatchSession, type BatchKitchen } from '../api/batch-sessions';
import type { PlannedMeal } from '../api/planned-meals';
import { longDateOf } from '../lib/meals';
import { formatDayMonth } from '../lib/plan-period';
import { BatchListView } from './batch-list-view';
import { BatchOrderView } from './batch-order-view';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The days a session offers: the cook day and the six after it. */
const WINDOW_DAYS = 6;

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/** What the dialog opens on: the next session planned from today, else the coming Sunday. */
export function defaultBatchDate(meals: readonly PlannedMeal[], today = zurichToday()): string {
  const planned = meals
    .filter((meal) => meal.batchDate && meal.batchDate >= today && !meal.cookedAt)
    .map((meal) => meal.batchDate!)
    .sort();
  return planned[0] ?? comingSunday(today);
}

/**
 * « Batch cooking » (decision 0036): the cook day (the coming Sunday by default), the week's
 * meals with a recipe to cook that day (a dish eaten beyond the days a cooked dish keeps is
 * flagged « À congeler »), saved as a session; then « Une liste pour la session », « Ordre de
 * cuisson » and « J'ai tout cuisiné » (undone from the toast).
 */
export function BatchCookingDialog({
  meals,
  onClose,
  onListAdded,
  kitchen,
}: {
  meals: readonly PlannedMeal[];
  onClose: () => void;
  onListAdded: (count: number) => void;
  /** « J'ai tout cuisiné », held by the page for its undo. */
  kitchen: BatchKitchen;
}) {
  const { t } = useTranslation('planning');
  const titleId = useId();
  const introId = useId();
  const [date, setDate] = useState(() => defaultBatchDate(meals));
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const [view, setView] = useState<'session' | 'list' | 'order'>('session');
  const [listDirty, setListDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  const { save } = useBatchSession();
  // Keyboard and screen reader: the focus follows the view (« Retour à la session », then back
  // on the button that opened it).
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLButtonElement>(null);
  const orderRef = useRef<HTMLButtonElement>(null);
  const cameFrom = useRef<'list' | 'order' | null>(null);
  useEffect(() => {
    if (view !== 'session') backRef.current?.focus();
    else if (cameFrom.current) (cameFrom.current === 'list' ? listRef : orderRef).current?.focus();
  }, [view]);
  const openView = (next: 'list' | 'order') => {
    cameFrom.current = next;
    setView(next);
  };

  const validDate = isDate(date);
  const session = validDate ? meals.filter((meal) => meal.batchDate === date) : [];
  const sessionIds = new Set(session.map((meal) => meal.id));
  const candidates = validDate
    ? meals.filter(
        (meal) =>
          sessionIds.has(meal.id) ||
          (batchCandidate(meal, date) && meal.date <= addDays(date, WINDOW_DAYS)),
      )
    : [];
  // Before any tick: the session as saved, or every dish of the week when there is none yet.
  const chosen =
    ticked ?? (session.length > 0 ? sessionIds : new Set(candidates.map((meal) => meal.id)));
  const dirty = !sameSet(chosen, sessionIds);
  const { close, prompt } = useGuardedClose(dirty || listDirty, onClose);
  const uncooked = session.filter((meal) => !meal.cookedAt);

  const changeDate = (value: string) => {
    setDate(value);
    setTicked(null);
    setSaved(false);
    save.reset();
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
    setSaved(false);
  };

  const errorOf = (error: Error | null, fallback: string) =>
    !error
      ? null
      : error instanceof ApiError && (error.code.startsWith('BATCH_') || error.status === 0)
        ? error.message
        : error instanceof ApiError && error.code.startsWith('MEAL_')
          ? error.message
          : fallback;

  const submit = () =>
    save.mutate(
      { date, mealIds: [...chosen] },
      {
        onSuccess: () => {
          setTicked(null);
          setSaved(true);
        },
      },
    );

  const cookAll = () => kitchen.cookAll(date, onClose);

  const back = (
    <Button
      ref={backRef}
      variant="secondary"
      onClick={() => setView('session')}
      className="self-start"
    >
      <ArrowLeft aria-hidden="true" />
      {t('batch.back')}
    </Button>
  );

  return (
    <>
      <Modal labelledBy={titleId} describedBy={introId} onClose={close} size="lg">
        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="text-xl font-bold text-fg">
                {t('batch.title')}
                {validDate && (
                  <span className="block text-base font-semibold text-fg-muted first-letter:uppercase">
                    {longDateOf(date)}
                  </span>
                )}
              </h2>
              <p id={introId} className="mt-1 text-sm text-fg-muted">
                {t('batch.intro')}
              </p>
            </div>
            <Button variant="ghost" size="icon" aria-label={t('batch.close')} onClick={close}>
              <X aria-hidden="true" />
            </Button>
          </div>

          {view === 'list' && (
            <>
              {back}
              <BatchListView
                date={date}
                onDirty={setListDirty}
                onAdded={(count) => {
                  setListDirty(false);
                  onListAdded(count);
                }}
              />
            </>
          )}

          {view === 'order' && (
            <>
              {back}
              <BatchOrderView meals={session} />
            </>
          )}

          {view === 'session' && (
            <form
              noValidate
              className="flex flex-col gap-5"
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <TextField
                label={t('batch.day')}
                type="date"
                value={date}
                onChange={(event) => changeDate(event.target.value)}
                className="sm:max-w-xs"
              />

              {validDate && (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 font-semibold text-fg">{t('batch.dishes')}</legend>
                  <p className="text-sm text-fg-muted">{t('batch.dishesHint')}</p>
                  {candidates.length === 0 ? (
                    <p className="rounded-2xl border border-dashed border-border p-4 text-fg-muted">
                      {t('batch.none', {
                        from: formatDayMonth(date),
                        to: formatDayMonth(addDays(date, WINDOW_DAYS)),
                      })}
                    </p>
                  ) : (
                    <ul className="flex flex-col gap-2">
                      {candidates.map((meal) => {
                        const frozen = mustFreeze(date, meal.date);
                        const hintId = `batch-meal-${meal.id}`;
                        const later = meal.date > date;
                        return (
                          <li key={meal.id}>
                            <label
                              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border p-3 ${
                                chosen.has(meal.id)
                                  ? 'border-primary bg-primary-soft/40'
                                  : 'border-border bg-surface-raised'
                              }`}
                            >
                              <input
                                type="checkbox"
                                checked={chosen.has(meal.id)}
                                disabled={meal.cookedAt !== null}
                                aria-describedby={hintId}
                                onChange={(event) => toggle(meal.id, event.target.checked)}
                                className="mt-0.5 size-5 shrink-0 accent-primary"
                              />
                              <span className="flex min-w-0 flex-col gap-0.5">
                                <span className="font-semibold break-words text-fg">
                                  {meal.recipeTitle}
                                </span>
                                <span id={hintId} className="flex flex-col gap-0.5 text-sm">
                                  <span className="text-fg-muted first-letter:uppercase">
                                    {t('batch.when', {
                                      day: longDateOf(meal.date),
                                      moment: t(`batch.moments.${momentOf(meal.time)}`),
                                      servings: t('servings', { count: meal.servings }),
                                    })}
                                  </span>
                                  {meal.leftoverPortions > 0 && (
                                    <span className="text-fg-muted">
                                      {t('batch.withLeftovers', { count: meal.leftoverPortions })}
                                    </span>
                                  )}
                                  {meal.cookedAt ? (
                                    <span className="inline-flex items-center gap-1 text-success">
                                      <CircleCheck aria-hidden="true" className="size-4" />
                                      {t('cookedBadge')}
                                    </span>
                                  ) : frozen ? (
                                    <span className="inline-flex items-start gap-1 font-semibold text-warning-ink">
                                      <Snowflake
                                        aria-hidden="true"
                                        className="mt-0.5 size-4 shrink-0"
                                      />
                                      {t('batch.freeze', { count: daysBetween(date, meal.date) })}
                                    </span>
                                  ) : later ? (
                                    <span className="text-fg-muted">
                                      {t('batch.fridge', {
                                        date: formatDayMonth(batchDishKeepsUntil(date, false)),
                                      })}
                                    </span>
                                  ) : (
                                    <span className="text-fg-muted">{t('batch.sameDay')}</span>
                                  )}
                                </span>
                              </span>
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </fieldset>
              )}

              {save.isError && (
                <Alert variant="error">{errorOf(save.error, t('batch.saveError'))}</Alert>
              )}
              {kitchen.error && (
                <Alert variant="error">{errorOf(kitchen.error, t('batch.cookError'))}</Alert>
              )}
              {saved && !dirty && (
                <p role="status" className="text-sm font-medium text-success">
                  {t('batch.saved')}
                </p>
              )}

              <div className="flex flex-col gap-3 border-t border-border pt-4">
                <p className="text-sm font-medium text-fg-muted" aria-live="polite">
                  {dirty ? t('batch.unsaved') : t('batch.count', { count: session.length })}
                </p>
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  {(dirty || session.length === 0) && (
                    <Button
                      type="submit"
                      disabled={!validDate || save.isPending || (!dirty && session.length === 0)}
                    >
                      {t(save.isPending ? 'batch.saving' : 'batch.save')}
                    </Button>
                  )}
                  {!dirty && session.length > 0 && (
                    <>
                      {uncooked.length > 0 && (
                        <Button ref={listRef} variant="secondary" onClick={() => openView('list')}>
                          <ShoppingCart aria-hidden="true" />
                          {t('batch.list')}
                        </Button>
                      )}
                      <Button ref={orderRef} variant="secondary" onClick={() => openView('order')}>
                        <ListOrdered aria-hidden="true" />
                        {t('batch.order')}
                      </Button>
                      {uncooked.length > 0 ? (
                        <Button onClick={cookAll} disabled={kitchen.pending}>
                          <CircleCheck aria-hidden="true" />
                          {t(kitchen.pending ? 'batch.cooking' : 'batch.cookAll')}
                        </Button>
                      ) : (
                        <p className="text-sm text-success">{t('batch.allCooked')}</p>
                      )}
                    </>
                  )}
                </div>
              </div>
            </form>
          )}
        </div>
      </Modal>
      {prompt}
    </>
  );
}
