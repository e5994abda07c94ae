import { addDays } from '../../../../shared/dates';
import { todayLocal } from './meals';

/** « Générer la liste de courses » opens on the coming 7 days: today and the next six. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const from = todayLocal(now);
  return { from, to: addDays(from, 6) };
}

const dayMonth = new Intl.DateTimeFormat('fr', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** « 23 novembre ». */
export function formatDayMonth(date: string): string {
  return dayMonth.format(new Date(`${date}T12:00:00Z`));
}

/** The group the period's items form on the list (« Par recette »), with its id. */
export function planGroupId(from: string, to: string): string {
  return `plan:${from}:${to}`;
}
