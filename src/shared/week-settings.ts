// « Qui est là ? », the time each day allows to cook and the family's rituals
// (GET and PUT /api/planned-meals/week-settings), shared by client and server: the schemas and
// the pure rules the planner and the editor both read (decision 0030).
import { z } from 'zod';
import { daysBetween } from './dates';
import { plannedDateSchema } from './planning';
import type { WeekPlanMoment } from './moments';

export const PRESENCE_MOMENTS = ['lunch', 'dinner'] as const satisfies readonly WeekPlanMoment[];

/** ISO weekdays: 1 = lundi … 7 = dimanche. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEK_SETTINGS_LIMITS = {
  patterns: 50,
  changes: 366,
  rituals: 30,
  ritualText: 60,
  /** Minutes a day may allow to cook. */
  minMinutes: 5,
  maxMinutes: 600,
} as const;

/**
 * The time each day allows by default (Monday first): 30 min on weekdays, 1 h on Saturday (the
 * shopping and the activities take the day), 1 h 30 on Sunday.
 */
export const DEFAULT_COOKING_MINUTES: readonly number[] = [30, 30, 30, 30, 30, 60, 90];

/** The ISO weekday of a 'YYYY-MM-DD' (1 = lundi). */
export const weekdayOf = (date: string): Weekday => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
};

const personIdSchema = z.uuid('Choisissez une personne de votre foyer.').toLowerCase();
const weekdaySchema = z
  .number()
  .int()
  .min(1, 'Choisissez un jour de la semaine.')
  .max(7, 'Choisissez un jour de la semaine.');
const momentSchema = z.enum(PRESENCE_MOMENTS, { error: 'Choisissez le déjeuner ou le dîner.' });

/**
 * A recurring presence: « Léa ne mange pas là le lundi midi » (present false), every week or,
 * with `anchor`, every other week counted from the week of that date (« un week-end sur deux »).
 */
export const presencePatternSchema = z.strictObject({
  personId: personIdSchema,
  weekday: weekdaySchema,
  moment: momentSchema,
  present: z.boolean(),
  anchor: plannedDateSchema.nullable().default(null),
});
export type PresencePattern = z.output<typeof presencePatternSchema>;

/** A one-off change on a date: « Noah est là samedi 12 décembre au dîner ». */
export const presenceChangeSchema = z.strictObject({
  personId: personIdSchema,
  date: plannedDateSchema,
  moment: momentSchema,
  present: z.boolean(),
});
export type PresenceChange = z.output<typeof presenceChangeSchema>;

export const RITUAL_KINDS = ['dish', 'out'] as const;
export type RitualKind = (typeof RITUAL_KINDS)[number];

/**
 * A ritual: « Pizza » every Friday evening (a recipe that matches, else the text as written);
 * `out`: a meal eaten elsewhere (« Restaurant », « Cantine »), nothing to buy. `monthly`: the
 * first such weekday of each month only (« Raclette un samedi par mois »).
 */
export const ritualSchema = z.strictObject({
  weekday: weekdaySchema,
  moment: momentSchema,
  text: z
    .string()
    .trim()
    .min(1, 'Écrivez le rituel (« Pizza », « Restaurant »…).')
    .max(WEEK_SETTINGS_LIMITS.ritualText, `${WEEK_SETTINGS_LIMITS.ritualText} caractères au plus.`),
  kind: z.enum(RITUAL_KINDS, { error: 'Choisissez un plat ou un repas à l’extérieur.' }),
  monthly: z.boolean().default(false),
});
export type Ritual = z.output<typeof ritualSchema>;

const minutesSchema = z
  .number()
  .int('Un nombre entier de minutes.')
  .min(WEEK_SETTINGS_LIMITS.minMinutes, `${WEEK_SETTINGS_LIMITS.minMinutes} minutes au moins.`)
  .max(WEEK_SETTINGS_LIMITS.maxMinutes, '10 heures au plus.');

/** PUT /api/planned-meals/week-settings: the whole of the household's week, replaced. */
export const weekSettingsInputSchema = z
  .strictObject({
    patterns: z
      .array(presencePatternSchema)
      .max(WEEK_SETTINGS_LIMITS.patterns, `${WEEK_SETTINGS_LIMITS.patterns} habitudes au plus.`),
    changes: z
      .array(presenceChangeSchema)
      .max(WEEK_SETTINGS_LIMITS.changes, `${WEEK_SETTINGS_LIMITS.changes} changements au plus.`),
    rituals: z
      .array(ritualSchema)
      .max(WEEK_SETTINGS_LIMITS.rituals, `${WEEK_SETTINGS_LIMITS.rituals} rituels au plus.`),
    cookingMinutes: z.array(minutesSchema).length(7, 'Un temps pour chaque jour de la semaine.'),
  })
  .refine(
    (input) =>
      new Set(input.rituals.map((ritual) => `${ritual.weekday} ${ritual.moment}`)).size ===
      input.rituals.length,
    { message: 'Un seul rituel par repas de la semaine.', path: ['rituals'] },
  );
export type WeekSettingsInput = z.input<typeof weekSettingsInputSchema>;
export type WeekSettings = z.output<typeof weekSettingsInputSchema>;

export const DEFAULT_WEEK_SETTINGS: WeekSettings = {
  patterns: [],
  changes: [],
  rituals: [],
  cookingMinutes: [...DEFAULT_COOKING_MINUTES],
};

/** Whether an every-other-week pattern anchored at `anchor` falls in the week of `date`. */
const sameParity = (anchor: string, date: string) => {
  // Monday of each week, then whole weeks between them.
  const monday = (day: string) => daysBetween('1970-01-05', day) - (weekdayOf(day) - 1);
  const weeks = Math.round((monday(date) - monday(anchor)) / 7);
  return weeks % 2 === 0;
};

/**
 * Who eats at home on `date` at `moment` (« Qui est là ? »): everyone by default, then the
 * recurring patterns of that weekday in order, then the one-off changes of that day. The
 * people are given in the household's order; the answer keeps it.
 */
export function presentAt(
  people: readonly string[],
  settings: Pick<WeekSettings, 'patterns' | 'changes'>,
  date: string,
  moment: WeekPlanMoment,
): string[] {
  const present = new Map(people.map((id) => [id, true]));
  const weekday = weekdayOf(date);
  for (const pattern of settings.patterns) {
    if (pattern.weekday !== weekday || pattern.moment !== moment) continue;
    if (pattern.anchor && !sameParity(pattern.anchor, date)) continue;
    if (present.has(pattern.personId)) present.set(pattern.personId, pattern.present);
  }
  for (const change of settings.changes) {
    if (change.date !== date || change.moment !== moment) continue;
    if (present.has(change.personId)) present.set(change.personId, change.present);
  }
  return people.filter((id) => present.get(id));
}

/** The ritual of a meal, if any (a monthly one only on the first such weekday of the month). */
export function ritualAt(
  rituals: readonly Ritual[],
  date: string,
  moment: WeekPlanMoment,
): Ritual | null {
  const weekday = weekdayOf(date);
  const firstOfMonth = Number(date.slice(8, 10)) <= 7;
  return (
    rituals.find(
      (ritual) =>
        ritual.weekday === weekday && ritual.moment === moment && (!ritual.monthly || firstOfMonth),
    ) ?? null
  );
}

/** The minutes the day of `date` allows to cook. */
export const minutesAt = (cookingMinutes: readonly number[], date: string): number =>
  cookingMinutes[weekdayOf(date) - 1] ?? DEFAULT_COOKING_MINUTES[weekdayOf(date) - 1]!;
