import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekPlanMeal } from '../../../../shared/week-plan';
import { ApiError } from '../../../lib/api-client';
import { proposeWeek } from '../api/week-plan';

/** Errors whose server message says what to do (no recipe fits, the meal has passed…). */
const SPEAKING = [
  'NO_MATCHING_RECIPE',
  'EATERS_NOT_IN_HOUSEHOLD',
  'PREFERENCES_MISSING',
  'VALIDATION',
];

/**
 * « Proposer un plat » for one meal (the add-meal dialog, a free slot of the grid): the week
 * planner asked for that slot only, for who eats (« Qui mange ? », else who is home), with its
 * time, ritual, the fridge and its leftovers; « Autre idée » turns the last one down and keeps
 * the constraints.
 */
export function useSlotSuggestion() {
  const { t } = useTranslation('planning');
  const [rejected, setRejected] = useState<string[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [meal, setMeal] = useState<WeekPlanMeal | null>(null);
  const ask = useMutation({
    mutationFn: ({
      date,
      time,
      eaters,
      exclude,
      skipLeftovers,
    }: {
      date: string;
      time: string;
      eaters: string[] | undefined;
      exclude: string[];
      skipLeftovers: string[];
    }) =>
      proposeWeek({
        slots: [{ date, time }],
        ...(eaters ? { eaters } : {}),
        exclude,
        skipLeftovers,
      }),
    onSuccess: (answer) => setMeal(answer.meals[0] ?? null),
  });

  /** A first proposal, or another one (the one shown is turned down). */
  const suggest = (date: string, time: string, eaters: string[] | undefined) => {
    const exclude = meal?.recipe ? [...rejected, meal.recipe.id] : rejected;
    const skipLeftovers = meal?.leftovers ? [...skipped, meal.leftovers.itemId] : skipped;
    setRejected(exclude);
    setSkipped(skipLeftovers);
    ask.mutate({ date, time, eaters, exclude, skipLeftovers });
  };

  const error = !ask.error
    ? null
    : ask.error instanceof ApiError && SPEAKING.includes(ask.error.code)
      ? (ask.error.fields?.[0]?.message ?? ask.error.message)
      : t('form.suggestError');

  return { meal, suggest, pending: ask.isPending, error };
}
