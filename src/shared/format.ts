import { PLAN } from './constants';

const longDate = new Intl.DateTimeFormat('fr', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Zurich',
});

/** 'dimanche 22 novembre 2026' (the brand's long French date, without a comma). */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** 'CHF 9.99': the currency first, as the specification writes prices. */
export function formatPrice(
  cents: number = PLAN.priceCents,
  currency: string = PLAN.currency,
): string {
  return `${currency} ${(cents / 100).toFixed(2)}`;
}
