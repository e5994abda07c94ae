import type { DishType } from '../../../shared/constants';
import { type ContentLine, escapeText, formatUtc, writeLines } from './ical';
import { HOME_TIME_ZONE, zurichToUtc } from '../../platform/home-time';

export interface FeedMeal {
  id: string;
  recipeTitle: string;
  /** 'YYYY-MM-DD' and 'HH:MM[:SS]', Zurich wall-clock time. */
  date: string;
  time: string;
  servings: number;
  type: DishType;
}

const CALENDAR_NAME = 'Popote — Repas';
const NBSP = '\u00a0';
const MINUTE_MS = 60_000;

/** What a meal is called in the calendar when it is not a main dish. */
const COURSE_LABELS: Record<Exclude<DishType, 'plat'>, string> = {
  boisson: 'Boisson',
  apéro: 'Apéro',
  'amuse-bouche': 'Amuse-bouche',
  entrée: 'Entrée',
  dessert: 'Dessert',
};

/** How long each kind of dish stays in the calendar. */
const DURATION_MINUTES: Record<DishType, number> = {
  boisson: 30,
  apéro: 60,
  'amuse-bouche': 30,
  entrée: 30,
  plat: 60,
  dessert: 30,
};

/** A main dish is named by the meal its time falls in, as one says it: « Dîner ». */
function mealOfTheDay(time: string): string {
  const hour = Number(time.slice(0, 2));
  if (hour >= 5 && hour < 11) return 'Petit-déjeuner';
  if (hour >= 11 && hour < 15) return 'Déjeuner';
  if (hour >= 15 && hour < 18) return 'Goûter';
  return 'Dîner';
}

/** « Dîner : Gratin », « Dessert : Tarte aux pommes ». */
export function mealSummary(meal: Pick<FeedMeal, 'recipeTitle' | 'time' | 'type'>): string {
  const label = meal.type === 'plat' ? mealOfTheDay(meal.time) : COURSE_LABELS[meal.type];
  return `${label}${NBSP}: ${meal.recipeTitle}`;
}

export function servingsText(servings: number): string {
  return servings === 1 ? 'Pour 1 personne' : `Pour ${servings} personnes`;
}

function eventLines(meal: FeedMeal, stamp: string, planningUrl: string): ContentLine[] {
  const start = zurichToUtc(meal.date, meal.time.slice(0, 5));
  const end = new Date(start.getTime() + DURATION_MINUTES[meal.type] * MINUTE_MS);
  return [
    ['BEGIN', 'VEVENT'],
    ['UID', `${meal.id}@popote`],
    ['DTSTAMP', stamp],
    ['DTSTART', formatUtc(start)],
    ['DTEND', formatUtc(end)],
    ['SUMMARY', escapeText(mealSummary(meal))],
    ['DESCRIPTION', escapeText(servingsText(meal.servings))],
    ['URL', planningUrl],
    // A planned meal never makes the person look busy to others.
    ['TRANSP', 'TRANSPARENT'],
    ['END', 'VEVENT'],
  ];
}

/**
 * The household's plan as an iCalendar document. Planned meals keep a Swiss wall-clock date and
 * time without a zone: the feed writes them as UTC instants (platform/home-time.ts), so every
 * calendar shows them right without a VTIMEZONE to maintain.
 */
export function writeMealCalendar(
  meals: readonly FeedMeal[],
  options: { planningUrl: string; now?: Date },
): string {
  const stamp = formatUtc(options.now ?? new Date());
  return writeLines([
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', '-//Popote//Planning des repas//FR'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', escapeText(CALENDAR_NAME)],
    ['X-WR-TIMEZONE', HOME_TIME_ZONE],
    // A hint for the clients that honour it; most poll on their own schedule.
    ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
    ['X-PUBLISHED-TTL', 'PT1H'],
    ...meals.flatMap((meal) => eventLines(meal, stamp, options.planningUrl)),
    ['END', 'VCALENDAR'],
  ]);
}
