// Popote's households live in Switzerland: « today », the morning hour of the daily jobs and the
// wall-clock times of planned meals are Zurich's. The one module that knows the home time zone.

export const HOME_TIME_ZONE = 'Europe/Zurich';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOME_TIME_ZONE,
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

/** The Zurich calendar day ('YYYY-MM-DD') and hour (0–23) at `now`, summer time included. */
export function zurichDay(now: Date): { date: string; hour: number } {
  const p = wallClockParts(now.getTime());
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, hour: p.hour };
}

/** The Zurich calendar day and wall-clock time ('HH:MM') at `now`. */
export function zurichNow(now: Date = new Date()): { date: string; time: string } {
  const p = wallClockParts(now.getTime());
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}
