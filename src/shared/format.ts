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

// Words whose h is aspirated: « de haricots », « de homard », never « d’haricots ».
const ASPIRATED_H = /^(?:haricot|hareng|homard|haddock|hachis|halloumi|hampe|harissa|houmous|hot)/i;
// A y before a vowel sounds like a consonant: « de yaourt », « de yuzu ».
const CONSONANT_Y = /^y[aeiouàâäéèêëîïôöûü]/i;
const startsWithVowelSound = (text: string) =>
  /^[aeiouyhàâäéèêëîïôöûüœæ]/i.test(text) && !ASPIRATED_H.test(text) && !CONSONANT_Y.test(text);

/** « de farine », « d’huile d’olive » (an h-mute elides: « d’herbes »), « de yaourt ». */
export function partitive(name: string): string {
  return startsWithVowelSound(name) ? `d’${name}` : `de ${name}`;
}

/** A fridge quantity written the French way: 0,5 · 1,25 · 2 · 1500. */
export function formatFridgeQuantity(quantity: number): string {
  return (Math.round(quantity * 100) / 100).toString().replace('.', ',');
}
