import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { momentOf } from '../../../../shared/moments';
import { presentAt } from '../../../../shared/week-settings';
import { eatersQuery } from '../../../components/eaters/api';
import { weekSettingsQuery } from '../api/week-settings';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Who is home for the meal of `date` at `time` (« Qui est là ? »: the recurring habits, then the
 * one-off changes), in the household's order: the default of that meal's « Qui mange ? ». Null
 * while unknown (settings or household not read yet, an unfinished date) or when nobody is
 * expected — a meal planned anyway is then for everyone, as by default.
 */
export function usePresentAt(date: string, time: string): string[] | null {
  const settings = useQuery(weekSettingsQuery);
  const eaters = useQuery(eatersQuery);
  return useMemo(() => {
    if (!settings.data || !eaters.data || !DATE.test(date) || !TIME.test(time)) return null;
    const people = eaters.data.map((eater) => eater.id);
    const present = presentAt(people, settings.data, date, momentOf(time));
    return present.length > 0 ? present : null;
  }, [settings.data, eaters.data, date, time]);
}
