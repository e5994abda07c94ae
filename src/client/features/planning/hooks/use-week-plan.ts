import type { WeekWishes } from '../../../../shared/week-plan';
import type { ParseKeys } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekPlanMeal, WeekPlanMoment } from '../../../../shared/week-plan';
import { useEatersChoice } from '../../../components/eaters/use-eaters-choice';
import { ApiError } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { createPlannedMeal, type PlannedMeal } from '../api/planned-meals';
import { addPlannedMeals, proposeWeek } from '../api/week-plan';
import type { ProposedMealState } from '../components/proposed-meal-card';
import { todayLocal } from '../lib/meals';
import {
  isPlannable,
  leftoversIn,
  plannedMealOf,
  plannedSlots,
  slotKeyOf,
  slotsToPropose,
  weekFrom,
} from '../lib/week-plan';

/** Errors whose server message says what to do (no recipe fits, offline…). */
const SPEAKING_ERRORS = [
  'NO_MATCHING_RECIPE',
  'EATERS_NOT_IN_HOUSEHOLD',
  'PREFERENCES_MISSING',
  'VALIDATION',
  'OFFLINE',
  'NETWORK',
];

export interface Proposal {
  meals: WeekPlanMeal[];
  /** Who eats, as asked: « Autre idée » asks for the same people. */
  eaters: string[] | undefined;
  states: Record<string, ProposedMealState>;
  errors: Record<string, string | null>;
  /** Recipes turned down with « Autre idée »: not proposed again. */
  rejected: string[];
  /** The fridge's leftovers turned down with « Autre idée »: not proposed again. */
  skippedLeftovers: string[];
}

/**
 * The state and actions of « Planifier ma semaine » (its view: components/week-plan-dialog.tsx):
 * the days, moments and eaters chosen, the proposal, and adding its meals one by one or all.
 */
export function useWeekPlan({
  planned,
  onAdded,
  wishes,
}: {
  /** What the Assistant Chef understood (« pas cher, rapide, végétarien »). */
  wishes?: WeekWishes | undefined;
  /** The meals already planned: their slots are left alone. */
  planned: readonly PlannedMeal[];
  /** After « Tout ajouter »: how many meals were added in all. */
  onAdded: (count: number) => void;
}) {
  const { t } = useTranslation('planning');
  const queryClient = useQueryClient();
  const eatersChoice = useEatersChoice();
  const [start, setStart] = useState(() => todayLocal());
  const days = useMemo(() => (/^\d{4}-\d{2}-\d{2}$/.test(start) ? weekFrom(start) : []), [start]);
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(() => new Set());
  const [moments, setMoments] = useState<WeekPlanMoment[]>(['dinner']);
  const [proposal, setProposal] = useState<Proposal | null>(null);

  const taken = useMemo(() => plannedSlots(planned), [planned]);
  const chosenDays = days.filter((day) => !leftOut.has(day.date)).map((day) => day.date);
  const { slots, alreadyPlanned, past } = slotsToPropose(chosenDays, moments, taken);

  const describe = (error: unknown, fallback: ParseKeys<'planning'>) =>
    error instanceof ApiError && SPEAKING_ERRORS.includes(error.code)
      ? (error.fields?.[0]?.message ?? error.message)
      : t(fallback);

  const refreshPlanning = () =>
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.plannedMeals });

  const propose = useMutation({
    mutationFn: (eaters: string[] | undefined) =>
      proposeWeek({ slots, eaters, ...(wishes ? { wishes } : {}) }),
    onSuccess: (answer, eaters) =>
      setProposal({
        meals: answer.meals,
        eaters,
        states: {},
        errors: {},
        rejected: [],
        skippedLeftovers: [],
      }),
  });

  const update = (key: string, change: Partial<Pick<Proposal, 'states' | 'errors'>>) =>
    setProposal((current) =>
      current
        ? {
            ...current,
            states: { ...current.states, ...change.states },
            errors: { ...current.errors, [key]: null, ...change.errors },
          }
        : current,
    );

  const addOne = async (meal: WeekPlanMeal, eaters: string[] | undefined) => {
    const key = slotKeyOf(meal);
    update(key, { states: { [key]: 'adding' } });
    try {
      await createPlannedMeal(plannedMealOf(meal, eaters));
      update(key, { states: { [key]: 'added' } });
      refreshPlanning();
    } catch (error) {
      update(key, {
        states: { [key]: 'idle' },
        errors: { [key]: describe(error, 'week.addError') },
      });
    }
  };

  const swap = async (meal: WeekPlanMeal) => {
    if (!proposal) return;
    const key = slotKeyOf(meal);
    update(key, { states: { [key]: 'swapping' } });
    const others = proposal.meals.filter((other) => slotKeyOf(other) !== key);
    try {
      const answer = await proposeWeek({
        slots: [{ date: meal.date, time: meal.time }],
        eaters: proposal.eaters,
        keep: others.flatMap((other) =>
          other.recipe ? [{ date: other.date, recipeId: other.recipe.id }] : [],
        ),
        exclude: [...proposal.rejected, ...(meal.recipe ? [meal.recipe.id] : [])],
        // Leftovers held by other meals, or turned down here: proposed nowhere else.
        skipLeftovers: [...new Set([...proposal.skippedLeftovers, ...leftoversIn(proposal.meals)])],
        ...(wishes ? { wishes } : {}),
      });
      const next = answer.meals[0]!;
      setProposal((current) =>
        current
          ? {
              ...current,
              meals: current.meals.map((other) => (slotKeyOf(other) === key ? next : other)),
              states: { ...current.states, [key]: 'idle' },
              errors: { ...current.errors, [key]: null },
              rejected: [...current.rejected, ...(meal.recipe ? [meal.recipe.id] : [])],
              skippedLeftovers: [
                ...current.skippedLeftovers,
                ...(meal.leftovers ? [meal.leftovers.itemId] : []),
              ],
            }
          : current,
      );
    } catch (error) {
      update(key, {
        states: { [key]: 'idle' },
        errors: { [key]: describe(error, 'week.anotherError') },
      });
    }
  };

  const plannable = proposal?.meals.filter(isPlannable);
  const waiting = plannable?.filter((meal) => proposal?.states[slotKeyOf(meal)] !== 'added');
  const addedCount = (plannable?.length ?? 0) - (waiting?.length ?? 0);

  // Each meal is planned for those it was proposed for (undefined: everyone).
  const addAll = useMutation({
    mutationFn: ({ meals, eaters }: { meals: WeekPlanMeal[]; eaters: string[] | undefined }) =>
      addPlannedMeals({ meals: meals.map((meal) => plannedMealOf(meal, eaters)) }),
    onSuccess: (_answer, { meals }) => {
      refreshPlanning();
      onAdded(addedCount + meals.length);
    },
  });

  /** « Proposer »: one main course per chosen meal not planned yet. */
  const proposeMeals = () => {
    if (slots.length === 0) return;
    propose.mutate(eatersChoice.eaters);
  };

  /** « Retour »: back to the choices, the proposal dropped. */
  const backToChoices = () => {
    setProposal(null);
    addAll.reset();
    propose.reset();
  };

  /** A new first day: every day of its week chosen again. */
  const changeStart = (value: string) => {
    setStart(value);
    setLeftOut(new Set());
  };

  const toggleDay = (date: string) =>
    setLeftOut((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });

  const toggleMoment = (moment: WeekPlanMoment) =>
    setMoments((current) =>
      current.includes(moment) ? current.filter((m) => m !== moment) : [...current, moment],
    );

  return {
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
  };
}
