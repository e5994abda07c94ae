import type { WeekWishes } from '../../../../shared/week-plan';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarDays,
  CookingPot,
  LayoutGrid,
  List,
  Plus,
  ShoppingCart,
  Sparkles,
  Users,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../../shared/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Toast, useToast } from '../../../components/ui/toast';
import { isStaleEatersError } from '../../../components/eaters/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  createPlannedMeal,
  deletePlannedMeal,
  fetchPlannedMeals,
  inPlanOrder,
  restorePlannedMeals,
} from '../api/planned-meals';
import { useRestoreUndo } from '../../../lib/use-restore-undo';
import type { NewPlannedMeal, PlannedMeal } from '../api/planned-meals';
import { useMealKitchen } from '../api/use-meal-kitchen';
import { useBatchKitchen } from '../api/batch-sessions';
import { useEditMeal } from '../api/use-meal-actions';
import { isLeftoversMeal, useEatLeftovers } from '../api/use-eat-leftovers';
import { EditMealDialog } from '../components/edit-meal-dialog';
import { AddMealDialog } from '../components/add-meal-dialog';
import { BatchCookingDialog } from '../components/batch-cooking-dialog';
import { GenerateListDialog } from '../components/generate-list-dialog';
import { MealRow } from '../components/meal-row';
import { WeekPlanDialog } from '../components/week-plan-dialog';
import { WeekSettingsDialog } from '../components/week-settings-dialog';
import { MealGrid } from '../components/meal-grid';
import { groupMealsByDate, readRecipePrefill } from '../lib/meals';
import type { RecipePrefill } from '../lib/meals';
import { OpenMeal } from './open-meal';
import { QUERY_KEYS } from '../../../lib/query-keys';

