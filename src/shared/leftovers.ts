// « Restes : Lasagnes » (issue 28): how a leftovers meal and a fridge item of leftovers are
// recognised, by client and server alike. Cooking writes the name with `leftoversTitle`
// (shared/planning.ts); a household may also type it by hand (« restes: soupe »).
import { normalizeFoodText } from './food/taxonomy';

const LEFTOVERS = /^\s*restes?\s*:\s*(.+)$/iu;

/** The dish of « Restes : Lasagnes » (« Lasagnes »); null when the name names no leftovers. */
export function leftoversDishOf(name: string): string | null {
  const dish = LEFTOVERS.exec(name)?.[1]?.trim();
  return dish ? dish : null;
}

/** Whether two names say the same leftovers (« Restes : Lasagnes », « restes: lasagnes »). */
export function sameLeftovers(a: string, b: string): boolean {
  const one = leftoversDishOf(a);
  const other = leftoversDishOf(b);
  return one !== null && other !== null && normalizeFoodText(one) === normalizeFoodText(other);
}

/**
 * The portions a fridge item of leftovers holds: cooking stores them as « unité » (one a
 * portion); null when its unit counts no portions (« 1 l de soupe »).
 */
export const leftoverPortionsIn = (item: { quantity: number; unit: string }): number | null =>
  item.unit === 'unité' ? item.quantity : null;
