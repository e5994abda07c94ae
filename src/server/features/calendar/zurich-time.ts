/**
 * Planned meals store a wall-clock date and time without a zone: they are Swiss household
 * times. The feed writes them as UTC instants computed from Europe/Zurich, so every calendar
 * shows them right without a VTIMEZONE to maintain.
 */

export const FEED_TIME_ZONE = 'Europe/Zurich';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: FEED_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClockParts(instant: number) {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Zurich's offset from UTC at this instant, in milliseconds (1 h in winter, 2 h in summer). */
function offsetAt(instant: number): number {
  const p = wallClockParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a Zurich wall-clock time. A time skipped in spring (02:30 on the last Sunday
 * of March) lands an hour later; one repeated in autumn is taken in winter time.
 */
export function zurichToUtc(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** Today in Zurich minus `days`, as 'YYYY-MM-DD'. */
export function zurichDateDaysAgo(days: number, now: Date = new Date()): string {
  const p = wallClockParts(now.getTime());
  return new Date(Date.UTC(p.year, p.month - 1, p.day - days)).toISOString().slice(0, 10);
}
