/** The specification's first year of Popote, on every page's footer. */
export const COPYRIGHT_FIRST_YEAR = 2025;

/**
 * The footer's years: « 2025 » during the first year, then « 2025–2027 » (an en dash), from
 * the current date — the server writes them into the prerendered pages at each response, so
 * they are never frozen at build time.
 */
export function copyrightYears(now: Date): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_FIRST_YEAR
    ? `${COPYRIGHT_FIRST_YEAR}–${year}`
    : `${COPYRIGHT_FIRST_YEAR}`;
}

/** The element that holds the years in the footer's HTML (the server rewrites its text). */
export const COPYRIGHT_YEARS_ATTRIBUTE = 'data-copyright-years';

const YEARS_ELEMENT = new RegExp(`(<span ${COPYRIGHT_YEARS_ATTRIBUTE}="">)[^<]*(</span>)`, 'g');

/** `html` with the footer's years as of `now`. */
export function withCopyrightYears(html: string, now: Date): string {
  const years = copyrightYears(now);
  return html.replace(YEARS_ELEMENT, (_, open: string, close: string) => `${open}${years}${close}`);
}
