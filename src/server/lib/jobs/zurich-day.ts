/** Popote's households live in Switzerland: « today » and the morning hour are Zurich's. */
export const JOBS_TIME_ZONE = 'Europe/Zurich';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: JOBS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Zurich calendar day ('YYYY-MM-DD') and hour (0–23) at `now`, summer time included. */
export function zurichDay(now: Date): { date: string; hour: number } {
  const value = Object.fromEntries(
    parts.formatToParts(now).map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return { date: `${value.year}-${value.month}-${value.day}`, hour: Number(value.hour) };
}