function PlanningSkeleton() {
  return (
    <div className="flex flex-col gap-3" data-testid="planning-skeleton">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * /dashboard/planning. `headerActions` come after the page's own buttons: the app adds the
 * calendar feed's there (app/planning/planning-screen.tsx).
 */
/** « Planifier ma semaine » offered by the Assistant Chef: its wishes, read defensively. */
function readWeekOffer(state: unknown): WeekWishes | null {
  if (typeof state !== 'object' || state === null || !('weekPlan' in state)) return null;
  const wishes = (state as { weekPlan: unknown }).weekPlan as Record<string, unknown> | null;
  return {
    cheap: wishes?.cheap === true,
    quick: wishes?.quick === true,
    vegetarian: wishes?.vegetarian === true,
  };
}

export function PlanningPage({ headerActions }: { headerActions?: ReactNode }) {
  const { t } = useTranslation('planning');
  useDocumentTitle(t('title'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const kitchen = useMealKitchen(toast.show);
  const leftovers = useEatLeftovers(toast.show);
  const batchKitchen = useBatchKitchen(toast.show);

  const [prefill] = useState<RecipePrefill | null>(() =>
    readRecipePrefill(location.state, location.search),
  );
  const [dialog, setDialog] = useState<{
    prefill: RecipePrefill | null;
    slot?: { date: string; time: string };
  } | null>(() => (prefill ? { prefill } : null));
  // The recipe is read once: a reload or a return to this entry must not open the form again.
  const { pathname } = location;
  useEffect(() => {
    if (prefill) void navigate(pathname, { replace: true, state: null });
  }, [prefill, navigate, pathname]);
  const [generating, setGenerating] = useState(false);
  // « Planifier ma semaine » offered by the Assistant Chef (issue 29): the dialog opens at once.
  const [weekWishes] = useState(() => readWeekOffer(location.state));
  const [planningWeek, setPlanningWeek] = useState(() => weekWishes !== null);
  useEffect(() => {
    if (readWeekOffer(location.state)) void navigate(pathname, { replace: true, state: null });
  }, [location.state, navigate, pathname]);
  const [editingWeek, setEditingWeek] = useState(false);
  const [batching, setBatching] = useState(false);
  // The list by long French date is the default; the grid is offered on wide screens.
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [openMealId, setOpenMealId] = useState<string | null>(null);
  const [editMealId, setEditMealId] = useState<string | null>(null);
  const edit = useEditMeal();
  const [actionError, setActionError] = useState<string | null>(null);
  const offerUndo = useRestoreUndo<PlannedMeal>({
    queryKey: QUERY_KEYS.plannedMeals,
    restore: restorePlannedMeals,
    order: inPlanOrder,
    texts: { undo: t('undo'), restored: () => t('restored'), error: t('restoreError') },
    toasts: { showUndo: toast.showUndo, show: toast.show, onError: setActionError },
  });

  const meals = useQuery({
    queryKey: QUERY_KEYS.plannedMeals,
    queryFn: ({ signal }) => fetchPlannedMeals(signal),
  });

  const add = useMutation({
    mutationFn: (meal: NewPlannedMeal) => createPlannedMeal(meal),
    onSuccess: (meal) => {
      queryClient.setQueryData<PlannedMeal[]>(QUERY_KEYS.plannedMeals, (old) => [
        ...(old ?? []),
        meal,
      ]);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.plannedMeals });
      setDialog(null);
    },
    onError: (error) => {
      // Someone chosen with the suggestion left the household meanwhile: the next « Ajouter »
      // plans the meal for everyone (the message says so).
      if (!isStaleEatersError(error)) return;
      // « Qui mange ? » reads the household again: the one who left is no longer offered.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.eaters });
      setDialog((current) =>
        current?.prefill
          ? { ...current, prefill: { ...current.prefill, eaters: undefined } }
          : current,
      );
    },
  });

  const remove = useMutation({
    mutationFn: (meal: PlannedMeal) => deletePlannedMeal(meal.id),
    onMutate: () => setActionError(null),
    onSuccess: (_answer, deleted) => {
      queryClient.setQueryData<PlannedMeal[]>(QUERY_KEYS.plannedMeals, (old) =>
        (old ?? []).filter((meal) => meal.id !== deleted.id),
      );
      offerUndo(t('deleted'), [deleted]);
    },
    onError: () => setActionError(t('deleteError')),
  });

  const openDialog = () => {
    add.reset();
    setDialog({ prefill: null });
  };

  const days = meals.data ? groupMealsByDate(meals.data) : [];
  const openMeal = meals.data?.find((meal) => meal.id === openMealId && meal.recipe);
  const editedMeal = meals.data?.find((meal) => meal.id === editMealId);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-fg-muted">{t('intro')}</p>
        </div>
        {/* On a phone: the two main actions whole, the others as tiles two by two. */}
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-row sm:flex-wrap">
          <Button ref={addButtonRef} onClick={openDialog} className="col-span-2 w-full sm:w-auto">
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setPlanningWeek(true)}
            className="col-span-2 w-full sm:w-auto"
          >
            <Sparkles aria-hidden="true" />
            {t('week.open')}
          </Button>
          <Button
            variant="secondary"
            size="tile"
            onClick={() => setEditingWeek(true)}
            className="w-full sm:w-auto"
          >
            <Users aria-hidden="true" />
            {t('settingsWeek.open')}
          </Button>
          <Button
            variant="secondary"
            size="tile"
            onClick={() => setBatching(true)}
            className="w-full sm:w-auto"
          >
            <CookingPot aria-hidden="true" />
            {t('batch.open')}
          </Button>
          <Button
            variant="secondary"
            size="tile"
            onClick={() => setGenerating(true)}
            className="w-full sm:w-auto"
          >
            <ShoppingCart aria-hidden="true" />
            {t('generate.open')}
          </Button>
          {headerActions}
        </div>
      </header>

      {actionError && <Alert variant="error">{actionError}</Alert>}

      {meals.isPending ? (
        <PlanningSkeleton />
      ) : meals.isError ? (
        <Alert variant="error">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>{t('loadError')}</span>
            <Button variant="secondary" onClick={() => void meals.refetch()}>
              {t('retry')}
            </Button>
          </div>
        </Alert>
      ) : days.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-border bg-surface-raised px-6 py-12 text-center">
          <CalendarDays aria-hidden="true" className="size-10 text-primary" />
          <p className="text-lg font-semibold text-fg">{t('empty')}</p>
          <p className="text-fg-muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <>
          <div role="group" aria-label={t('view.label')} className="hidden gap-2 self-end lg:flex">
            {(['list', 'grid'] as const).map((id) => (
              <Button
                key={id}
                variant={view === id ? 'primary' : 'secondary'}
                aria-pressed={view === id}
                onClick={() => setView(id)}
              >
                {id === 'list' ? <List aria-hidden="true" /> : <LayoutGrid aria-hidden="true" />}
                {t(`view.${id}`)}
              </Button>
            ))}
          </div>
          {view === 'grid' && (
            <div className="hidden lg:block">
              <MealGrid
                days={days}
                onAdd={(slot) => {
                  add.reset();
                  setDialog({ prefill: null, slot });
                }}
                onOpen={(meal) => {
                  kitchen.reset();
                  setOpenMealId(meal.id);
                }}
              />
            </div>
          )}
          <div className={`flex flex-col gap-6 ${view === 'grid' ? 'lg:hidden' : ''}`}>
            {days.map((day) => (
              <section key={day.date} aria-labelledby={`day-${day.date}`}>
                <h2
                  id={`day-${day.date}`}
                  className="mb-3 text-lg font-semibold text-fg first-letter:uppercase"
                >
                  {day.label}
                </h2>
                <ul className="flex flex-col gap-3">
                  {day.meals.map((meal) => (
                    <MealRow
                      key={meal.id}
                      meal={meal}
                      onOpen={
                        meal.recipe
                          ? () => {
                              kitchen.reset();
                              setOpenMealId(meal.id);
                            }
                          : null
                      }
                      onEdit={() => {
                        edit.reset();
                        setEditMealId(meal.id);
                      }}
                      onDelete={() => remove.mutate(meal)}
                      deleting={remove.isPending && remove.variables.id === meal.id}
                      onEaten={isLeftoversMeal(meal) ? () => leftovers.toggle(meal) : null}
                      eating={leftovers.busyId === meal.id}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}

      {dialog && (
        <AddMealDialog
          prefill={dialog.prefill}
          slot={dialog.slot}
          pending={add.isPending}
          error={
            !add.isError
              ? null
              : isStaleEatersError(add.error)
                ? t('form.eatersGone')
                : t('addError')
          }
          onSubmit={(meal) => add.mutate(meal)}
          onClose={() => setDialog(null)}
        />
      )}

      {planningWeek && (
        <WeekPlanDialog
          planned={meals.data ?? []}
          wishes={weekWishes ?? undefined}
          onClose={() => setPlanningWeek(false)}
          onAdded={(count) => {
            setPlanningWeek(false);
            toast.show(t('week.added', { count }), {
              label: t('week.makeList'),
              onAction: () => setGenerating(true),
            });
          }}
        />
      )}

      {editingWeek && <WeekSettingsDialog onClose={() => setEditingWeek(false)} />}

      {batching && (
        <BatchCookingDialog
          meals={meals.data ?? []}
          onClose={() => setBatching(false)}
          kitchen={batchKitchen}
          onListAdded={(count) => {
            setBatching(false);
            toast.show(t('batch.listAdded', { count }), {
              label: t('generate.seeList'),
              onAction: () => void navigate(PATHS.dashboardShopping),
            });
          }}
        />
      )}

      {generating && (
        <GenerateListDialog
          onClose={() => setGenerating(false)}
          onAdded={(count) => {
            setGenerating(false);
            toast.show(t('generate.added', { count }), {
              label: t('generate.seeList'),
              onAction: () => void navigate(PATHS.dashboardShopping),
            });
          }}
        />
      )}

      {editedMeal && (
        <EditMealDialog
          meal={editedMeal}
          pending={edit.isPending}
          error={edit.isError ? t('editForm.error') : null}
          onSubmit={(patch) =>
            edit.mutate(
              { id: editedMeal.id, patch },
              {
                onSuccess: () => {
                  setEditMealId(null);
                  toast.show(t('editForm.saved'));
                },
              },
            )
          }
          onClose={() => setEditMealId(null)}
        />
      )}

      {openMeal?.recipe && (
        <OpenMeal
          meal={{ ...openMeal, recipe: openMeal.recipe }}
          onClose={() => setOpenMealId(null)}
          kitchen={kitchen}
        />
      )}

      <Toast {...toast.props} />
    </div>
  );
}
