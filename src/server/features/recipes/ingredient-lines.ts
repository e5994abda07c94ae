import type { Unit } from '../../../shared/constants';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { IngredientTuple } from './catalogue';

const DECIMAL = new Intl.NumberFormat('fr', { maximumFractionDigits: 2 });
const FRACTIONS: Record<string, string> = { '0.25': '1/4', '0.5': '1/2', '0.75': '3/4' };

/** Rounds a scaled quantity to what a cook would measure in that unit. */
export function roundQuantity(quantity: number, unit: Unit): number {
  const to = (step: number) => Math.max(step, Math.round(quantity / step) * step);
  switch (unit) {
    case 'g':
    case 'ml':
      if (quantity < 20) return Math.max(1, Math.round(quantity));
      if (quantity < 100) return to(5);
      if (quantity < 1000) return to(10);
      return to(50);
    case 'kg':
    case 'l':
      return quantity < 1 ? to(0.05) : to(0.1);
    case 'càs':
    case 'càc':
      return to(0.5);
    case 'pincée':
      return to(1);
    case 'unité':
      if (quantity < 1) return to(0.25);
      return quantity < 3 ? to(0.5) : to(1);
  }
}

/** '1/2', '3', '1,5', '0,35' — a French quantity the shopping-list parser reads back. */
export function formatQuantity(quantity: number): string {
  const fraction = FRACTIONS[String(quantity)];
  return fraction ?? DECIMAL.format(quantity).replace(/\s/g, '');
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

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/**
 * The display line of a catalogue ingredient scaled by `factor`: « 200 g de farine »,
 * « 3 œufs », « 2 gousses d’ail », « Sel ».
 */
export function formatIngredientLine(tuple: IngredientTuple, factor = 1): string {
  const [id, quantity, unit = 'unité', name, plural] = tuple;
  const ingredient = ingredientById(id);
  const singular = name ?? ingredient?.name ?? id;
  if (quantity === undefined || quantity === null) return capitalise(singular);
  const scaled = roundQuantity(quantity * factor, unit);
  const amount = formatQuantity(scaled);
  if (unit === 'unité') {
    const many =
      scaled > 1 ? (plural ?? (name ? undefined : ingredient?.plural) ?? singular) : singular;
    return `${amount} ${many}`;
  }
  const mass = !name && ingredient?.countable && ingredient.plural ? ingredient.plural : singular;
  return `${amount} ${unit} ${partitive(mass)}`;
}
