import type { ParsedUnit } from './constants';

/**
 * Quantities that add up: the same ingredient in '200 g' and '0,3 kg' is 500 g. Units convert
 * only within their family (mass, volume, spoons); a count, a pinch or a cup stays itself, and
 * two families never mix ('2 càs' of oil and '100 ml' of oil stay two amounts).
 */
export interface Quantity {
  amount: number;
  unit: ParsedUnit;
}

type Family = 'mass' | 'volume' | 'spoon' | 'count' | 'pinch' | 'cup';

/** Each unit's family and its size in the family's smallest unit (g, ml, càc). */
const UNITS: Record<ParsedUnit, { family: Family; size: number }> = {
  g: { family: 'mass', size: 1 },
  kg: { family: 'mass', size: 1000 },
  ml: { family: 'volume', size: 1 },
  cl: { family: 'volume', size: 10 },
  l: { family: 'volume', size: 1000 },
  càc: { family: 'spoon', size: 1 },
  cc: { family: 'spoon', size: 1 },
  càs: { family: 'spoon', size: 3 },
  unité: { family: 'count', size: 1 },
  pincée: { family: 'pinch', size: 1 },
  tasse: { family: 'cup', size: 1 },
};

/** Amounts below this are rounding noise (a thousandth of a gram). */
const EPSILON = 1e-6;

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
};

/**
 * Reads '200', '1,5', '1/2', '1 1/2', '½', '1½' (the parser's quantity text, or what someone
 * typed); null when it is not one number ('2-3', 'quelques', '1/0').
 */
export function parseAmount(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(/(\d)?([½¼¾⅓⅔])/u, (_match, whole: string | undefined, fraction: string) =>
      whole ? `${whole} ${UNICODE_FRACTIONS[fraction]}` : UNICODE_FRACTIONS[fraction]!,
    )
    .replace(',', '.');
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) {
    const denominator = Number(mixed[3]);
    return denominator === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / denominator;
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const familyOf = (unit: ParsedUnit) => UNITS[unit].family;
const baseAmount = (quantity: Quantity) => quantity.amount * UNITS[quantity.unit].size;

/** Whether two quantities can be added or compared. */
export function sameFamily(a: ParsedUnit, b: ParsedUnit): boolean {
  return familyOf(a) === familyOf(b);
}

/**
 * The unit a shopper reads best for an amount of the family's smallest unit. `shared` is the
 * unit every added quantity was written in, if they agree: 20 cl + 30 cl stay 50 cl, and only
 * a kilogram or a litre reached changes the unit ('800 g' + '700 g' = '1,5 kg').
 */
function display(family: Family, base: number, shared: ParsedUnit | null): Quantity {
  const inUnit = (unit: ParsedUnit): Quantity => ({
    amount: round(base / UNITS[unit].size),
    unit,
  });
  switch (family) {
    case 'mass':
      if (shared === 'kg' || base >= 1000) return inUnit('kg');
      return inUnit('g');
    case 'volume':
      if (shared === 'l' || base >= 1000) return inUnit('l');
      return inUnit(shared === 'cl' ? 'cl' : 'ml');
    case 'spoon':
      if (shared === 'càs') return inUnit('càs');
      if (shared === 'cc' || shared === 'càc') return inUnit(shared);
      return Math.abs(base % 3) < EPSILON ? inUnit('càs') : inUnit('càc');
    default:
      return inUnit(shared ?? 'unité');
  }
}

/** Adds quantities up, one result per family, in the order the families first appear. */
export function sumQuantities(quantities: readonly Quantity[]): Quantity[] {
  const totals = new Map<Family, { base: number; shared: ParsedUnit | null }>();
  for (const quantity of quantities) {
    const family = familyOf(quantity.unit);
    const total = totals.get(family);
    if (!total) {
      totals.set(family, { base: baseAmount(quantity), shared: quantity.unit });
      continue;
    }
    total.base += baseAmount(quantity);
    if (total.shared !== quantity.unit) total.shared = null;
  }
  // Counts, pinches and cups have one unit each: `shared` is never lost for them.
  return [...totals].map(([family, total]) => display(family, round(total.base), total.shared));
}

/**
 * What is still needed once `have` is used: have 500 g, need 750 g → 250 g; null when `have`
 * covers it. Quantities of different families cannot be compared: the need stays whole.
 */
export function subtractQuantity(need: Quantity, have: Quantity): Quantity | null {
  if (!sameFamily(need.unit, have.unit)) return need;
  const left = baseAmount(need) - baseAmount(have);
  if (left <= EPSILON) return null;
  return display(familyOf(need.unit), round(left), need.unit === have.unit ? need.unit : null);
}

/** The quantity for another number of servings (a recipe for 4 cooked for 6: × 1.5). */
export function scaleQuantity(quantity: Quantity, factor: number): Quantity {
  return { amount: round(quantity.amount * factor), unit: quantity.unit };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** '500 g', '1,5 kg', '2 càs', '3' (a count shows no unit). */
export function formatQuantity({ amount, unit }: Quantity): string {
  const number = amount.toLocaleString('fr-CH', { maximumFractionDigits: 2 }).replace('.', ',');
  return unit === 'unité' ? number : `${number} ${unit}`;
}

/** The quantity in another unit of its family ('1 kg' in g is '1000 g'); null across families. */
export function convertQuantity(quantity: Quantity, unit: ParsedUnit): Quantity | null {
  if (!sameFamily(quantity.unit, unit)) return null;
  return { amount: round(baseAmount(quantity) / UNITS[unit].size), unit };
}
