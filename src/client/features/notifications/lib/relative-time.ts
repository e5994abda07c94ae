const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formatter = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });

/**
 * How long ago `date` was, in French: « maintenant », « il y a 5 minutes », « hier »,
 * « la semaine dernière »… Counts whole units (5 min 40 s is « il y a 5 minutes »); a date
 * in the future (a clock ahead of ours) counts as now.
 */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const secondsAgo = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (secondsAgo >= size) return formatter.format(-Math.floor(secondsAgo / size), unit);
  }
  return formatter.format(0, 'second');
}

const longDate = new Intl.DateTimeFormat('fr', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The full date and time, e.g. « dimanche 22 novembre 2026 à 19:00 ». */
export function formatLongDateTime(date: Date): string {
  return longDate.format(date);
}
