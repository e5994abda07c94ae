// Calendar days as 'YYYY-MM-DD' strings, shared by the client and the server: whole days at
// UTC midnight, so no time zone or daylight saving change moves them.

const DAY_MS = 86_400_000;

/** A calendar day `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: 1 for tomorrow, -1 for yesterday. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
