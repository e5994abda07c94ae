/**
 * « CHF 9.99 »: the currency first and a decimal point, as the specification writes prices
 * (`Intl` with fr-CH would give « 9.99 CHF »).
 */
export function formatPrice(cents: number, currency: string): string {
  return `${currency} ${(cents / 100).toFixed(2)}`;
}
